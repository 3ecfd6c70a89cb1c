import path from 'node:path'

import { mediaVisibilityPlugin } from '@/collections/Media/visibility'
import { commercePlugin } from '@/commerce/plugin'
import { engagementPlugin } from '@/engagement/plugin'
import { formsPlugin } from '@/forms/plugin'
import { galleryPlugin } from '@/gallery/plugin'
import { importPlugin } from '@/import/plugin'
import type { DomainPlugin } from '@/lib/pluginContracts'
import { newsletterPlugin } from '@/newsletter/plugin'
import { SEARCHED, siteSearchPlugin } from '@/search/plugin'
import { shopCataloguePlugin } from '@/site/plugin'
import { COLLECTIONS as C, GLOBALS as G } from '@/slugs'
import { videoPlugin } from '@/video/plugin'

/** The documents whose published versions decide which photos visitors may see. */
const SHOWING_MEDIA_IN = [C.pages, C.portfolio, C.galleries, C.albums, C.videoGalleries, C.videos]
const SHOWING_MEDIA_GLOBALS = [G.gallerySettings, G.siteSettings]

/**
 * The in-repo domain plugins in the order they are applied, each with its contract: what it adds
 * and what it needs an earlier part to have added (the base config: pages, portfolio, media, tags,
 * users; header, footer, site settings). src/lib/pluginContracts.ts checks both as the config is
 * built, so a missing need or a wrong order stops the start with a sentence. A new domain plugin
 * goes here, after what it needs.
 */
export function domainPlugins({ dataDir, mediaMaxBytes }: { dataDir: string; mediaMaxBytes: number }): DomainPlugin[] {
  return [
    {
      name: 'gallery',
      adds: { collections: [C.galleries, C.albums, C.audio], globals: [G.gallerySettings] },
      needs: { collections: [C.media, C.tags] },
      plugin: galleryPlugin({ audioDir: path.join(dataDir, 'audio') }),
    },
    {
      name: 'engagement',
      adds: { collections: [C.comments, C.photoRatings, C.photoStats] },
      needs: { collections: [C.media, C.galleries], globals: [G.gallerySettings, G.siteSettings] },
      plugin: engagementPlugin(),
    },
    { name: 'forms', adds: { collections: [C.forms, C.formSubmissions] }, plugin: formsPlugin() },
    { name: 'newsletter', adds: { collections: [C.subscribers] }, plugin: newsletterPlugin() },
    {
      name: 'commerce',
      adds: { collections: [C.pricelists, C.carts, C.orders] },
      needs: { collections: [C.media, C.galleries], globals: [G.siteSettings] },
      plugin: commercePlugin(),
    },
    // The shop's catalogue of the galleries forgets saved galleries and photos.
    { name: 'shop catalogue', needs: { collections: [C.galleries, C.media, C.pricelists] }, plugin: shopCataloguePlugin() },
    { name: 'video', adds: { collections: [C.videos, C.videoGalleries] }, plugin: videoPlugin({ staticDir: path.join(dataDir, 'videos'), maxBytes: mediaMaxBytes }) },
    // It hooks only the searched collections already there: after every plugin that adds one.
    { name: 'search', adds: { collections: [C.search] }, needs: { collections: [...SEARCHED], globals: [G.siteSettings] }, plugin: siteSearchPlugin() },
    {
      name: 'media visibility',
      adds: { collections: [C.mediaUsages] },
      needs: { collections: SHOWING_MEDIA_IN, globals: SHOWING_MEDIA_GLOBALS },
      plugin: mediaVisibilityPlugin([...SHOWING_MEDIA_IN.map((collection) => ({ collection })), ...SHOWING_MEDIA_GLOBALS.map((global) => ({ global }))]),
    },
    {
      name: 'import',
      adds: { collections: [C.importRuns, C.instagramSources] },
      needs: { collections: [C.galleries, C.media, C.pricelists] },
      plugin: importPlugin(),
    },
  ]
}
