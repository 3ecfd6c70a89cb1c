import { startInstagramImport } from '@/import/http'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  return startInstagramImport(await getPayloadClient(), request)
}
