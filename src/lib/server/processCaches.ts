import crypto from 'node:crypto'

import { derivedSecret } from '@/lib/secret'

import { sharedRedis } from './sharedRedis.mjs'

/**
 * The one story for what a process keeps in memory between requests (pricelists, the shop's
 * catalogue and settings, engagement policies, live-search answers, YouTube pages): each such cache
 * is registered here by name, and forgetting it forgets it in this process at once and, when
 * REDIS_URL is set, in every other instance through a Redis channel. Pages themselves live in
 * Next's cache, whose tags reach every instance through the cache handler.
 *
 * A save's hooks run before its transaction commits, so a request between the two could read the
 * old value again: the forgetting is repeated a moment later (as page revalidation is).
 */
export const COMMIT_GRACE_MS = 1000

type Registry = { clears: Map<string, Set<() => void>>; instance: string; serving: boolean }
// On the global object: the server (scripts/serve.ts) and every bundle of the app it loads share one
// registry. The bundler may load one module more than once in a process (a page and a route handler
// are built apart): each copy of a cache registers under its name, and all of them are forgotten.
const REGISTRY = Symbol.for('atrium.processCaches')
const registry = ((globalThis as { [REGISTRY]?: Registry })[REGISTRY] ??= { clears: new Map(), instance: crypto.randomUUID(), serving: false })

const channel = () => `atrium:${derivedSecret('process-caches').toString('hex').slice(0, 12)}:forget`

/**
 * Called once by the serving process: from now on it hears other instances' forgetting, and tells
 * them its own, when Redis is configured. Scripts (seeds, imports, migrations) keep no caches worth
 * telling anyone about, and open no connection that would keep them running.
 */
export function hearOtherInstances(): void {
  if (registry.serving) return
  registry.serving = true
  const redis = sharedRedis()
  if (!redis) return
  const subscriber = redis.subscriber()
  const name = channel()
  // Queued until Redis answers, and made again after every reconnection (autoResubscribe).
  void subscriber.subscribe(name).catch(() => {})
  subscriber.on('message', (from: string, message: string) => {
    if (from !== name) return
    const [origin, cache] = message.split(' ', 2)
    if (origin !== registry.instance && cache) clearHere(cache)
  })
}

function clearHere(name: string): void {
  for (const clear of registry.clears.get(name) ?? []) clear()
}

function tellOthers(name: string): void {
  const redis = registry.serving ? sharedRedis() : null
  // While Redis is away the others keep theirs until their own time runs out (each cache is short-lived).
  if (redis) void redis.client.publish(channel(), `${registry.instance} ${name}`).catch(() => {})
}

export type ProcessCache = {
  /** Forgets everything this cache holds, here and on every other instance. */
  forget: () => void
}

/** Registers a per-process cache under a name unique in the site; `clear` empties this process's copy. */
export function processCache(name: string, clear: () => void): ProcessCache {
  const copies = registry.clears.get(name) ?? new Set()
  copies.add(clear)
  registry.clears.set(name, copies)
  const forgetEverywhere = () => {
    clearHere(name)
    tellOthers(name)
  }
  return {
    forget: () => {
      forgetEverywhere()
      setTimeout(forgetEverywhere, COMMIT_GRACE_MS).unref()
    },
  }
}
