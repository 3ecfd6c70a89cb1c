import type { CollectionConfig, Plugin } from 'payload'

import { shopCatalogue } from './shopCatalogueCache'

/** The shop's catalogue (./shopCatalog.ts) reads galleries and their photos: saving either forgets it on every instance. */
const forgetCatalogue = () => shopCatalogue.forget()

const CATALOGUE_SOURCES = ['galleries', 'media']

export const shopCataloguePlugin = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map(
    (collection): CollectionConfig =>
      CATALOGUE_SOURCES.includes(collection.slug)
        ? { ...collection, hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), forgetCatalogue], afterDelete: [...(collection.hooks?.afterDelete ?? []), forgetCatalogue] } }
        : collection,
  ),
})
