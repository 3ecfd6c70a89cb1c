import { updateInstagramSource } from '@/import/http'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return updateInstagramSource(await getPayloadClient(), request, (await params).id)
}
