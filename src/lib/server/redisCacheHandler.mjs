// @ts-check
/**
 * Next's ISR / route / fetch cache in Redis, so every app instance serves the same pages and a
 * change revalidated on one instance (revalidateTag / revalidatePath) is seen by all of them:
 * entries, their versions and the times tags were revalidated all live in Redis, and an entry older
 * than any of its tags' revalidation is a miss. Used when REDIS_URL is set (next.config.ts), with
 * Next's own per-process memory cache off (it could not hear of other instances' changes); this
 * handler keeps decoded copies instead, each checked against Redis on every request. Plain
 * JavaScript: Next loads this file itself at run time.
 */
import Redis from 'ioredis'
import { LRUCache } from 'lru-cache'

const PREFIX = process.env.ISR_CACHE_PREFIX || 'atrium:isr:'
const TAGS = `${PREFIX}tags`
/** Each entry's version (`<key>`'s twin): a few bytes to compare, where the entry is hundreds of KB to decode. */
const VERSION = `${PREFIX}version:`
/** Decoded entries this process keeps, each served only while its version is Redis's and no tag of it changed. */
const LOCAL_BYTES = 64 * 1024 * 1024
/** Entries nobody asked for in 30 days are dropped by Redis itself. */
const MAX_AGE_S = 30 * 24 * 60 * 60
const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/** @type {Redis | null} */
let shared = null
/** @type {Promise<void> | null} */
let firstConnection = null
const FIRST_CONNECTION_MS = 2000

/**
 * One connection per process. While Redis is away a command fails at once (no offline queue), so a
 * page is rendered rather than a visitor kept waiting on the cache; only the process's very first
 * commands wait for the first connection (at most FIRST_CONNECTION_MS).
 */
async function redis() {
  if (!shared) {
    const client = new Redis(/** @type {string} */ (process.env.REDIS_URL), { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000, enableOfflineQueue: false })
    shared = client
    firstConnection = new Promise((resolve) => {
      client.once('ready', () => resolve(undefined))
      setTimeout(resolve, FIRST_CONNECTION_MS).unref()
    })
    // One line when Redis goes away and one when it is back, not one per retry.
    let away = false
    client.on('error', (/** @type {Error} */ error) => {
      if (away) return
      away = true
      console.warn(`[cache] Redis is not answering (${error.message}): pages are rendered for each request, and changes on other instances are not heard, until it is back.`)
    })
    client.on('ready', () => {
      if (!away) return
      away = false
      console.warn('[cache] Redis answers again: pages come from the shared cache again.')
      void recordPendingTags()
    })
  }
  await firstConnection
  return shared
}

/**
 * JSON that keeps Buffers and Maps (an app page's RSC payload and its segments).
 * @param {unknown} value
 */
export function encode(value) {
  return JSON.stringify(value, /** @this {Record<string, unknown>} @param {string} key @param {unknown} item */ function replacer(key, item) {
    const raw = this[key]
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
    if (raw instanceof Map) return { $map: [...raw.entries()].map(([k, v]) => [k, Buffer.isBuffer(v) ? { $buffer: v.toString('base64') } : v]) }
    return item
  })
}

/** @param {string} text */
export function decode(text) {
  return JSON.parse(text, (_key, /** @type {any} */ item) => {
    if (item && typeof item === 'object' && typeof item.$buffer === 'string') return Buffer.from(item.$buffer, 'base64')
    if (item && typeof item === 'object' && Array.isArray(item.$map)) return new Map(item.$map)
    return item
  })
}

/**
 * The tags an entry answers to: a response's from its cache-tags header, a fetch's from the request.
 * @param {{ value: any }} entry
 * @param {{ tags?: string[]; softTags?: string[] } | undefined} ctx
 * @returns {string[]}
 */
function tagsOf(entry, ctx) {
  const value = entry.value
  if (value && (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE' || value.kind === 'PAGES')) {
    const header = value.headers?.[CACHE_TAGS_HEADER]
    return typeof header === 'string' ? header.split(',').filter(Boolean) : []
  }
  return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(value?.tags ?? [])]
}

