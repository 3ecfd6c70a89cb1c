import { importRun } from '@/import/http'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return importRun(await getPayloadClient(), request, (await params).id)
}
