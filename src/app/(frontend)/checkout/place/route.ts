import { placeOrderRequest } from '@/commerce/http/checkout'
import { getPayloadClient } from '@/lib/payload'
import { runMailSoon } from '@/lib/server/jobs'
import { shopCatalog } from '@/site/shopCatalog'

export const dynamic = 'force-dynamic'

/** "Place order" (the confirmation e-mail goes out on the queue). */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const { response, placed } = await placeOrderRequest(payload, shopCatalog, request)
  if (placed) runMailSoon(payload)
  return response
}
