import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'
import { t } from '@/lib/messages'
import { signature, signedBy } from '@/lib/security/signing'
import { readCookie } from '@/lib/server/cookies'

import type { CatalogPhoto, PhotoCatalog } from './catalog'
import { formatMoney } from './money'
import { isSelling, loadPricelist } from './pricelists'
import { checkChoices, describeChoices, isInternational, isQuantity, totals, unitPrice, type Choices, type PricedLine, type PublicPricelist, type Totals } from './pricing'

/**
 * The cart lives on the server; the visitor holds only a random token in a signed, HttpOnly cookie
 * (the database keeps its digest). A readable companion cookie carries the item count, so the
 * header's "Cart" link needs no request on cached pages.
 */
export const CART_COOKIE = 'atrium_cart'
export const CART_COUNT_COOKIE = 'atrium_cart_count'
const MAX_AGE = 60 * 60 * 24 * 30
export const MAX_LINES = 100

export type CartLine =
  | { key: string; gallery: string; photo: number; kind: 'product'; product: string; choices: Choices; quantity: number }
  | { key: string; gallery: string; photo: number; kind: 'download'; download: string; quantity: number }

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** The cart's database key from the request's cookie; null when there is none or it is not signed by us. */
export function cartKeyOf(request: Request | { headers: Headers }): string | null {
  const value = readCookie(request.headers.get('cookie'), CART_COOKIE)
  const match = value ? /^([A-Za-z0-9_-]{32})\.([A-Za-z0-9_-]{43})$/.exec(value) : null
  if (!match) return null
  return signedBy('cart-cookie', match[1]!, match[2]) ? digest(match[1]!) : null
}

const secure = () => (getEnv().NODE_ENV === 'production' ? '; Secure' : '')

/** A new cart token: its cookie, and the key the database files the cart under. */
export function newCartToken(): { key: string; cookie: string } {
  const token = crypto.randomBytes(24).toString('base64url')
  return { key: digest(token), cookie: `${CART_COOKIE}=${token}.${signature('cart-cookie', token)}; Path=/; Max-Age=${MAX_AGE}; HttpOnly; SameSite=Lax${secure()}` }
}

export const countCookie = (count: number) => `${CART_COUNT_COOKIE}=${count}; Path=/; Max-Age=${count > 0 ? MAX_AGE : 0}; SameSite=Lax${secure()}`

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0)

type StoredCart = { id: number; lines: CartLine[] }

export async function loadCart(payload: Payload, key: string | null): Promise<StoredCart | null> {
  if (!key) return null
  // Read straight from the adapter: every cart change starts here, and a cart has no hooks or access rules to run.
  const doc = await payload.db.findOne<{ id: number; lines: unknown }>({ collection: 'carts', where: { key: { equals: key } } })
  return doc ? { id: doc.id, lines: Array.isArray(doc.lines) ? (doc.lines as CartLine[]) : [] } : null
}

/** The visitor's cart for a page (the server component's cookies), priced; null when empty. */
export async function pricedCartOf(payload: Payload, catalog: PhotoCatalog, cookieHeader: string): Promise<PricedCart | null> {
  const cart = await loadCart(payload, cartKeyOf({ headers: new Headers({ cookie: cookieHeader }) }))
  return cart && cart.lines.length ? priceLines(payload, catalog, cart.lines) : null
}

export async function saveCart(payload: Payload, key: string, cart: StoredCart | null, lines: CartLine[]): Promise<void> {
  const data = { key, lines, count: cartCount(lines) }
  // A cart has no hooks, versions or relations: an existing one is one UPDATE, not Payload's read-write-read.
  if (cart) await payload.db.updateOne({ collection: 'carts', id: cart.id, data: { lines, count: data.count, updatedAt: new Date().toISOString() }, returning: false })
  else await payload.create({ collection: 'carts', data, overrideAccess: true, depth: 0 })
}

export type AddRequest = {
  gallery: string
  photo: number
  type: unknown
  product: unknown
  parameters: unknown
  quantity: unknown
  downloads: unknown
}

