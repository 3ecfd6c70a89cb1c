import crypto from 'node:crypto'

import Redis from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

process.env.PAYLOAD_SECRET ??= 'unit-test-secret-that-is-long-enough-0123456789'
process.env.REDIS_URL ||= 'redis://127.0.0.1:6379'

/**
 * Per-process caches forgotten on every instance, against the machine's Redis: this process is one
 * instance, and a plain Redis connection stands for the others (what they hear, what they say).
 */
describe('process caches forgotten on every instance', () => {
  const others = new Redis(process.env.REDIS_URL!)
  const publisher = new Redis(process.env.REDIS_URL!)
  const heard: string[] = []
  let caches: typeof import('@/lib/server/processCaches')
  let channel: string

  beforeAll(async () => {
    caches = await import('@/lib/server/processCaches')
    const { derivedSecret } = await import('@/lib/secret')
    channel = `atrium:${derivedSecret('process-caches').toString('hex').slice(0, 12)}:forget`
    others.on('message', (_from: string, message: string) => heard.push(message))
    await others.subscribe(channel)
    caches.hearOtherInstances()
    // This process's own listener is subscribed once a message from elsewhere reaches it.
    const { sharedRedis } = await import('@/lib/server/sharedRedis.mjs')
    await vi.waitFor(async () => expect(Number((await sharedRedis()!.client.call('PUBSUB', 'NUMSUB', channel) as [string, number])[1])).toBe(2))
  })
  afterAll(() => {
    others.disconnect()
    publisher.disconnect()
  })

  it('forgets here at once, tells the others, and forgets again once the save has committed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const clear = vi.fn()
      const name = `test-${crypto.randomUUID()}`
      const cache = caches.processCache(name, clear)
      // The bundler may load a module twice in one process (a page and a route handler): both copies go.
      const copy = vi.fn()
      caches.processCache(name, copy)
      cache.forget()
      expect(clear).toHaveBeenCalledTimes(1)
      expect(copy).toHaveBeenCalledTimes(1)
      await vi.waitFor(() => expect(heard.some((message) => message.endsWith(` ${name}`))).toBe(true))
      vi.advanceTimersByTime(caches.COMMIT_GRACE_MS)
      expect(clear).toHaveBeenCalledTimes(2)
      expect(copy).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('forgets what another instance says it forgot, and nothing on hearing itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const clear = vi.fn()
      const probe = vi.fn()
      const untouched = vi.fn()
      const name = `test-${crypto.randomUUID()}`
      const cache = caches.processCache(name, clear)
      caches.processCache(`${name}-probe`, probe)
      caches.processCache(`${name}-other`, untouched)
      const before = heard.length
      cache.forget()
      await vi.waitFor(() => expect(heard.length).toBeGreaterThan(before))
      // One channel keeps its order: once the probe is heard, this process has heard itself too.
      await publisher.publish(channel, `another-instance ${name}-probe`)
      await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(1))
      expect(clear).toHaveBeenCalledTimes(1)
      await publisher.publish(channel, `another-instance ${name}`)
      await vi.waitFor(() => expect(clear).toHaveBeenCalledTimes(2))
      expect(untouched).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('a cache forgotten while it reads', () => {
  it('still answers the visitors waiting on the read (the shop catalogue)', async () => {
    const { catalogueEntries, shopCatalogue } = await import('@/site/shopCatalogueCache')
    let finish: (photos: null) => void = () => {}
    const pending = catalogueEntries.fetch('life-at-atrium', { context: () => new Promise<null>((resolve) => (finish = resolve)) })
    shopCatalogue.forget()
    finish(null)
    await expect(pending).resolves.toEqual({ photos: null })
  })
})
