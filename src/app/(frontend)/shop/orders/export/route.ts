import { exportOrders } from '@/commerce/http/orders'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return exportOrders(await getPayloadClient(), request)
}