export type AddResult =
  | { ok: true; lines: CartLine[] }
  | { ok: false; status: number; message: string; field?: string }

const lineKey = () => crypto.randomBytes(9).toString('base64url')

/** The first problem with a parameter choice, in words. */
function choiceMessage(pricelistProduct: PublicPricelist['products'][number], problem: { parameter: string; message: string }): string {
  const name = pricelistProduct.parameters.find((parameter) => parameter.id === problem.parameter)?.name ?? ''
  switch (problem.message) {
    case 'required':
      return t('shop.parameterRequired', { name })
    case 'tooLong':
      return t('shop.parameterTooLong', { name, max: 500 })
    case 'singleLine':
      return t('shop.parameterSingleLine', { name })
    case 'unknown':
      return t('shop.parameterUnknown')
    default:
      return t('shop.parameterChoice', { name })
  }
}

/** Currency of what the cart already holds (null when empty or unknown). */
async function cartCurrency(payload: Payload, catalog: PhotoCatalog, lines: readonly CartLine[]): Promise<string | null> {
  for (const line of lines) {
    const photo = await catalog(line.gallery, line.photo)
    const pricelist = await loadPricelist(payload, photo?.pricelistId)
    if (pricelist) return pricelist.currency
  }
  return null
}

/**
 * Adds a visitor's choice to the lines, after checking it against the photo's pricelist: a product
 * with parameters among its choices and a quantity 1…999, or download sizes it offers (checkbox mode:
 * one each; count mode: 1…999 each). Anything sent as a price is never read.
 */
export async function addToLines(payload: Payload, catalog: PhotoCatalog, lines: CartLine[], request: AddRequest): Promise<AddResult> {
  const photo = await catalog(request.gallery, request.photo)
  const pricelist = await loadPricelist(payload, photo?.pricelistId)
  if (!photo || !isSelling(pricelist)) return { ok: false, status: 404, message: t('shop.notForSale') }
  const added: CartLine[] = []
  if (request.type === 'products' || request.type === 'manual') {
    const product = pricelist.products.find((candidate) => candidate.id === request.product)
    if (!product) return { ok: false, status: 400, message: t('shop.noProduct'), field: 'product' }
    if (!isQuantity(request.quantity)) return { ok: false, status: 400, message: t('shop.quantityRange'), field: 'quantity' }
    const checked = checkChoices(product, request.parameters)
    if (!checked.ok) return { ok: false, status: 400, message: choiceMessage(product, checked.problem), field: checked.problem.parameter }
    added.push({ key: lineKey(), gallery: photo.gallerySlug, photo: photo.photoId, kind: 'product', product: product.id, choices: checked.choices, quantity: request.quantity })
  } else if (request.type === 'downloads') {
    const empty = pricelist.downloadMode === 'count' ? t('shop.chooseOneCount') : t('shop.chooseOneChecked')
    if (!Array.isArray(request.downloads) || request.downloads.length === 0) return { ok: false, status: 400, message: empty }
    if (request.downloads.length > pricelist.downloads.length) return { ok: false, status: 400, message: t('shop.noDownload') }
    for (const raw of request.downloads as unknown[]) {
      const entry = raw && typeof raw === 'object' ? (raw as { id?: unknown; count?: unknown }) : {}
      const item = pricelist.downloads.find((candidate) => candidate.id === entry.id)
      if (!item) return { ok: false, status: 400, message: t('shop.noDownload') }
      const count = pricelist.downloadMode === 'count' ? entry.count : (entry.count ?? 1)
      if (!isQuantity(count) || (pricelist.downloadMode === 'checkbox' && count !== 1)) return { ok: false, status: 400, message: t('shop.quantityRange'), field: 'downloads' }
      if (added.some((line) => line.kind === 'download' && line.download === item.id)) return { ok: false, status: 400, message: t('shop.noDownload') }
      added.push({ key: lineKey(), gallery: photo.gallerySlug, photo: photo.photoId, kind: 'download', download: item.id, quantity: count })
    }
  } else {
    return { ok: false, status: 400, message: t('shop.chooseType'), field: 'type' }
  }

  const existing = await cartCurrency(payload, catalog, lines)
  if (existing && existing !== pricelist.currency) return { ok: false, status: 409, message: t('shop.currencyMix', { cart: existing, currency: pricelist.currency }) }

  const next = [...lines]
  for (const line of added) {
    // The same thing again adds to its line: a product with the same choices, a download size (one copy is enough in checkbox mode).
    const same = next.findIndex((other) =>
      other.photo === line.photo && other.gallery === line.gallery && other.kind === line.kind &&
      (line.kind === 'product' ? other.kind === 'product' && other.product === line.product && JSON.stringify(other.choices) === JSON.stringify(line.choices) : other.kind === 'download' && other.download === line.download),
    )
    if (same === -1) next.push(line)
    else if (line.kind === 'download' && pricelist.downloadMode === 'checkbox') continue
    else next[same] = { ...next[same]!, quantity: Math.min(999, next[same]!.quantity + line.quantity) }
  }
  if (next.length > MAX_LINES) return { ok: false, status: 409, message: t('shop.cartFull') }
  return { ok: true, lines: next }
}

