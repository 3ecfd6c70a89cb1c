import type { Payload } from 'payload'

import { t } from '@/lib/messages'
import { clientIp } from '@/lib/security/clientIp'
import { hashIp } from '@/lib/security/hashIp'
import { checkSolution } from '@/lib/server/challenge'
import { crossSite, limited, problem, readBody } from '@/lib/server/http'

import { cartKeyOf, countCookie, loadCart, priceLines } from '../cart'
import type { PhotoCatalog } from '../catalog'
import { orderLink, placeOrder, readCheckout } from '../orders'
import { shopSettings } from '../settings'
import { createCheckoutSession, stripeEnabled } from '../stripe'
import { queueOrderMail } from '../tasks'

/** Reads the checkout form: JSON from the page's script, or a plain form post (nested names such as billing.city). */
async function readForm(request: Request): Promise<{ fields: Record<string, unknown>; script: boolean } | 'too large' | null> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  const text = await readBody(request, 32 * 1024)
  if (text === null) return 'too large'
  if (type.startsWith('application/json')) {
    try {
      const parsed = JSON.parse(text) as unknown
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { fields: parsed as Record<string, unknown>, script: true } : null
    } catch {
      return null
    }
  }
  if (!type.startsWith('application/x-www-form-urlencoded')) return null
  const fields: Record<string, unknown> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const [group, field] = name.split('.', 2)
    if (field && (group === 'billing' || group === 'shipping')) fields[group] = { ...((fields[group] as object) ?? {}), [field]: value }
    else fields[name] = value
  }
  return { fields, script: false }
}

export type PlaceResult = { response: Response; placed: boolean }

/**
 * "Place order": checks the form, prices the cart on the server, stores the order and empties the
 * cart; then either the order page (bank transfer: pending, with the instructions) or Stripe's
 * payment page. A script gets JSON ({ redirect } or the per-field errors); a plain post gets a 303,
 * or the checkout again with the errors.
 */
export async function placeOrderRequest(payload: Payload, catalog: PhotoCatalog, request: Request): Promise<PlaceResult> {
  const refused = crossSite(request) ?? (await limited('checkoutByIp', hashIp(clientIp(request.headers))))
  if (refused) return { response: refused, placed: false }
  const settings = await shopSettings(payload)
  if (!settings.enabled) return { response: problem(404, t('shop.closed')), placed: false }
  const form = await readForm(request)
  if (form === 'too large') return { response: problem(413, t('request.tooLarge')), placed: false }
  if (!form) return { response: problem(400, t('request.unreadable')), placed: false }
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
  if (form.script) return { response: Response.json({ ok: 1, redirect: target, order: order.number }, { status: 201, headers }), placed: true }
  headers.set('Location', target)
  return { response: new Response(null, { status: 303, headers }), placed: true }
}
