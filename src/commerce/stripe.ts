import type { Payload } from 'payload'
import Stripe from 'stripe'

import { getEnv, siteUrl } from '@/lib/env'
import type { Order } from '@/payload-types'

import { markCancelled, markPaid } from './orders'
import { orderToken } from './tokens'

/**
 * Card payments through Stripe Checkout (a page Stripe hosts): we create a session for the order's
 * total and Stripe's webhook — signed, checked, idempotent — is what marks the order paid. The API
 * address is configurable (STRIPE_API_URL), so tests talk to a local stand-in.
 */
const API_VERSION = '2026-10-28.endive'

export const stripeEnabled = () => Boolean(getEnv().STRIPE_SECRET_KEY && getEnv().STRIPE_WEBHOOK_SECRET)

let client: Stripe | null = null
export function stripeClient(): Stripe | null {
  const env = getEnv()
  if (!env.STRIPE_SECRET_KEY) return null
  if (client) return client
  const base = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null
  client = new Stripe(env.STRIPE_SECRET_KEY, {
    apiVersion: API_VERSION as Stripe.LatestApiVersion,
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  })
  return client
}

/**
 * A Checkout Session for the order: its lines as they were priced, shipping and added tax as lines
 * of their own. A second session for the same order (the visitor cancelled the first and pays
 * again) replaces the first: only the newest session's events change the order.
 */
export async function createCheckoutSession(payload: Payload, order: Order): Promise<string> {
  const stripe = stripeClient()
  if (!stripe) throw new Error('Stripe is not configured')
  const currency = (order.currency ?? 'EUR').toLowerCase()
  const token = orderToken(order.id, order.tokenNonce ?? '')
  const items: Stripe.Checkout.SessionCreateParams.LineItem[] = (order.lines ?? []).map((line) => ({
    quantity: line.quantity ?? 1,
    price_data: { currency, unit_amount: line.unitPrice ?? 0, product_data: { name: `${line.product} — ${line.photoTitle}`.slice(0, 250) } },
  }))
  const addedTax = order.taxIncluded ? 0 : (order.tax ?? 0)
  if (addedTax > 0) items.push({ quantity: 1, price_data: { currency, unit_amount: addedTax, product_data: { name: 'Tax' } } })
  if ((order.shipping ?? 0) > 0) items.push({ quantity: 1, price_data: { currency, unit_amount: order.shipping ?? 0, product_data: { name: 'Shipping' } } })
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: items,
      customer_email: order.customerEmail ?? undefined,
      client_reference_id: String(order.id),
      metadata: { orderId: String(order.id), orderNumber: order.number ?? '' },
      success_url: `${siteUrl()}/orders/${order.id}?token=${token}&paid=1`,
      cancel_url: `${siteUrl()}/orders/${order.id}?token=${token}&cancelled=1`,
    },
    // One session per order and attempt, even if the visitor presses twice or we retry; a new
    // attempt (after the session before it) is a new key.
    { idempotencyKey: order.stripeSession ? `atrium-order-${order.id}-after-${order.stripeSession}` : `atrium-order-${order.id}-${order.total}` },
  )
  if (!session.url) throw new Error('Stripe returned a session without a payment page')
  // Kept so the webhook and the reconciliation at start can tell this session is the order's.
  await payload.update({ collection: 'orders', id: order.id, data: { stripeSession: session.id }, overrideAccess: true, depth: 0, context: { orderPlacement: true } })
  return session.url
}

export type WebhookOutcome = { status: number; body: Record<string, unknown> }

const HANDLED = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired'])

async function orderOfSession(payload: Payload, session: Stripe.Checkout.Session): Promise<Order | null> {
  const id = Number(session.metadata?.orderId ?? session.client_reference_id)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  return (await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true })) ?? null
}

