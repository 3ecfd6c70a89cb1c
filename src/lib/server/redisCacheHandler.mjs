// @ts-check
/**
 * Next's ISR / route / fetch cache in Redis, so every app instance serves the same pages and a
 * change revalidated on one instance (revalidateTag / revalidatePath) is seen by all of them:
 * entries, their versions and the times tags were revalidated all live in Redis, and an entry older
 * than any of its tags' revalidation is a miss. Used when REDIS_URL is set (cacheHandler.mjs), with
 * Next's own per-process memory cache off (it could not hear of other instances' changes); this
 * handler keeps decoded copies instead, each checked against Redis on every request. What may be
 * stored, and how much, is pageCachePolicy.mjs's: the entries are listed in the order they were
 * written, with their sizes, and the oldest go once there are more than PAGE_CACHE_MAX_ENTRIES or
 * PAGE_CACHE_MAX_MB of them (one Lua script, so instances writing at once agree). Plain
 * JavaScript: Next loads this file itself at run time.
 */
import { LRUCache } from 'lru-cache'

import { cacheBounds, storable, tagsOf } from './pageCachePolicy.mjs'
import { sharedRedis } from './sharedRedis.mjs'

const PREFIX = process.env.ISR_CACHE_PREFIX || 'atrium:isr:'
const TAGS = `${PREFIX}tags`
/** Each entry's version (`<key>`'s twin): a few bytes to compare, where the entry is hundreds of KB to decode. */
const VERSION = `${PREFIX}version:`
/** Every entry's key by the time it was written (a sorted set), its size (a hash), and the sizes' sum. */
const WRITTEN = `${PREFIX}written`
const SIZES = `${PREFIX}sizes`
const TOTAL = `${PREFIX}bytes`
const bounds = cacheBounds()
/** Decoded entries this process keeps, each served only while its version is Redis's and no tag of it changed. */
const LOCAL_BYTES = 64 * 1024 * 1024
/** Entries nobody asked for in 30 days are dropped by Redis itself. */
const MAX_AGE_S = 30 * 24 * 60 * 60

/**
 * Stores one entry and its version, notes when it was written and its size, then drops the oldest
 * entries while there are too many or they are too large.
 * KEYS: entry, version, written, sizes, total. ARGV: text, version, ttl, now, key, size, max
 * entries, max bytes, entry prefix, version prefix.
 */
const STORE_ENTRY = `
local old = redis.call('HGET', KEYS[4], ARGV[5])
if old then redis.call('DECRBY', KEYS[5], old) end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[3])
redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
redis.call('ZADD', KEYS[3], ARGV[4], ARGV[5])
redis.call('HSET', KEYS[4], ARGV[5], ARGV[6])
local total = redis.call('INCRBY', KEYS[5], ARGV[6])
local count = redis.call('ZCARD', KEYS[3])
local dropped = 0
while count > tonumber(ARGV[7]) or total > tonumber(ARGV[8]) do
  local oldest = redis.call('ZRANGE', KEYS[3], 0, 0)[1]
  if not oldest then break end
  redis.call('ZREM', KEYS[3], oldest)
  local size = redis.call('HGET', KEYS[4], oldest)
  redis.call('HDEL', KEYS[4], oldest)
  if size then total = redis.call('DECRBY', KEYS[5], size) end
  redis.call('DEL', ARGV[9] .. oldest, ARGV[10] .. oldest)
  count = count - 1
  dropped = dropped + 1
end
return dropped
`
/** Forgets one entry. KEYS: entry, version, written, sizes, total. ARGV: key. */
const FORGET_ENTRY = `
local old = redis.call('HGET', KEYS[4], ARGV[1])
if old then redis.call('DECRBY', KEYS[5], old) end
redis.call('HDEL', KEYS[4], ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('DEL', KEYS[1], KEYS[2])
return 0
`

/** @type {import('ioredis').Redis | null} */
let shared = null
/** @type {Promise<void> | null} */
let firstConnection = null

/**
 * The process's shared connection (sharedRedis.mjs). While Redis is away a command fails at once, so
 * a page is rendered rather than a visitor kept waiting on the cache; only the process's very first
 * commands wait for the first connection.
 */
async function redis() {
  if (!shared) {
    const { client, ready } = /** @type {import('./sharedRedis.mjs').SharedRedis} */ (sharedRedis())
    client.defineCommand('storeEntry', { numberOfKeys: 5, lua: STORE_ENTRY })
    client.defineCommand('forgetEntry', { numberOfKeys: 5, lua: FORGET_ENTRY })
    shared = client
    firstConnection = ready
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
      const client = /** @type {import('ioredis').Redis & { storeEntry: (...args: (string | number)[]) => Promise<number>; forgetEntry: (...args: string[]) => Promise<number> }} */ (await redis())
      const keys = [PREFIX + key, VERSION + key, WRITTEN, SIZES, TOTAL]
      if (!storable(key, data)) {
        await client.forgetEntry(...keys, key)
        return
      }
      const text = encode(entry)
      await client.storeEntry(...keys, text, version, ttl, Date.now(), key, text.length, bounds.maxEntries, bounds.maxBytes, PREFIX, VERSION)
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
