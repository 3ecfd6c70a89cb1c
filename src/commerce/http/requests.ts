import { z } from 'zod'

import { t } from '@/lib/messages'

/**
 * What the shop's endpoints accept, one schema each. The schema checks the envelope (which photo,
 * which line, which action); the shop's rules (pricing.ts) check the choices against the pricelist
 * and say what is wrong in the shop's words, so those fields pass through as sent.
 */
const photoId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** POST /cart/add (JSON from the viewer's shop panel). */
export const AddToCart = z.object({
  gallery: z.string().regex(/^[a-z0-9-]{1,80}$/),
  photo: photoId,
  // Each tab sends only its own fields (zod 4 requires a key unless it is marked optional).
  type: z.unknown().optional(),
  product: z.unknown().optional(),
  parameters: z.unknown().optional(),
  quantity: z.unknown().optional(),
  downloads: z.unknown().optional(),
})
export type AddToCartBody = z.input<typeof AddToCart>

/** POST /cart/items/<key> (the cart page's forms, or JSON): a new quantity, or `action=remove`. */
export const ChangeLine = z.object({
  action: z.enum(['update', 'remove'], { error: () => t('request.unreadable') }).optional(),
  // A form sends text: digits only, so "1e3" or " 2" is not a quantity (the shop's rule checks the range).
  quantity: z.union([z.number(), z.string().regex(/^\d{1,4}$/).transform(Number)], { error: () => t('shop.quantityRange') }).optional(),
})
export type ChangeLineBody = z.input<typeof ChangeLine>

/**
 * POST /checkout/place: the checkout form, from its script (JSON) or as a plain post (billing.city
 * and the like nested). The fields are checked by the checkout's rules (orders.ts: readCheckout),
 * which know what this cart needs (shipping, licences, card); here only the honeypot and the proof
 * of work are taken apart.
 */
export const PlaceOrder = z.looseObject({ website: z.unknown().optional(), altcha: z.unknown().optional() })
export const PLACE_ORDER_GROUPS = ['billing', 'shipping'] as const