/** A cart line as the cart page, the checkout and the order show it, priced from today's pricelist. */
export type CartView = {
  key: string
  photo: CatalogPhoto | null
  kind: 'product' | 'download'
  name: string
  parameters: { name: string; value: string }[]
  quantity: number
  unitPrice: number
  total: number
  ships: boolean
  longestSide: number | null
  /** The pricelist no longer offers it (or the photo is no longer for sale): it is shown, not ordered. */
  available: boolean
  pricelist: PublicPricelist | null
}

export type PricedCart = { lines: CartView[]; currency: string | null; totals: Totals; licences: string[] }

export async function priceLines(payload: Payload, catalog: PhotoCatalog, lines: readonly CartLine[]): Promise<PricedCart> {
  const views: CartView[] = []
  for (const line of lines) {
    const photo = await catalog(line.gallery, line.photo)
    const pricelist = photo ? await loadPricelist(payload, photo.pricelistId) : null
    const base = { key: line.key, photo, kind: line.kind, quantity: line.quantity, pricelist }
    if (line.kind === 'product') {
      const product = pricelist?.products.find((candidate) => candidate.id === line.product)
      const checked = product ? checkChoices(product, line.choices) : null
      if (!product || !checked?.ok) {
        views.push({ ...base, name: product?.name ?? '—', parameters: [], unitPrice: 0, total: 0, ships: false, longestSide: null, available: false })
        continue
      }
      const unit = unitPrice(product, checked.choices)
      views.push({ ...base, name: product.name, parameters: describeChoices(product, checked.choices), unitPrice: unit, total: unit * line.quantity, ships: product.ships, longestSide: null, available: true })
    } else {
      const item = pricelist?.downloads.find((candidate) => candidate.id === line.download)
      if (!item) {
        views.push({ ...base, name: '—', parameters: [], unitPrice: 0, total: 0, ships: false, longestSide: null, available: false })
        continue
      }
      views.push({ ...base, name: item.name, parameters: [], unitPrice: item.price, total: item.price * line.quantity, ships: false, longestSide: item.longestSide, available: true })
    }
  }
  const currency = views.find((view) => view.available)?.pricelist?.currency ?? null
  const licences = [...new Set(views.filter((view) => view.available && view.kind === 'download' && view.pricelist?.licence).map((view) => view.pricelist!.licence!))]
  return { lines: views, currency, totals: totalsOf(views, null), licences }
}

/** The totals of priced lines shipped to a country (null: domestic, as the cart shows them before an address is known). */
export function totalsOf(views: readonly CartView[], country: string | null): Totals {
  const priced: PricedLine[] = views.filter((view) => view.available && view.pricelist).map((view) => ({ total: view.total, quantity: view.quantity, ships: view.ships, pricelist: view.pricelist! }))
  return totals(priced, { abroad: (pricelist) => isInternational(pricelist, country) })
}

export const money = (minor: number, currency: string | null) => (currency ? formatMoney(minor, currency) : '')
