import type { Payload } from 'payload'

import { t } from '@/lib/messages'
import { checkSolution } from '@/lib/server/challenge'
import { problem, refusedWith, visitorWrite } from '@/lib/server/http'
import { readInput } from '@/lib/server/input'

import type { OrderPlaced } from '../answers'

import { cartKeyOf, countCookie, loadCart, priceLines } from '../cart'
import type { PhotoCatalog } from '../catalog'
import { orderLink, placeOrder, readCheckout } from '../orders'
import { shopSettings } from '../settings'
import { createCheckoutSession, stripeEnabled } from '../stripe'
import { queueOrderMail } from '../tasks'
import { PLACE_ORDER_GROUPS, PlaceOrder } from './requests'

export type PlaceResult = { response: Response; placed: boolean }

/**
 * "Place order": checks the form, prices the cart on the server, stores the order and empties the
 * cart; then either the order page (bank transfer: pending, with the instructions) or Stripe's
 * payment page. A script gets JSON ({ redirect } or the per-field errors); a plain post gets a 303,
 * or the checkout again with the errors.
 */
export async function placeOrderRequest(payload: Payload, catalog: PhotoCatalog, request: Request): Promise<PlaceResult> {
  const refused = await visitorWrite(request, 'checkoutByIp')
  if (refused) return { response: refusedWith(refused), placed: false }
  const settings = await shopSettings(payload)
  if (!settings.enabled) return { response: problem(404, t('shop.closed')), placed: false }
  const sent = await readInput(request, PlaceOrder, { maxBytes: 32 * 1024, forms: true, nested: PLACE_ORDER_GROUPS })
  if (!sent.ok) return { response: problem(sent.status, sent.message), placed: false }
  const form = { fields: sent.data, script: sent.script }
  const back = (status: number, message: string, errors: Record<string, string> = {}) =>
    form.script ? problem(status, message, { errors }) : new Response(null, { status: 303, headers: { Location: `/checkout?problem=${encodeURIComponent([message, ...Object.values(errors)].join(' '))}`, 'Cache-Control': 'no-store' } })

  // Robots: the field only they fill.
  if (typeof form.fields.website === 'string' && form.fields.website !== '') return { response: back(400, t('forms.rejected')), placed: false }

  const key = cartKeyOf(request)
  const cart = await loadCart(payload, key)
  const preview = cart ? await priceLines(payload, catalog, cart.lines) : null
  if (!cart || !key || !preview || !preview.lines.some((line) => line.available)) return { response: back(409, t('checkout.empty')), placed: false }
  const { input, errors } = readCheckout(form.fields, { ships: preview.totals.ships, licences: preview.licences.length > 0, stripe: stripeEnabled() })
  if (!input) return { response: back(400, t('checkout.invalid'), errors), placed: false }
  // The proof of work the page's script always sends, checked once the form is right (a person's
  // mistakes are told first); a plain post without scripts has none: the rate limit holds it.
  if (form.script || form.fields.altcha) {
    const check = await checkSolution(form.fields.altcha)
    if (check !== 'valid') return { response: back(400, t(check === 'missing' ? 'forms.challengeMissing' : 'forms.challengeInvalid')), placed: false }
  }

  const order = await placeOrder(payload, { id: cart.id, key, lines: cart.lines }, preview, input)
  if (!order) return { response: back(409, t('checkout.empty')), placed: false }
  await queueOrderMail(payload, order.id, 'placed')
  let target = orderLink(order)
  if (input.method === 'stripe') {
    try {
      target = await createCheckoutSession(payload, order)
    } catch (error) {
      payload.logger.error({ msg: `Could not open Stripe Checkout for order ${order.number}`, err: error })
      target = `${orderLink(order)}&card=failed`
    }
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  headers.append('Set-Cookie', countCookie(0))
  if (form.script) return { response: Response.json({ ok: 1, redirect: target, order: order.number } satisfies OrderPlaced, { status: 201, headers }), placed: true }
  headers.set('Location', target)
  return { response: new Response(null, { status: 303, headers }), placed: true }
}
