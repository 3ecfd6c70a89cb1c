import { getPayloadClient } from '@/lib/payload'
import { liveSearch } from '@/search/http/live'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return liveSearch(await getPayloadClient(), request)
}
