import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { OrderView } from '@/commerce/components/OrderView'
import { orderForToken } from '@/commerce/http/orders'
import { shopSettings } from '@/commerce/settings'
import { stripeEnabled } from '@/commerce/stripe'
import { t } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'

export const metadata: Metadata = { title: t('checkout.title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
export const dynamic = 'force-dynamic'

/** An order's own page: readable only with the token from its confirmation (or by staff in the admin). */
export default async function OrderPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const payload = await getPayloadClient()
  const query = await searchParams
  const order = await orderForToken(payload, (await params).id, query.token)
  if (!order) notFound()
  const settings = await shopSettings(payload)
  return <OrderView order={order} token={String(query.token)} settings={settings} card={stripeEnabled()} cancelled={query.cancelled === '1'} cardFailed={query.card === 'failed'} />
}
