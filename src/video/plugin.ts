import type { Config, Plugin } from 'payload'

import { VideoGalleries } from './collections/VideoGalleries'

/** Video galleries (our clips and YouTube playlists) as an in-repo plugin. */
export const videoPlugin = (): Plugin => (config: Config): Config => ({
  ...config,
  collections: [...(config.collections ?? []), VideoGalleries],
})
