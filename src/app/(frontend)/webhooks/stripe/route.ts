import { stripeWebhook } from '@/commerce/http/orders'
import { getPayloadClient } from '@/lib/payload'
import { runMailSoon } from '@/lib/server/jobs'

export const dynamic = 'force-dynamic'

/** Stripe's webhook: a paid order's e-mail (with its download links) goes out on the queue. */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const response = await stripeWebhook(payload, request)
  runMailSoon(payload)
  return response
}