/** Applies a session's state to its order: paid when Stripe says so and the amount and currency match ours. */
async function applySession(payload: Payload, session: Stripe.Checkout.Session, type: string, actor: string): Promise<string> {
  const order = await orderOfSession(payload, session)
  if (!order) return 'unknown order'
  if (order.paymentMethod !== 'stripe') return 'not a card order'
  if (order.stripeSession && order.stripeSession !== session.id) return 'another session'
  const paid = (type === 'checkout.session.completed' || type === 'checkout.session.async_payment_succeeded') && session.payment_status === 'paid'
  if (paid) {
    if (session.amount_total !== order.total || (session.currency ?? '').toLowerCase() !== (order.currency ?? '').toLowerCase()) {
      payload.logger.error({ msg: `Stripe session ${session.id} paid ${session.amount_total} ${session.currency}, but order ${order.number} is ${order.total} ${order.currency}: left pending for an editor` })
      return 'amount mismatch'
    }
    const reference = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? session.id)
    return (await markPaid(payload, order, reference, actor)) ? 'paid' : 'unchanged'
  }
  if (type === 'checkout.session.expired' || type === 'checkout.session.async_payment_failed') {
    return (await markCancelled(payload, order, actor, type === 'checkout.session.expired' ? 'The card payment page expired unpaid.' : 'The card payment failed.')) ? 'cancelled' : 'unchanged'
  }
  return 'unchanged'
}

/** How far a webhook's signed timestamp may be from now, either way (Stripe's default tolerance). */
const WEBHOOK_TOLERANCE_SECONDS = 300

/**
 * Stripe's webhook: the signature and its timestamp (5 minutes' tolerance) are checked on the raw
 * body; an event seen before (Stripe retries) or one that no longer applies (an expiry after the
 * payment) changes nothing and is still acknowledged, so Stripe stops sending it.
 */
export async function handleStripeWebhook(payload: Payload, rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET
  const stripe = stripeClient()
  if (!secret || !stripe) return { status: 404, body: { error: 'Card payments are not configured.' } }
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret, WEBHOOK_TOLERANCE_SECONDS)
  } catch {
    return { status: 400, body: { error: 'The signature of this webhook is missing, wrong or too old.' } }
  }
  // Stripe's check refuses only old timestamps; one from the future is as suspect (a replay prepared ahead).
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature ?? '')?.[1])
  if (!(signedAt <= Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS)) return { status: 400, body: { error: 'The signature of this webhook is missing, wrong or too old.' } }
  // Signed but not the shape Stripe sends: refused in words, never a 500.
  const object = (event as { data?: { object?: unknown } }).data?.object as Partial<Stripe.Checkout.Session> | undefined
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || !object || typeof object !== 'object') return { status: 400, body: { error: 'This webhook event is not one Stripe sends: it has no id, type or object.' } }
  if (!HANDLED.has(event.type)) return { status: 200, body: { received: true, ignored: event.type } }
  if (typeof object.id !== 'string') return { status: 400, body: { error: 'This webhook event is not one Stripe sends: its Checkout Session has no id.' } }
  const session = object as Stripe.Checkout.Session
  const order = await orderOfSession(payload, session)
  const seen = Array.isArray(order?.events) ? (order!.events as string[]) : []
  if (order && seen.includes(event.id)) return { status: 200, body: { received: true, duplicate: true } }
  const result = await applySession(payload, session, event.type, 'Stripe')
  if (order) await payload.update({ collection: 'orders', id: order.id, data: { events: [...seen, event.id].slice(-50) }, overrideAccess: true, depth: 0, context: { orderPlacement: true } })
  return { status: 200, body: { received: true, result } }
}

/** At start: card orders still pending whose session Stripe says is paid (or expired) — the webhook may have come while we were down. */
export async function reconcileStripeOrders(payload: Payload): Promise<number> {
  const stripe = stripeClient()
  if (!stripe) return 0
  const since = new Date(Date.now() - 3 * 24 * 3600_000).toISOString()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ status: { equals: 'pending' } }, { paymentMethod: { equals: 'stripe' } }, { stripeSession: { exists: true } }, { createdAt: { greater_than: since } }] },
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  let changed = 0
  for (const order of docs) {
    try {
      const session = await stripe.checkout.sessions.retrieve(order.stripeSession!)
      const type = session.status === 'expired' ? 'checkout.session.expired' : 'checkout.session.completed'
      if ((await applySession(payload, session, type, 'Stripe (reconciled at start)')) !== 'unchanged') changed++
    } catch (error) {
      payload.logger.warn({ msg: `Could not check Stripe session of order ${order.number}; the webhook or the next start will`, err: error })
    }
  }
  return changed
}

