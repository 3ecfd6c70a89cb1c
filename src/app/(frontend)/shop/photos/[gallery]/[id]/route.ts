import { photoOffer } from '@/commerce/http/shop'
import { t } from '@/lib/messages'
import { idParam, parseParam, slugParam } from '@/lib/params'
import { getPayloadClient } from '@/lib/payload'
import { problem } from '@/lib/server/http'
import { shopCatalog } from '@/site/shopCatalog'

export const dynamic = 'force-dynamic'

/** The shop panel's data for one photo of one gallery: its pricelist, or 404 when it is not for sale. */
export async function GET(_request: Request, { params }: { params: Promise<{ gallery: string; id: string }> }) {
  const raw = await params
  const gallery = parseParam(slugParam, raw.gallery)
  const id = parseParam(idParam, raw.id)
  if (!gallery || id === null) return problem(404, t('shop.notForSale'))
  return photoOffer(await getPayloadClient(), shopCatalog, gallery, id)
}
