import { addToCart } from '@/commerce/http/shop'
import { getPayloadClient } from '@/lib/payload'
import { shopCatalog } from '@/site/shopCatalog'

export const dynamic = 'force-dynamic'

/** "Add to cart" from the viewer's shop panel (JSON; prices are the server's). */
export async function POST(request: Request) {
  return addToCart(await getPayloadClient(), shopCatalog, request)
}
