// @ts-check
/**
 * Next's ISR / route / fetch cache for a single instance: in this process's memory, bounded by
 * entries and bytes (pageCachePolicy.mjs), nothing written to disk, so no visitor can fill the disk
 * the orders and comments need. A restart starts empty: each page is rendered again on its first
 * visit. Used when REDIS_URL is not set (cacheHandler.mjs). Plain JavaScript: Next loads this file
 * itself at run time.
 */
import { LRUCache } from 'lru-cache'

import { cacheBounds, entryBytes, storable, tagsOf } from './pageCachePolicy.mjs'

const bounds = cacheBounds()

/** @type {LRUCache<string, { entry: any; size: number }>} */
const entries = new LRUCache({ max: bounds.maxEntries, maxSize: bounds.maxBytes, sizeCalculation: (held) => Math.max(1, held.size) })

/** When each tag was last revalidated (ms): only the site's own tags and paths, never a visitor's. */
const revalidated = new Map()

/** @param {string[]} tags @param {number} since */
const changedSince = (tags, since) => tags.some((tag) => (revalidated.get(tag) ?? 0) > since)

/** What this process holds (for tests and the bench). */
export const heldEntries = () => ({ count: entries.size, bytes: entries.calculatedSize ?? 0 })

export default class MemoryCacheHandler {
  /** @param {unknown} _context */
  constructor(_context) {}

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const held = entries.get(key)
    if (!held) return null
    if (changedSince([...new Set(tagsOf(held.entry, ctx))], held.entry.lastModified)) {
      entries.delete(key)
      return null
    }
    return held.entry
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (!storable(key, data)) {
      entries.delete(key)
      return
    }
    const entry = { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl }
    entries.set(key, { entry, size: entryBytes(data) })
  }

  /** @param {string | string[]} tags @param {unknown} [_durations] */
  async revalidateTag(tags, _durations) {
    const now = Date.now()
    for (const tag of typeof tags === 'string' ? [tags] : tags) if (tag) revalidated.set(tag, now)
  }

  resetRequestCache() {}
}
