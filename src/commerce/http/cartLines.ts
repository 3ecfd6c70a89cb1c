import type { Payload } from 'payload'

import { t } from '@/lib/messages'
import { crossSite } from '@/lib/server/http'
import { readInput } from '@/lib/server/input'

import type { CartChanged } from '../answers'

import { cartCount, cartKeyOf, countCookie, loadCart, saveCart } from '../cart'
import { isQuantity } from '../pricing'
import { ChangeLine } from './requests'

/**
 * The cart page's own forms (plain posts that work without scripts): change a line's quantity or
 * remove it, then back to the cart (303), or JSON for a script. Only this visitor's cart is reachable.
 */
export async function changeLine(payload: Payload, request: Request, lineKey: string): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  const answer = (status: number, message: string | null, count?: number) => {
    const headers = new Headers({ 'Cache-Control': 'no-store' })
    if (count !== undefined) headers.append('Set-Cookie', countCookie(count))
    if (wantsJson) return Response.json(status < 400 ? ({ ok: 1, products_in_cart: count ?? 0 } satisfies CartChanged) : { error: 1, message }, { status, headers })
    headers.set('Location', status < 400 ? '/cart' : `/cart?problem=${encodeURIComponent(message ?? '')}`)
    return new Response(null, { status: 303, headers })
  }
  const foreign = crossSite(request)
  if (foreign) return foreign
  const key = cartKeyOf(request)
  const cart = await loadCart(payload, key)
  const index = cart?.lines.findIndex((line) => line.key === lineKey) ?? -1
  if (!cart || !key || index === -1) return answer(404, t('shop.lineMissing'))
  const input = await readInput(request, ChangeLine, { maxBytes: 4096, forms: true })
  if (!input.ok) return answer(input.status, input.message)
  const change = input.data
  const lines = [...cart.lines]
  if (change.action === 'remove') lines.splice(index, 1)
  else {
    if (!isQuantity(change.quantity)) return answer(400, t('shop.quantityRange'))
    lines[index] = { ...lines[index]!, quantity: change.quantity }
  }
  await saveCart(payload, key, cart, lines)
  return answer(200, null, cartCount(lines))
}
