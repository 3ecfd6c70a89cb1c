import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { isLiveState, newSeed, normaliseStateParams, SEED_CHOICES } from '@/gallery/state/query'
import { decodeStateSegment, encodeStateSegment, LIVE_STATE_SEGMENT_MARK } from '@/gallery/state/segment'
import { entryBytes, LIVE_STATE_MARK, storable } from '@/lib/server/pageCachePolicy.mjs'

/**
 * The page cache holds nothing a visitor invents, within bounds: the rules (pageCachePolicy.mjs),
 * the one-instance handler in memory, and which gallery states are live (rendered, never stored).
 */
const page = (html: string, status = 200) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from(html), segmentData: new Map(), headers: { 'x-next-cache-tags': '_N_T_/layout,gallery:7' }, status, postponed: undefined })
const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }

describe('what the page cache may hold', () => {
  it('never a 404 or other error, a live state, or a lookup that found nothing', () => {
    expect(storable('/about', page('<h1>About</h1>'))).toBe(true)
    expect(storable('/no-such', page('<h1>Not found</h1>', 404))).toBe(false)
    expect(storable('/broken', page('<h1>Error</h1>', 500))).toBe(false)
    expect(storable('/galleries/team/~cGFnZT0y', page('<p>2</p>'))).toBe(true)
    expect(storable(`/galleries/team/${LIVE_STATE_MARK}cT1sZWVkcw`, page('<p>leeds</p>'))).toBe(false)
    expect(storable('/galleries/x/slides', { kind: 'APP_ROUTE', body: Buffer.from('{}'), status: 404, headers: {} })).toBe(false)
    expect(storable('lookup', { kind: 'FETCH', data: { headers: {}, body: 'null', status: 200 }, revalidate: 60 })).toBe(false)
    expect(storable('lookup', { kind: 'FETCH', data: { headers: {}, body: '{"slug":"films"}', status: 200 }, revalidate: 60 })).toBe(true)
    expect(entryBytes(page('x'.repeat(1000)))).toBeGreaterThan(2000)
  })

  it('the live mark is the same on both sides, and a live segment decodes like any other', () => {
    expect(LIVE_STATE_SEGMENT_MARK).toBe(LIVE_STATE_MARK)
    const segment = encodeStateSegment('q=leeds', true)
    expect(segment.startsWith(LIVE_STATE_MARK)).toBe(true)
    expect(decodeStateSegment(segment)?.get('q')).toBe('leeds')
    expect(decodeStateSegment(encodeStateSegment('page=2'))?.get('page')).toBe('2')
  })

  it('free text and open-ended numbers are live; orders, views and near pages are kept', () => {
    const canonical = (query: string) => {
      const result = normaliseStateParams(new URLSearchParams(query))
      if (!result.ok) throw new Error(result.message)
      return result.canonical
    }
    for (const query of ['q=leeds', 'tag=team', 'g1-q=x', 'page=51', 'g1-sort=title&g2-sort=title&g3-sort=title']) expect(isLiveState(canonical(query)), query).toBe(true)
    for (const query of ['page=50', 'sort=title&dir=desc', 'view=masonry&page=3', 'sort=random&seed=7', 'g1-sort=title&g2-page=2']) expect(isLiveState(canonical(query)), query).toBe(false)
  })

  it('random orders come from a fixed set of seeds, however large the seed in the address', () => {
    expect(canonical('sort=random&seed=123456789')).toBe(`sort=random&seed=${123456789 % SEED_CHOICES}`)
    for (let index = 0; index < 100; index++) expect(newSeed()).toBeLessThan(SEED_CHOICES)
    function canonical(query: string) {
      const result = normaliseStateParams(new URLSearchParams(query))
      return result.ok ? result.canonical : null
    }
  })
})

describe('the page cache of one instance (memory)', () => {
  let Handler: typeof import('@/lib/server/memoryCacheHandler.mjs').default
  let held: typeof import('@/lib/server/memoryCacheHandler.mjs').heldEntries

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    process.env.PAGE_CACHE_MAX_ENTRIES = '5'
    process.env.PAGE_CACHE_MAX_MB = '1'
    vi.resetModules()
    const loaded = await import('@/lib/server/memoryCacheHandler.mjs')
    Handler = loaded.default
    held = loaded.heldEntries
  })
  afterAll(() => {
    vi.useRealTimers()
    delete process.env.PAGE_CACHE_MAX_ENTRIES
    delete process.env.PAGE_CACHE_MAX_MB
  })

  it('serves what it stored until a tag of it changes', async () => {
    const handler = new Handler({})
    await handler.set('/galleries/team', page('<h1>Team</h1>'), { cacheControl: { revalidate: 3600 } })
    expect((await new Handler({}).get('/galleries/team', ctx))?.value).toMatchObject({ html: '<h1>Team</h1>' })
    vi.setSystemTime(Date.now() + 1000)
    await handler.revalidateTag(['gallery:7'])
    expect(await handler.get('/galleries/team', ctx)).toBeNull()
  })

  it('stores no 404 and no live state', async () => {
    const handler = new Handler({})
    await handler.set('/no-such', page('<h1>Not found</h1>', 404), {})
    await handler.set(`/galleries/team/${LIVE_STATE_MARK}cT1sZWVkcw`, page('<p>leeds</p>'), {})
    expect(await handler.get('/no-such', ctx)).toBeNull()
    expect(await handler.get(`/galleries/team/${LIVE_STATE_MARK}cT1sZWVkcw`, ctx)).toBeNull()
  })

  it('holds at most PAGE_CACHE_MAX_ENTRIES entries and PAGE_CACHE_MAX_MB bytes', async () => {
    const handler = new Handler({})
    for (let index = 0; index < 300; index++) await handler.set(`/galleries/team/~state${index}`, page(`<p>${index}</p>`), {})
    expect(held().count).toBe(5)
    expect(await handler.get('/galleries/team/~state0', ctx)).toBeNull()
    expect(await handler.get('/galleries/team/~state299', ctx)).not.toBeNull()
    for (let index = 0; index < 4; index++) await handler.set(`/big/${index}`, page('x'.repeat(300 * 1024)), {})
    expect(held().bytes).toBeLessThanOrEqual(1024 * 1024)
    expect(await handler.get('/big/3', ctx)).not.toBeNull()
    expect(await handler.get('/big/0', ctx)).toBeNull()
  })
})
