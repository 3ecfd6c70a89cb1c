import type { CollectionConfig } from 'payload'

import { staff } from '@/access'

/**
 * Visitors' carts, kept on the server (they survive a restart and are the same on every instance),
 * found by the digest of the token in the visitor's signed cookie. Lines hold choices only; prices
 * are read from the pricelist whenever the cart is shown.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: 'Cart', plural: 'Carts' },
  admin: { group: 'Shop', hidden: true },
  access: { read: staff, create: () => false, update: () => false, delete: staff },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'lines', type: 'json', required: true, defaultValue: [] },
    { name: 'count', type: 'number', defaultValue: 0 },
  ],
}
