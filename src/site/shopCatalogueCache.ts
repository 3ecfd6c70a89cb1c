import { LRUCache } from 'lru-cache'

import type { CatalogPhoto } from '@/commerce/catalog'
import { processCache } from '@/lib/server/processCaches'

type Photos = Map<number, CatalogPhoto> | null

/**
 * The shop catalogue's per-process memory (src/site/shopCatalog.ts reads into it): a gallery's
 * photos for 10 seconds; visitors asking about the same gallery at once share one read. Apart from
 * the reading, so the Payload config's hooks (./plugin.ts) can forget it without loading server code.
 */
export const catalogueEntries = new LRUCache<string, { photos: Photos }, (gallerySlug: string) => Promise<Photos>>({
  max: 200,
  ttl: 10_000,
  // A read under way when the cache is forgotten still answers its visitors (the forgetting is
  // repeated after the save commits, so what it stores does not outlive that).
  ignoreFetchAbort: true,
  fetchMethod: async (gallerySlug, _stale, { context: read }) => ({ photos: await read(gallerySlug) }),
})

export const shopCatalogue = processCache('shop-catalogue', () => catalogueEntries.clear())
