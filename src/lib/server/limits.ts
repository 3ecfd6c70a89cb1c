import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { derivedSecret } from '@/lib/secret'

import { sharedRedis } from './sharedRedis.mjs'

/**
 * Rate limits, view-count windows and single-use tokens. In-process by default; shared through
 * Redis when REDIS_URL is set, so every app instance behind a load balancer counts the same visitor
 * once. If Redis stops answering, each instance falls back to its own memory rather than failing.
 */
export const LIMITS = {
  /** Votes from one address (votes from one visitor are capped by the database: one per photo). */
  voteByIp: { points: 30, duration: 60 },
  /** Comments from one visitor and from one address. */
  commentByVisitor: { points: 5, duration: 10 * 60 },
  commentByIp: { points: 20, duration: 10 * 60 },
  /** Proof-of-work challenges handed to one address. */
  challengeByIp: { points: 30, duration: 60 },
  /** View-count pings from one address. */
  hitByIp: { points: 240, duration: 60 },
  /** Download links handed to one address. */
  downloadByIp: { points: 30, duration: 60 },
  /** Cart changes from one address (a person adds a few items a minute). */
  cartByIp: { points: 120, duration: 60 },
  /** Orders placed from one address. */
  checkoutByIp: { points: 20, duration: 10 * 60 },
  /** Site form submissions (contact and editor-built forms) from one address. */
  formByIp: { points: 10, duration: 10 * 60 },
  /** Newsletter sign-ups from one address. */
  newsletterByIp: { points: 10, duration: 10 * 60 },
  /** Video playlist pages and stills asked for from one address (each may cost a YouTube API call). */
  videoByIp: { points: 240, duration: 60 },
  /** Gallery states (pages, orders, searches) new to this instance opened from one address: a person browsing opens a few a minute. */
  galleryStateByIp: { points: 600, duration: 10 * 60 },
  /** Live search requests from one address (a person types a few a second at most). */
  searchByIp: { points: 300, duration: 60 },
  /** Failed sign-ins for one account from one address: after 5 in 5 minutes that address waits out the window. */
  loginFailByAccountIp: { points: 5, duration: 5 * 60 },
  /** Failed sign-ins from one address, whatever the accounts: a guesser moving between accounts. */
  loginFailByIp: { points: 30, duration: 60 * 60 },
  /** Failed sign-ins for one account from every address: past 10 an hour each answer is slowed, never refused. */
  loginFailByAccount: { points: 1_000_000, duration: 60 * 60 },
  /** A photo view counts once per visitor per photo in this window (seconds). */
  viewWindow: { points: 1, duration: 30 * 60 },
  /** A solved challenge is accepted once; remembered a little longer than it lives. */
  challengeUsed: { points: 1, duration: 20 * 60 },
} as const satisfies Record<string, { points: number; duration: number }>

export type LimitName = keyof typeof LIMITS

let redis: Redis | null | undefined
const limiters = new Map<LimitName, RateLimiterAbstract>()

function redisClient(): Redis | null {
  if (redis !== undefined) return redis
  // The process's shared connection: commands fail fast while Redis is away (the in-memory
  // insurance answers instead of waiting).
  redis = sharedRedis()?.client ?? null
  // One line when Redis goes away and one when it is back (not one per retry): meanwhile each
  // instance counts in its own memory (the limiters' insurance), so limits are per instance.
  let away = false
  redis?.on('error', (error: Error) => {
    if (away) return
    away = true
    console.warn(`[limits] Redis is not answering (${error.message}): rate limits, view windows and used challenges are counted by each instance alone until it is back.`)
  })
  redis?.on('ready', () => {
    if (!away) return
    away = false
    console.warn('[limits] Redis answers again: rate limits, view windows and used challenges are shared by every instance again.')
  })
  return redis
}

/** Keys are namespaced by a digest of the site secret: instances of one site share them, other sites on the same Redis do not. */
function keyPrefix(name: LimitName): string {
  const site = derivedSecret('limits').toString('hex').slice(0, 12)
  return `atrium:${site}:${name}`
}

function limiter(name: LimitName): RateLimiterAbstract {
  let found = limiters.get(name)
  if (found) return found
  const { points, duration } = LIMITS[name]
  const memory = new RateLimiterMemory({ points, duration, keyPrefix: keyPrefix(name) })
  const client = redisClient()
  found = client ? new RateLimiterRedis({ storeClient: client, points, duration, keyPrefix: keyPrefix(name), insuranceLimiter: memory }) : memory
  limiters.set(name, found)
  return found
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts one use of `name` by `key`; refused once its points are spent for the window. */
export async function consume(name: LimitName, key: string): Promise<LimitResult> {
  try {
    await limiter(name).consume(key)
    return { allowed: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    throw rejection
  }
}

/** How many points `key` has spent in the current window of `name`, and when that window ends; spends none. */
export async function spent(name: LimitName, key: string): Promise<{ count: number; retryAfterSeconds: number }> {
  const state = await limiter(name).get(key)
  return { count: state?.consumedPoints ?? 0, retryAfterSeconds: state ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0 }
}

/** Counts one use of `name` by `key` without refusing (what happened is recorded; `spent` decides). */
export async function record(name: LimitName, key: string): Promise<void> {
  await limiter(name).penalty(key, 1)
}

/** Forgets what `key` spent under `name` (a successful sign-in clears its failures). */
export async function forget(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(key)
}

/** True the first time `key` is seen within the window of `name` (view counting, single-use tokens). */
export async function firstTime(name: 'viewWindow' | 'challengeUsed', key: string): Promise<boolean> {
  return (await consume(name, key)).allowed
}

/** Which store answers (for the operator's health output and tests). */
export function limitStore(): 'redis' | 'memory' {
  return redisClient() ? 'redis' : 'memory'
}

/** Closes the Redis connection (tests and clean shutdowns). */
export async function closeLimits(): Promise<void> {
  limiters.clear()
  const client = redis
  redis = undefined
  if (client) await client.quit().catch(() => client.disconnect())
}
