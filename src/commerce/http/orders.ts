import type { Payload } from 'payload'

import { t } from '@/lib/messages'
import { csvResponse } from '@/lib/server/csv'
import { addressOf, crossSite, json, limited, problem, textBody } from '@/lib/server/http'
import { requireStaff } from '@/lib/server/staff'
import { safeFileName } from '@/lib/security/signedUrl'
import type { Order } from '@/payload-types'

import { checkDeliveryLink, openDelivery } from '../deliveries'
import { STATUS_LABELS, type OrderStatus } from '../collections/Orders'
import { orderLink } from '../orders'
import { createCheckoutSession, handleStripeWebhook, stripeEnabled } from '../stripe'
import { queueOrderMail } from '../tasks'
import { checkOrderToken } from '../tokens'

const idOf = (raw: string) => (/^\d{1,12}$/.test(raw) ? Number(raw) : null)

/** The order for a guest's link: only with its token (compared in constant time). */
export async function orderForToken(payload: Payload, rawId: string, token: unknown): Promise<Order | null> {
  const id = idOf(rawId)
  if (id === null) return null
  const order = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true })
  return order && checkOrderToken(order.id, order.tokenNonce, token) ? order : null
}

/** A bought download: the order's token, the link's signature and expiry, a paid order; then the file, made on first use. */
export async function deliver(payload: Payload, request: Request, rawId: string, lineKey: string): Promise<Response> {
  const params = new URL(request.url).searchParams
  const order = await orderForToken(payload, rawId, params.get('token'))
  if (!order) return problem(404, t('order.notFound'))
  const check = checkDeliveryLink(order, lineKey, params)
  if (!check.ok) return problem(check.status, t('order.badDownload'))
  const file = await openDelivery(payload, order, check.line)
  if (!file) return problem(404, 'The file of this photo is missing. Please contact us.')
  const name = safeFileName(`${check.line.photoTitle ?? 'photo'}-${check.line.longestSide}px`, 'jpg')
  return new Response(file.stream, {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(file.length),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** Staff: new download links for an order (the old ones stop working), mailed to the customer. */
export async function reissueLinks(payload: Payload, request: Request, rawId: string): Promise<Response> {
  const foreign = crossSite(request)
  if (foreign) return foreign
  const staff = await requireStaff(payload, request)
  if (!staff.ok) return staff.response
  const id = idOf(rawId)
  const order = id === null ? null : await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!order) return problem(404, 'There is no such order.')
  if (order.status !== 'paid' && order.status !== 'fulfilled') return problem(409, 'Download links are issued once the order is paid.')
  if (!(order.lines ?? []).some((line) => line.kind === 'download')) return problem(409, 'This order has no downloads.')
  await payload.update({ collection: 'orders', id: order.id, data: { linkVersion: (order.linkVersion ?? 1) + 1, linksIssuedAt: new Date().toISOString() }, overrideAccess: true, depth: 0, context: { orderPlacement: true } })
  await queueOrderMail(payload, order.id, 'links')
  return json({ ok: 1, message: 'New links were made and are being e-mailed to the customer; the old links no longer work.' })
}

/** Staff: the orders (optionally of one status) as CSV. */
export async function exportOrders(payload: Payload, request: Request): Promise<Response> {
  const staff = await requireStaff(payload, request)
  if (!staff.ok) return staff.response
  const status = new URL(request.url).searchParams.get('status')
  if (status !== null && !(status in STATUS_LABELS)) return problem(400, 'Unknown status.')
  const { docs } = await payload.find({ collection: 'orders', where: status ? { status: { equals: status } } : {}, limit: 10_000, pagination: false, depth: 0, sort: '-createdAt', overrideAccess: true })
  const money = (minor: number | null | undefined) => ((minor ?? 0) / 100).toFixed(2)
  const rows: unknown[][] = [['number', 'placed', 'status', 'name', 'e-mail', 'payment', 'reference', 'currency', 'subtotal', 'tax', 'shipping', 'total', 'lines', 'ship to']]
  for (const order of docs) {
    rows.push([
      order.number, order.createdAt, STATUS_LABELS[(order.status ?? 'pending') as OrderStatus], order.customerName, order.customerEmail, order.paymentMethod, order.paymentReference ?? '', order.currency,
      money(order.subtotal), money(order.tax), money(order.shipping), money(order.total),
      (order.lines ?? []).map((line) => `${line.quantity} × ${line.product} (${line.photoTitle})${line.parameters ? ` [${line.parameters.replace(/\n/g, '; ')}]` : ''}`).join(' | '),
      order.ships ? [order.shippingAddress?.line1, order.shippingAddress?.line2, order.shippingAddress?.postalCode, order.shippingAddress?.city, order.shippingAddress?.country].filter(Boolean).join(', ') : '',
    ])
  }
  return csvResponse(rows, `orders-${status ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`)
}

/**
 * "Pay now" and "Pay by bank transfer instead" on a pending order's page (plain form posts with the
 * order's token, so they work without scripts): a new card payment page for the same order, or the
 * order switched to bank transfer, whose instructions its page then shows. Anything but a pending
 * order goes back to its page unchanged.
 */
export async function payAgain(payload: Payload, request: Request, rawId: string): Promise<Response> {
  const refused = crossSite(request) ?? (await limited('checkoutByIp', addressOf(request)))
  if (refused) return refused
  const text = await textBody(request, 2048)
  if (text instanceof Response) return text
  const form = new URLSearchParams(text)
  const order = await orderForToken(payload, rawId, form.get('token'))
  if (!order) return problem(404, t('order.notFound'))
  const back = (query = '') => new Response(null, { status: 303, headers: { Location: `${orderLink(order)}${query}`, 'Cache-Control': 'no-store' } })
  if (order.status !== 'pending') return back()
  const method = form.get('method')
  if (method === 'bank') {
    if (order.paymentMethod !== 'bank') await payload.update({ collection: 'orders', id: order.id, data: { paymentMethod: 'bank' }, overrideAccess: true, depth: 0, context: { orderPlacement: true } })
    return back()
  }
  if (method !== 'stripe') return problem(400, t('forms.option', { field: t('checkout.method') }))
  if (!stripeEnabled()) return back('&card=failed')
  try {
    if (order.paymentMethod !== 'stripe') await payload.update({ collection: 'orders', id: order.id, data: { paymentMethod: 'stripe' }, overrideAccess: true, depth: 0, context: { orderPlacement: true } })
    const url = await createCheckoutSession(payload, { ...order, paymentMethod: 'stripe' })
    return new Response(null, { status: 303, headers: { Location: url, 'Cache-Control': 'no-store' } })
  } catch (error) {
    payload.logger.error({ msg: `Could not open Stripe Checkout again for order ${order.number}`, err: error })
    return back('&card=failed')
  }
}

/** Stripe's webhook (raw body: the signature is over the exact bytes). */
export async function stripeWebhook(payload: Payload, request: Request): Promise<Response> {
  if (!stripeEnabled()) return problem(404, 'Card payments are not configured.')
  const raw = await request.text()
  if (raw.length > 512 * 1024) return problem(413, 'Too large.')
  const outcome = await handleStripeWebhook(payload, raw, request.headers.get('stripe-signature'))
  return json(outcome.body, { status: outcome.status })
}
