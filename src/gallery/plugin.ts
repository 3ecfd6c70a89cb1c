import type { CollectionConfig, Config, Plugin } from 'payload'

import { Albums } from './collections/Albums'
import { Galleries } from './collections/Galleries'
import { slideshowMusic } from './collections/SlideshowMusic'
import { GallerySettings } from './globals/GallerySettings'
import { rememberMediaGalleries, revalidateDeletedMediaGalleries, revalidateMediaGalleries, revalidateTagGalleries } from './hooks/revalidate'

/** A photo's or a tag's change rebuilds the cached pages of the galleries that show it. */
function withGalleryRevalidation(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  if (collection.slug === 'media') {
    return {
      ...collection,
      hooks: {
        ...hooks,
        afterChange: [...(hooks.afterChange ?? []), revalidateMediaGalleries],
        beforeDelete: [...(hooks.beforeDelete ?? []), rememberMediaGalleries],
        afterDelete: [...(hooks.afterDelete ?? []), revalidateDeletedMediaGalleries],
      },
    }
  }
  if (collection.slug === 'tags') {
    return { ...collection, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), revalidateTagGalleries], afterDelete: [...(hooks.afterDelete ?? []), revalidateTagGalleries] } }
  }
  return collection
}

/** The gallery domain as an in-repo plugin: its collections and global join the config here. */
export const galleryPlugin =
  ({ audioDir }: { audioDir: string }): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []).map(withGalleryRevalidation), Galleries, Albums, slideshowMusic(audioDir)],
    globals: [...(config.globals ?? []), GallerySettings],
  })
