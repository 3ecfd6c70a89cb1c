import type { CollectionConfig, Config, Field, GlobalConfig, Plugin } from 'payload'

import { Carts } from './collections/Carts'
import { Orders } from './collections/Orders'
import { Pricelists } from './collections/Pricelists'
import { mailStatusChange, recordStatusChange } from './orders'
import { forgetPricelists } from './pricelists'
import { forgetShopSettings } from './settings'
import { orderMailTask, queueOrderMail } from './tasks'

const pricelistField = (description: string): Field => ({
  name: 'pricelist',
  type: 'relationship',
  relationTo: 'pricelists',
  admin: { position: 'sidebar', description },
})

/** Photos and galleries carry a pricelist (a photo's own wins; none: not for sale). Bulk "Edit" in the media list assigns one to many photos at once. */
function withPricelist(collection: CollectionConfig): CollectionConfig {
  if (collection.slug === 'media') return { ...collection, fields: [...collection.fields, pricelistField('Sell prints and downloads of this photo with this pricelist (instead of its gallery’s).')] }
  if (collection.slug === 'galleries') return { ...collection, fields: [...collection.fields, pricelistField('Sell prints and downloads of every photo in this gallery (a photo’s own pricelist wins).')] }
  return collection
}

const withOrderHooks = (collection: CollectionConfig): CollectionConfig =>
  collection.slug === 'orders'
    ? { ...collection, hooks: { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), recordStatusChange], afterChange: [...(collection.hooks?.afterChange ?? []), mailStatusChange(queueOrderMail)] } }
    : collection

const PricelistsWithReset: CollectionConfig = { ...Pricelists, hooks: { ...Pricelists.hooks, afterChange: [() => forgetPricelists()], afterDelete: [() => forgetPricelists()] } }

const withSettingsReset = (global: GlobalConfig): GlobalConfig =>
  global.slug === 'site-settings' ? { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), () => forgetShopSettings()] } } : global

/** Print and download sales as an in-repo plugin: pricelists, carts, orders, the order mail job and the pricelist field on photos and galleries. */
export const commercePlugin = (): Plugin => (config: Config): Config => ({
  ...config,
  collections: [...(config.collections ?? []).map(withPricelist), PricelistsWithReset, Carts, Orders].map(withOrderHooks),
  globals: (config.globals ?? []).map(withSettingsReset),
  jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), orderMailTask] },
})
