import type { PublicPricelist } from './pricing'

/** What the shop's endpoints answer when they did what was asked (refusals: src/lib/answers.ts). */

/** GET /galleries/<slug>/photos/<id>/offer: what the shop panel shows for a photo. */
export type Offer = { pricelist: PublicPricelist; afterAdd: 'stay' | 'checkout' }

/** POST /cart/add, in the seed's shape. */
export type AddedToCart = { msg: string; products_in_cart: number; redirect: 0 | 1; redirectUrl: string | null }

/** POST /cart/items/<key> from a script. */
export type CartChanged = { ok: 1; products_in_cart: number }

/** POST /checkout/place from a script: where the visitor goes next (their order, or the card payment page). */
export type OrderPlaced = { ok: 1; redirect: string; order: string | null | undefined }
