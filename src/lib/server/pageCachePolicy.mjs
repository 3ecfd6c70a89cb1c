// @ts-check
/**
 * What the page cache may hold, and how much (both page-cache handlers: one instance in memory,
 * several through Redis). Visitors choose most addresses, so nothing they invent may fill it:
 * - a page that ends in 404 (an invented slug, photo or state) is never stored, nor a cached lookup
 *   that found nothing;
 * - a gallery state carrying free text or an open-ended number (a search, tags, a far page: src/proxy.ts
 *   marks those with LIVE_STATE_MARK) is rendered for its request and not stored;
 * - the rest is bounded by entries and bytes, the oldest going first.
 * Plain JavaScript: Next loads the handlers itself at run time.
 */

/** A state segment rendered for each request (`/galleries/team/~!…`); src/gallery/state/segment.ts makes it. */
export const LIVE_STATE_MARK = '~!'

const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/**
 * @param {string | undefined} value
 * @param {number} fallback
 */
const whole = (value, fallback) => {
  const number = Number(value)
  return Number.isSafeInteger(number) && number > 0 ? number : fallback
}

/** The bounds, from PAGE_CACHE_MAX_ENTRIES and PAGE_CACHE_MAX_MB. */
export function cacheBounds(env = process.env) {
  return { maxEntries: whole(env.PAGE_CACHE_MAX_ENTRIES, 5000), maxBytes: whole(env.PAGE_CACHE_MAX_MB, 256) * 1024 * 1024 }
}

/**
 * May this entry be stored? Not a 404 (or any error), not a live state.
 * @param {string} key
 * @param {any} data
 */
export function storable(key, data) {
  if (data === null || data === undefined) return false
  if (key.includes(`/${LIVE_STATE_MARK}`)) return false
  if (data.kind === 'APP_PAGE' || data.kind === 'PAGES' || data.kind === 'APP_ROUTE') {
    const status = Number(data.status ?? 200)
    if (status >= 400) return false
  }
  if (data.kind === 'FETCH') {
    if (Number(data.data?.status ?? 200) >= 400) return false
    // A cached lookup (unstable_cache) that found nothing: a visitor's invented slug.
    if (data.data?.body === 'null' || data.data?.body === undefined) return false
  }
  return true
}

/**
 * About how many bytes an entry holds (its HTML, RSC payload, segments or body).
 * @param {any} data
 */
export function entryBytes(data) {
  if (!data) return 0
  let bytes = 256
  /** @param {unknown} part */
  const add = (part) => {
    if (typeof part === 'string') bytes += part.length
    else if (Buffer.isBuffer(part)) bytes += part.byteLength
    else if (part instanceof Map) for (const value of part.values()) add(value)
  }
  add(data.html)
  add(data.rscData)
  add(data.segmentData)
  add(data.body)
  add(data.pageData === undefined ? undefined : JSON.stringify(data.pageData))
  if (data.kind === 'FETCH') add(JSON.stringify(data.data ?? null))
  return bytes
}

/**
 * The tags an entry answers to: a response's from its cache-tags header, a fetch's from the request.
 * @param {{ value: any }} entry
 * @param {{ tags?: string[]; softTags?: string[] } | undefined} ctx
 * @returns {string[]}
 */
export function tagsOf(entry, ctx) {
  const value = entry.value
  if (value && (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE' || value.kind === 'PAGES')) {
    const header = value.headers?.[CACHE_TAGS_HEADER]
    return typeof header === 'string' ? header.split(',').filter(Boolean) : []
  }
  return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(value?.tags ?? [])]
}
