import crypto from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload } from 'payload'

import { isEmailAddress } from '@/lib/email'
import { t } from '@/lib/messages'
import type { Order } from '@/payload-types'

import { saveCart, totalsOf, type CartLine, type PricedCart } from './cart'
import type { OrderStatus } from './collections/Orders'
import { isCountryCode } from './countries'
import { formatMoney } from './money'
import { newNonce, orderToken } from './tokens'

export type Address = { line1: string; line2: string; postalCode: string; city: string; country: string }
export type CheckoutInput = { name: string; email: string; billing: Address; shipping: Address | null; method: 'bank' | 'stripe' }
export type CheckoutErrors = Record<string, string>

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max + 1) : '')
const oneLine = (value: string) => !/[\r\n]/.test(value)

function readAddress(raw: unknown, prefix: string, errors: CheckoutErrors): Address {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  const address = {
    line1: text(source.line1, 200),
    line2: text(source.line2, 200),
    postalCode: text(source.postalCode, 20),
    city: text(source.city, 100),
    country: text(source.country, 2).toUpperCase(),
  }
  const labels: Record<string, string> = { line1: t('checkout.line1'), postalCode: t('checkout.postalCode'), city: t('checkout.city'), country: t('checkout.country') }
  for (const field of ['line1', 'postalCode', 'city', 'country'] as const) {
    if (!address[field]) errors[`${prefix}.${field}`] = t('forms.required', { field: labels[field]! })
  }
  for (const [field, value] of Object.entries(address)) {
    if (value.length > (field === 'postalCode' ? 20 : field === 'city' ? 100 : 200)) errors[`${prefix}.${field}`] = t('forms.tooLong', { field: labels[field] ?? t('checkout.line2'), max: field === 'postalCode' ? 20 : field === 'city' ? 100 : 200 })
    else if (!oneLine(value)) errors[`${prefix}.${field}`] = t('forms.singleLine', { field: labels[field] ?? t('checkout.line2') })
  }
  if (address.country && !isCountryCode(address.country)) errors[`${prefix}.country`] = t('checkout.countryCode')
  return address
}

/** Reads and checks the checkout form; only these fields are read (never a price, total or currency). */
export function readCheckout(raw: Record<string, unknown>, { ships, licences, stripe }: { ships: boolean; licences: boolean; stripe: boolean }): { input: CheckoutInput | null; errors: CheckoutErrors } {
  const errors: CheckoutErrors = {}
  const name = text(raw.name, 120)
  const email = text(raw.email, 254)
  if (!name) errors.name = t('forms.required', { field: t('checkout.name') })
  else if (name.length > 120) errors.name = t('forms.tooLong', { field: t('checkout.name'), max: 120 })
  else if (!oneLine(name)) errors.name = t('forms.singleLine', { field: t('checkout.name') })
  if (!email) errors.email = t('forms.required', { field: t('checkout.email') })
  else if (!isEmailAddress(email)) errors.email = t('forms.email')
  const billing = readAddress(raw.billing, 'billing', errors)
  const same = raw.sameAsBilling === true || raw.sameAsBilling === 'on' || raw.sameAsBilling === 'true'
  const shipping = ships ? (same ? billing : readAddress(raw.shipping, 'shipping', errors)) : null
  const method = raw.method === 'stripe' ? 'stripe' : raw.method === 'bank' || raw.method === undefined || raw.method === '' ? 'bank' : null
  if (!method) errors.method = t('forms.option', { field: t('checkout.method') })
  else if (method === 'stripe' && !stripe) errors.method = t('checkout.cardOff')
  if (licences && !(raw.licence === true || raw.licence === 'on' || raw.licence === 'true')) errors.licence = t('forms.required', { field: t('checkout.licenceAgree') })
  if (Object.keys(errors).length) return { input: null, errors }
  return { input: { name, email, billing, shipping, method: method! }, errors }
}

const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** An order number people can read out on the phone: the day and five characters without look-alikes (A-261125-K7QZ2). */
export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '')
  const random = crypto.randomBytes(5)
  return `A-${day}-${[...random].map((byte) => NUMBER_ALPHABET[byte % NUMBER_ALPHABET.length]).join('')}`
}
export const orderLink = (order: Pick<Order, 'id' | 'tokenNonce'>) => `/orders/${order.id}?token=${orderToken(order.id, order.tokenNonce ?? '')}`

/**
 * Places the order: lines, prices and totals copied from the pricelists now (they never change
 * after), a random token for the guest's link, the cart emptied. The payment is the caller's next step.
 */
