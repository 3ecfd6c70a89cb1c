import { cartSummary } from '@/commerce/http/shop'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return cartSummary(await getPayloadClient(), request)
}
