import { getPayloadClient } from '@/lib/payload'
import { trackRequest } from '@/video/http'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; file: string }> }) {
  const { id, file } = await params
  return trackRequest(await getPayloadClient(), id, file)
}