/**
 * Revalidations not yet written to Redis. One made while Redis is away is kept and written when it
 * answers again: otherwise the pages cached in Redis before the change would be served by every
 * instance, as if nothing had changed, until their own lifetime ends.
 * @type {Map<string, number>}
 */
const pendingTags = new Map()

async function recordPendingTags() {
  if (!pendingTags.size) return
  const batch = new Map(pendingTags)
  try {
    await (await redis()).hset(TAGS, Object.fromEntries([...batch].map(([tag, time]) => [tag, String(time)])))
    for (const [tag, time] of batch) if (pendingTags.get(tag) === time) pendingTags.delete(tag)
  } catch (error) {
    console.error(`[cache] Could not tell the other instances that ${[...batch.keys()].join(', ')} changed (Redis); it will be told when Redis answers again:`, error instanceof Error ? error.message : error)
  }
}

/**
 * Decoding a page's entry (its HTML and RSC payload, a few hundred KB of JSON) costs milliseconds of
 * the one process per request; a decoded copy kept here is served instead, after one round trip
 * that reads the entry's current version and its tags' times together: what another instance
 * stored since, or a change anywhere, is never missed.
 * @type {LRUCache<string, { entry: any; version: string; size: number }>}
 */
const local = new LRUCache({ maxSize: LOCAL_BYTES, sizeCalculation: (held) => held.size })

/** @param {(string | null)[]} times @param {number} lastModified */
const revalidatedSince = (times, lastModified) => times.some((time) => time !== null && Number(time) > lastModified)

export default class RedisCacheHandler {
  /** @param {unknown} _context */
  constructor(_context) {}

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    try {
      const client = await redis()
      const held = local.get(key)
      if (held) {
        const tags = [...new Set(tagsOf(held.entry, ctx))]
        const checks = client.pipeline().get(VERSION + key)
        if (tags.length) checks.hmget(TAGS, ...tags)
        const results = /** @type {[Error | null, any][]} */ ((await checks.exec()) ?? [])
        const [versionError, version] = results[0] ?? [new Error('no answer'), null]
        const [timesError, times] = results[1] ?? [null, []]
        if (versionError || timesError) return null
        if (version === held.version) return revalidatedSince(times, held.entry.lastModified) ? null : held.entry
        local.delete(key)
      }
      const text = await client.get(PREFIX + key)
      if (!text) return null
      const entry = decode(text)
      // Written before entries had versions: rendered again once, then kept like the others.
      if (typeof entry.version !== 'string') return null
      const tags = [...new Set(tagsOf(entry, ctx))]
      if (tags.length && revalidatedSince(await client.hmget(TAGS, ...tags), entry.lastModified)) return null
      local.set(key, { entry, version: entry.version, size: text.length })
      return entry
    } catch {
      return null
    }
  }

  /** @param {string} key @param {unknown} data @param {any} ctx */
  async set(key, data, ctx) {
    const version = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
    const entry = { lastModified: Date.now(), version, value: data, cacheControl: ctx?.cacheControl }
    const expire = Number(ctx?.cacheControl?.expire)
    const ttl = Number.isFinite(expire) && expire > 0 ? Math.min(expire, MAX_AGE_S) : MAX_AGE_S
    local.delete(key)
    try {
      const client = await redis()
      if (data === null) {
        await client.del(PREFIX + key, VERSION + key)
        return
      }
      const text = encode(entry)
      await client.multi().set(PREFIX + key, text, 'EX', ttl).set(VERSION + key, version, 'EX', ttl).exec()
      local.set(key, { entry, version, size: text.length })
    } catch {
      // Not stored: the next request renders the page again.
    }
  }

  /** @param {string | string[]} tags @param {unknown} [_durations] */
  async revalidateTag(tags, _durations) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean)
    if (!list.length) return
    const now = Date.now()
    for (const tag of list) pendingTags.set(tag, now)
    await recordPendingTags()
  }

  resetRequestCache() {}
}
