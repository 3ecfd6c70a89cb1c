import type { Payload } from 'payload'

import { t } from '@/lib/messages'
import { crossSite, readBody } from '@/lib/server/http'

import { cartCount, cartKeyOf, countCookie, loadCart, saveCart } from '../cart'
import { isQuantity } from '../pricing'

/**
 * The cart page's own forms (plain posts that work without scripts): change a line's quantity or
 * remove it, then back to the cart (303), or JSON for a script. Only this visitor's cart is reachable.
 */
export async function changeLine(payload: Payload, request: Request, lineKey: string): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  const answer = (status: number, message: string | null, count?: number) => {
    const headers = new Headers({ 'Cache-Control': 'no-store' })
    if (count !== undefined) headers.append('Set-Cookie', countCookie(count))
    if (wantsJson) return Response.json(status < 400 ? { ok: 1, products_in_cart: count } : { error: 1, message }, { status, headers })
    headers.set('Location', status < 400 ? '/cart' : `/cart?problem=${encodeURIComponent(message ?? '')}`)
    return new Response(null, { status: 303, headers })
  }
  const foreign = crossSite(request)
  if (foreign) return foreign
  const key = cartKeyOf(request)
  const cart = await loadCart(payload, key)
  const index = cart?.lines.findIndex((line) => line.key === lineKey) ?? -1
  if (!cart || !key || index === -1) return answer(404, t('shop.lineMissing'))
  const text = await readBody(request, 4096)
  if (text === null) return answer(413, t('request.tooLarge'))
  const type = request.headers.get('content-type') ?? ''
  let form: Record<string, unknown> = {}
  try {
    form = type.includes('application/json') ? (JSON.parse(text ?? '{}') as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(text ?? ''))
  } catch {
    return answer(400, t('request.unreadable'))
  }
  const lines = [...cart.lines]
  if (form.action === 'remove') lines.splice(index, 1)
  else {
    const quantity = typeof form.quantity === 'string' && /^\d{1,4}$/.test(form.quantity) ? Number(form.quantity) : form.quantity
    if (!isQuantity(quantity)) return answer(400, t('shop.quantityRange'))
    lines[index] = { ...lines[index]!, quantity }
  }
  await saveCart(payload, key, cart, lines)
  return answer(200, null, cartCount(lines))
}
