// @ts-check
/**
 * The process's one Redis connection (REDIS_URL), shared by the page cache (which Next loads on its
 * own, outside the app's bundle: hence plain JavaScript and a global holder), the rate limits, the
 * job runner's lease and the cache invalidations; plus the one connection Redis needs for listening
 * to a channel. While Redis is away a command fails at once (no offline queue): each user has its
 * own way to carry on without it, and says so once in the log.
 */
import Redis from 'ioredis'

const HOLDER = Symbol.for('atrium.sharedRedis')
/** A starting process's first commands wait this long for the first connection, at most. */
const FIRST_CONNECTION_MS = 2000

/** @typedef {{ client: Redis; ready: Promise<void>; subscriber: () => Redis }} SharedRedis */

/** @returns {SharedRedis | null} the shared connection, or null when REDIS_URL is not set. */
export function sharedRedis() {
  const url = process.env.REDIS_URL
  if (!url) return null
  const holder = /** @type {{ [HOLDER]?: SharedRedis }} */ (globalThis)
  if (!holder[HOLDER]) {
    const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000, enableOfflineQueue: false })
    // Each user listens for 'error' and 'ready' to say what it does meanwhile; this one keeps an
    // unheard error from ending the process.
    client.on('error', () => {})
    /** @type {Promise<void>} */
    const ready = new Promise((resolve) => {
      client.once('ready', () => resolve())
      setTimeout(resolve, FIRST_CONNECTION_MS).unref()
    })
    /** @type {Redis | null} */
    let listener = null
    const subscriber = () => {
      if (!listener) {
        // A subscribed connection can do nothing else; it re-subscribes by itself after a reconnect.
        listener = new Redis(url, { connectTimeout: 2000, autoResubscribe: true })
        listener.on('error', () => {})
      }
      return listener
    }
    holder[HOLDER] = { client, ready, subscriber }
  }
  return holder[HOLDER]
}
