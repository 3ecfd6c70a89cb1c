import { payAgain } from '@/commerce/http/orders'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** A pending order's "Pay now" (a new card payment page) or "Pay by bank transfer instead". */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return payAgain(await getPayloadClient(), request, (await params).id)
}
