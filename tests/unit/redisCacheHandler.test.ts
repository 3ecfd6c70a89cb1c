import crypto from 'node:crypto'

import Redis from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * The shared page cache against the machine's Redis (127.0.0.1:6379): two handlers stand for two
 * app instances. What one stores the other serves; a tag revalidated on one makes the entry a miss
 * on both, until it is stored again.
 */
describe('the page cache shared through Redis', () => {
  const prefix = `atrium:test:${crypto.randomBytes(4).toString('hex')}:`
  let Handler: typeof import('@/lib/server/redisCacheHandler.mjs').default
  let codec: typeof import('@/lib/server/redisCacheHandler.mjs')
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379')

  // Entries and tag revalidations are stamped with Date.now(): the clock is stepped, not waited for
  // (only Date is faked, so Redis's connection and timers run as they do in production).
  const laterOn = () => vi.setSystemTime(Date.now() + 1_000)

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    process.env.REDIS_URL ||= 'redis://127.0.0.1:6379'
    process.env.ISR_CACHE_PREFIX = prefix
    // Small bounds, to see them kept (read when the handler loads).
    process.env.PAGE_CACHE_MAX_ENTRIES = '6'
    process.env.PAGE_CACHE_MAX_MB = '1'
    codec = await import('@/lib/server/redisCacheHandler.mjs')
    Handler = codec.default
  })
  afterAll(async () => {
    vi.useRealTimers()
    delete process.env.PAGE_CACHE_MAX_ENTRIES
    delete process.env.PAGE_CACHE_MAX_MB
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
  })

  const page = (html: string) => ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/galleries/team,gallery:7' },
    status: 200,
    postponed: undefined,
  })
  const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }

  it('keeps buffers and maps through Redis', () => {
    const value = page('<p>x</p>')
    expect(codec.decode(codec.encode(value))).toEqual(value)
  })

  it('serves on one instance what another stored, and a tag revalidated anywhere makes it a miss everywhere', async () => {
    const one = new Handler({})
    const two = new Handler({})
    await one.set('/galleries/team', page('<h1>Team</h1>') as never, { cacheControl: { revalidate: 60, expire: 3600 } } as never)
    const served = await two.get('/galleries/team', ctx as never)
    expect(served?.value).toMatchObject({ kind: 'APP_PAGE', html: '<h1>Team</h1>' })
    expect(Buffer.isBuffer((served?.value as { rscData: Buffer }).rscData)).toBe(true)
    expect(served?.cacheControl).toEqual({ revalidate: 60, expire: 3600 })
    expect(await redis.ttl(`${prefix}/galleries/team`)).toBeGreaterThan(3500)

    // A photo of gallery 7 changes on instance one: both instances miss, so the page is rendered again.
    laterOn()
    await one.revalidateTag(['gallery:7'])
    expect(await one.get('/galleries/team', ctx as never)).toBeNull()
    expect(await two.get('/galleries/team', ctx as never)).toBeNull()
    // An unrelated tag leaves other pages alone.
    await one.set('/about', { ...page('<h1>About</h1>'), headers: { 'x-next-cache-tags': '_N_T_/about' } } as never, {} as never)
    await one.revalidateTag('gallery:8')
    expect((await two.get('/about', ctx as never))?.value).toMatchObject({ html: '<h1>About</h1>' })

    // Rendered again after the change: served again.
    laterOn()
    await two.set('/galleries/team', page('<h1>Team, renamed</h1>') as never, {} as never)
    expect((await one.get('/galleries/team', ctx as never))?.value).toMatchObject({ html: '<h1>Team, renamed</h1>' })
  })

  it('an instance serves its decoded copy only while it is current: another instance’s newer entry, or a change, is seen at once', async () => {
    // Two processes: the module loaded twice, each with its own copies.
    vi.resetModules()
    const First = (await import('@/lib/server/redisCacheHandler.mjs')).default
    vi.resetModules()
    const Second = (await import('@/lib/server/redisCacheHandler.mjs')).default
    const first = new First({})
    const second = new Second({})
    await first.set('/galleries/harbour', page('<h1>Harbour</h1>') as never, {} as never)
    const served = await second.get('/galleries/harbour', ctx as never)
    expect(served?.value).toMatchObject({ html: '<h1>Harbour</h1>' })
    // Asked again, the second instance answers from its copy: the very same object, nothing decoded.
    expect(await second.get('/galleries/harbour', ctx as never)).toBe(served)

    // The first instance renders the page anew: the second sees the new version, not its copy.
    await first.set('/galleries/harbour', page('<h1>Harbour at dusk</h1>') as never, {} as never)
    expect((await second.get('/galleries/harbour', ctx as never))?.value).toMatchObject({ html: '<h1>Harbour at dusk</h1>' })
    // A tag of it revalidated on the first: the second's copy is not served.
    laterOn()
    await first.revalidateTag('gallery:7')
    expect(await second.get('/galleries/harbour', ctx as never)).toBeNull()
  })

  it('fetch entries answer to their own and soft tags', async () => {
    const handler = new Handler({})
    const fetchCtx = { kind: 'FETCH', tags: ['youtube:PL1'], softTags: ['_N_T_/videos/films'] }
    await handler.set('fetch-key', { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200 }, revalidate: 600, tags: ['youtube:PL1'] } as never, { fetchCache: true, tags: ['youtube:PL1'] } as never)
    expect(await handler.get('fetch-key', fetchCtx as never)).not.toBeNull()
    laterOn()
    await handler.revalidateTag('_N_T_/videos/films')
    expect(await handler.get('fetch-key', fetchCtx as never)).toBeNull()
  })

  it('never stores a 404, a live gallery state or a lookup that found nothing', async () => {
    const handler = new Handler({})
    await handler.set('/galleries/no-such', { ...page('<h1>Not found</h1>'), status: 404 } as never, {} as never)
    await handler.set('/galleries/team/~!cT1sZWVkcw', page('<h1>Search</h1>') as never, {} as never)
    await handler.set('lookup-key', { kind: 'FETCH', data: { headers: {}, body: 'null', status: 200 }, revalidate: 600, tags: [] } as never, {} as never)
    for (const key of ['/galleries/no-such', '/galleries/team/~!cT1sZWVkcw', 'lookup-key']) {
      expect(await handler.get(key, ctx as never), key).toBeNull()
      expect(await redis.exists(`${prefix}${key}`), key).toBe(0)
    }
  })

  it('holds at most PAGE_CACHE_MAX_ENTRIES entries and PAGE_CACHE_MAX_MB bytes, the oldest going first', async () => {
    const handler = new Handler({})
    for (let index = 0; index < 10; index++) {
      laterOn()
      await handler.set(`/states/${index}`, page(`<p>${index}</p>`) as never, {} as never)
    }
    expect(await redis.zcard(`${prefix}written`)).toBe(6)
    // The oldest (including the earlier tests' pages) went; the newest are served.
    expect(await handler.get('/states/3', ctx as never)).toBeNull()
    expect(await redis.exists(`${prefix}/states/3`, `${prefix}version:/states/3`)).toBe(0)
    expect((await handler.get('/states/9', ctx as never))?.value).toMatchObject({ html: '<p>9</p>' })
    expect((await handler.get('/states/4', ctx as never))?.value).toMatchObject({ html: '<p>4</p>' })

    // Two pages of about 600 KB stored (HTML and its RSC payload): together past 1 MB, so the older one goes.
    laterOn()
    await handler.set('/big/1', page('x'.repeat(250 * 1024)) as never, {} as never)
    laterOn()
    await handler.set('/big/2', page('y'.repeat(250 * 1024)) as never, {} as never)
    expect(Number(await redis.get(`${prefix}bytes`))).toBeLessThanOrEqual(1024 * 1024)
    expect(await redis.exists(`${prefix}/big/1`)).toBe(0)
    expect(await redis.exists(`${prefix}/big/2`)).toBe(1)
    const sizes = (await redis.hvals(`${prefix}sizes`)).map(Number)
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(Number(await redis.get(`${prefix}bytes`)))
  })
})