export async function placeOrder(payload: Payload, cart: { id: number; key: string; lines: CartLine[] }, priced: PricedCart, input: CheckoutInput): Promise<Order | null> {
  const lines = priced.lines.filter((line) => line.available && line.photo)
  if (lines.length === 0 || !priced.currency) return null
  const currency = priced.currency
  // Abroad pays the international shipping rate.
  const totals = totalsOf(priced.lines, input.shipping?.country ?? null)
  const order = await payload.create({
    collection: 'orders',
    overrideAccess: true,
    depth: 0,
    context: { orderPlacement: true },
    data: {
      number: newOrderNumber(),
      status: 'pending',
      customerName: input.name,
      customerEmail: input.email,
      billing: input.billing,
      shippingAddress: input.shipping ?? undefined,
      ships: totals.ships,
      lines: lines.map((line) => ({
        key: line.key,
        photo: line.photo!.photoId,
        photoTitle: line.photo!.title,
        kind: line.kind,
        product: line.name,
        parameters: line.parameters.map((parameter) => `${parameter.name}: ${parameter.value}`).join('\n'),
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        total: line.total,
        priceText: `${line.quantity} × ${formatMoney(line.unitPrice, currency)} = ${formatMoney(line.total, currency)}`,
        longestSide: line.longestSide,
      })),
      currency,
      subtotal: totals.subtotal,
      tax: totals.tax,
      shipping: totals.shipping,
      total: totals.total,
      taxIncluded: totals.taxIncluded,
      totalText: formatMoney(totals.total, currency),
      paymentMethod: input.method,
      tokenNonce: newNonce(),
      linkVersion: 1,
      history: [{ at: new Date().toISOString(), from: '', to: 'pending', by: 'Customer', note: input.method === 'bank' ? 'Placed; awaiting the bank transfer.' : 'Placed; awaiting the card payment.' }],
    },
  })
  await saveCart(payload, cart.key, { id: cart.id, lines: cart.lines }, [])
  return order
}

/** Who changed an order: the signed-in editor, or what the code says (Stripe, the reconciliation). */
const actor = (req: { user?: unknown; context: Record<string, unknown> }) =>
  typeof req.context.actor === 'string' ? req.context.actor : req.user && typeof req.user === 'object' && 'email' in req.user ? String((req.user as { email: unknown }).email) : 'System'

/** Every status change is kept in the history; the first payment starts the download links' days. */
export const recordStatusChange: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || req.context.orderPlacement) return data
  const from = originalDoc.status as OrderStatus
  const to = (data.status ?? from) as OrderStatus
  if (from === to) return data
  const note = typeof data.statusNote === 'string' && data.statusNote.trim() ? data.statusNote.trim().slice(0, 1000) : null
  data.history = [...(originalDoc.history ?? []).map(({ at, from: previous, to: next, by, note: earlier }) => ({ at, from: previous, to: next, by, note: earlier })), { at: new Date().toISOString(), from, to, by: actor(req), note }]
  if ((to === 'paid' || to === 'fulfilled') && !originalDoc.linksIssuedAt) data.linksIssuedAt = new Date().toISOString()
  return data
}

export type OrderMailKind = 'placed' | 'status' | 'links'
export type QueueOrderMail = (payload: Payload, orderId: number, kind: OrderMailKind, note?: string | null) => Promise<void>

/** After an editor's (or Stripe's) status change, the customer hears of it unless the editor unticked "E-mail the customer". */
export const mailStatusChange =
  (queue: QueueOrderMail): CollectionAfterChangeHook<Order> =>
  async ({ doc, previousDoc, operation, req, data }) => {
    if (operation !== 'update' || req.context.orderPlacement || !previousDoc || previousDoc.status === doc.status) return doc
    if (data?.notifyCustomer === false) return doc
    const note = typeof data?.statusNote === 'string' ? data.statusNote.trim().slice(0, 1000) : null
    await queue(req.payload, doc.id, 'status', note || null)
    return doc
  }

/** Marks a pending order paid (Stripe's word); anything else is left alone, so a replay or a late event changes nothing. */
export async function markPaid(payload: Payload, order: Order, reference: string | null, actorName: string): Promise<boolean> {
  if (order.status !== 'pending') return false
  await payload.update({ collection: 'orders', id: order.id, data: { status: 'paid', paymentReference: reference ?? order.paymentReference }, overrideAccess: true, depth: 0, context: { actor: actorName } })
  return true
}

export async function markCancelled(payload: Payload, order: Order, actorName: string, note: string): Promise<boolean> {
  if (order.status !== 'pending') return false
  await payload.update({ collection: 'orders', id: order.id, data: { status: 'cancelled', statusNote: note }, overrideAccess: true, depth: 0, context: { actor: actorName } })
  return true
}
