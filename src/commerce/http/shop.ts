import type { Payload } from 'payload'

import { t } from '@/lib/messages'
import { json, problem, refusedWith, visitorWrite } from '@/lib/server/http'
import { readInput } from '@/lib/server/input'

import type { AddedToCart, Offer } from '../answers'

import { addToLines, cartCount, cartKeyOf, countCookie, loadCart, newCartToken, saveCart } from '../cart'
import type { PhotoCatalog } from '../catalog'
import { isSelling, loadPricelist } from '../pricelists'
import { shopSettings } from '../settings'
import { AddToCart } from './requests'

/** What the shop panel shows for a photo: its pricelist (prices in minor units) and the shop's settings. Public and cacheable for a moment. */
export async function photoOffer(payload: Payload, catalog: PhotoCatalog, gallery: string, photoId: number): Promise<Response> {
  const settings = await shopSettings(payload)
  if (!settings.enabled) return problem(404, t('shop.closed'))
  const photo = await catalog(gallery, photoId)
  const pricelist = await loadPricelist(payload, photo?.pricelistId)
  if (!photo || !isSelling(pricelist)) return problem(404, t('shop.notForSale'))
  return json({ pricelist, afterAdd: settings.afterAdd } satisfies Offer, { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=30' } })
}

/**
 * "Add to cart": the server checks the choice against the pricelist and keeps it in the visitor's
 * cart; the answer is the seed's shape (msg, products_in_cart, redirect) in our words.
 */
export async function addToCart(payload: Payload, catalog: PhotoCatalog, request: Request): Promise<Response> {
  const refused = await visitorWrite(request, 'cartByIp')
  if (refused) return refusedWith(refused)
  const settings = await shopSettings(payload)
  if (!settings.enabled) return problem(404, t('shop.closed'))
  const input = await readInput(request, AddToCart, { maxBytes: 16 * 1024 })
  // A body that names no photo of ours is asking for something not for sale.
  if (!input.ok) return input.reason === 'invalid' ? problem(404, t('shop.notForSale')) : problem(input.status, input.message)
  const body = input.data
  let key = cartKeyOf(request)
  let cookie: string | null = null
  const cart = await loadCart(payload, key)
  const result = await addToLines(payload, catalog, cart?.lines ?? [], {
    gallery: body.gallery,
    photo: body.photo,
    type: body.type,
    product: body.product,
    parameters: body.parameters,
    quantity: body.quantity,
    downloads: body.downloads,
  })
  if (!result.ok) return problem(result.status, result.message, result.field ? { field: result.field } : {})
  if (!key || !cart) {
    const fresh = key ? { key, cookie: null } : newCartToken()
    key = fresh.key
    cookie = fresh.cookie
  }
  await saveCart(payload, key, cart, result.lines)
  const count = cartCount(result.lines)
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (cookie) headers.append('Set-Cookie', cookie)
  headers.append('Set-Cookie', countCookie(count))
  const answer: AddedToCart = { msg: t('shop.added'), products_in_cart: count, redirect: settings.afterAdd === 'checkout' ? 1 : 0, redirectUrl: settings.afterAdd === 'checkout' ? '/checkout' : null }
  return Response.json(answer, { headers })
}

/** The cart's item count (the header's "Cart" link refreshes its cookie from here). */
export async function cartSummary(payload: Payload, request: Request): Promise<Response> {
  const cart = await loadCart(payload, cartKeyOf(request))
  const count = cartCount(cart?.lines ?? [])
  return new Response(JSON.stringify({ products_in_cart: count }), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Set-Cookie': countCookie(count) } })
}
