import type { Config, Plugin } from 'payload'

import { Albums } from './collections/Albums'
import { Galleries } from './collections/Galleries'
import { slideshowMusic } from './collections/SlideshowMusic'
import { GallerySettings } from './globals/GallerySettings'

/** The gallery domain as an in-repo plugin: its collections and global join the config here. */
export const galleryPlugin =
  ({ audioDir }: { audioDir: string }): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), Galleries, Albums, slideshowMusic(audioDir)],
    globals: [...(config.globals ?? []), GallerySettings],
  })
