import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { paragraph, richText } from '@/lib/richText'

import { plainPng } from '../fixtures/images'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

/**
 * The site search on a real database (SQLite FTS5, or PostgreSQL tsvector + pg_trgm): the index
 * kept in step by the plugin's hooks, ranked matches with highlighted snippets, only what a visitor
 * may see, every character taken literally, and the live search endpoint's rules.
 */
// Payload hands the context object to every hook; the search plugin marks documents it synced in it
// (once per request), so each operation gets its own, as each request would.
const fresh = () => ({ disableRevalidate: true })

describe(`site search (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let service: typeof import('@/search/service')
  let live: typeof import('@/search/http/live')
  const ids: Record<string, number> = {}
  const search = (query: string, limit = 20) => service.searchSite(ctx.payload, query, { limit })
  const titles = async (query: string) => (await search(query)).results.map((result) => result.title)
  const get = (q: string, ip = '203.0.113.9') => live.liveSearch(ctx.payload, new Request(`http://localhost:3000/search/live?q=${encodeURIComponent(q)}`, { headers: { 'x-atrium-client-ip': ip } }))

  beforeAll(async () => {
    ctx = await startTestPayload()
    service = await import('@/search/service')
    live = await import('@/search/http/live')
    const { payload } = ctx
    const image = await plainPng()
    const tag = await payload.create({ collection: 'tags', data: { name: 'Wombats', slug: 'wombats' }, context: fresh() })
    const photo = (title: string, extra: Record<string, unknown> = {}) =>
      payload.create({ collection: 'media', data: { alt: `${title} (alt)`, title, kind: 'image', ...extra }, file: { data: image, name: 'p.png', mimetype: 'image/png', size: image.byteLength }, context: fresh() })
    ids.shown = (await photo('Quokka at the payroll desk', { caption: 'Taken in Kraków', tags: [tag.id] })).id
    ids.hidden = (await photo('Quokka in a draft gallery')).id
    ids.loose = (await photo('Quokka in no gallery')).id
    await payload.create({ collection: 'galleries', data: { title: 'Quokka days', slug: 'quokka-days', view: 'thumbnails', items: [ids.shown], _status: 'published' }, context: fresh() })
    await payload.create({ collection: 'galleries', data: { title: 'Quokka drafts', slug: 'quokka-drafts', view: 'thumbnails', items: [ids.hidden], _status: 'draft' }, draft: true, context: fresh() })
    ids.page = (
      await payload.create({
        collection: 'pages',
        data: {
          title: 'Our offices',
          slug: 'offices',
          _status: 'published',
          layout: [
            { blockType: 'hero', heading: 'Visit us in Kraków', text: 'Our payroll specialists work from six offices.', style: 'standard' },
            { blockType: 'richText', content: richText(paragraph('Parking is available behind the quokka statue.')) },
          ],
        },
        context: fresh(),
      })
    ).id
    await payload.create({ collection: 'pages', data: { title: 'Quokka plans (draft)', slug: 'quokka-plans', layout: [], _status: 'draft' }, draft: true, context: fresh() })
    await payload.create({ collection: 'pages', data: { title: 'Payroll outsourcing', slug: 'payroll', layout: [], _status: 'published' }, context: fresh() })
  })
  afterAll(async () => {
    const { closeLimits } = await import('@/lib/server/limits')
    await closeLimits()
    await ctx?.cleanup()
  })

  it('finds block text without accents, with the match highlighted in a snippet', async () => {
    const { results } = await search('krakow')
    expect(results.map((result) => result.href)).toEqual(expect.arrayContaining(['/offices', `/galleries/quokka-days/photos/${ids.shown}`]))
    const page = results.find((result) => result.href === '/offices')!
    expect(page.kind).toBe('page')
    expect(page.snippet.filter((segment) => segment.match).map((segment) => segment.text.toLowerCase())).toContain('kraków')
  })

  it('matches the last word as a prefix while typing ("payrol" finds payroll), titles first', async () => {
    const found = await titles('payrol')
    expect(found[0]).toBe('Payroll outsourcing')
    expect(found).toEqual(expect.arrayContaining(['Our offices', 'Quokka at the payroll desk']))
  })

  it('finds photos by caption and tag, links each to a public gallery, and never shows drafts or orphans', async () => {
    expect(await titles('wombats')).toEqual(['Quokka at the payroll desk'])
    const everything = JSON.stringify(await search('quokka'))
    expect(everything).toContain(`/galleries/quokka-days/photos/${ids.shown}`)
    expect(everything).toContain('Quokka days')
    expect(everything).not.toContain('draft')
    expect(everything).not.toContain(`/photos/${ids.loose}`)
    expect(everything).not.toContain(`/photos/${ids.hidden}`)
  })

  it('a save elsewhere while a search checks its results hides nothing it had already checked', async () => {
    // Known from an earlier search: the photo and the page (and nothing else).
    service.forgetCheckedHits()
    expect(JSON.stringify(await search('krakow'))).toContain(`/photos/${ids.shown}`)
    // The cache of checks is cleared (as a save anywhere does) while the next search reads photos.
    const hooks = ctx.payload.collections.media.config.hooks
    let cleared = 0
    const clearOnce = () => {
      if (cleared++ === 0) service.forgetCheckedHits()
    }
    hooks.beforeOperation.push(clearOnce)
    try {
      const everything = JSON.stringify(await search('quokka'))
      expect(cleared).toBeGreaterThan(0)
      expect(everything).toContain(`/galleries/quokka-days/photos/${ids.shown}`)
      expect(everything).toContain('"/offices"')
    } finally {
      hooks.beforeOperation.splice(hooks.beforeOperation.indexOf(clearOnce), 1)
    }
  })

  it('takes every character literally: quotes, *, %, SQL and FTS syntax are only text', async () => {
    for (const query of ['%_%', '"payroll" OR *', 'NEAR(quokka desk)', "'; DROP TABLE search; --", 'quokka AND NOT desk', '^quokka', 'col:quokka']) {
      await expect(search(query), query).resolves.toBeDefined()
    }
    expect((await search('%_%')).results).toEqual([])
    expect(await titles('"quokka" desk')).toEqual(['Quokka at the payroll desk'])
    expect((await ctx.payload.count({ collection: 'search', overrideAccess: true })).totalDocs).toBeGreaterThan(3)
  })

  it('follows edits: new words are found, an unpublished or deleted page disappears', async () => {
    await ctx.payload.update({ collection: 'pages', id: ids.page!, data: { layout: [{ blockType: 'hero', heading: 'Visit us in Gdańsk', style: 'standard' }] }, context: fresh() })
    expect(await titles('gdansk')).toEqual(['Our offices'])
    expect(await titles('krakow')).not.toContain('Our offices')
    await ctx.payload.update({ collection: 'pages', id: ids.page!, data: { _status: 'draft' }, context: fresh() })
    expect(await titles('gdansk')).toEqual([])
    await ctx.payload.update({ collection: 'pages', id: ids.page!, data: { _status: 'published' }, context: fresh() })
    expect(await titles('gdansk')).toEqual(['Our offices'])
    const extra = await ctx.payload.create({ collection: 'pages', data: { title: 'Temporary wallaby page', slug: 'wallaby', layout: [], _status: 'published' }, context: fresh() })
    expect(await titles('wallaby')).toEqual(['Temporary wallaby page'])
    await ctx.payload.delete({ collection: 'pages', id: extra.id, context: fresh() })
    expect(await titles('wallaby')).toEqual([])
  })

  it('keeps every searched collection in step, video galleries included: a new one is found at once, at /videos', async () => {
    const { SEARCHED } = await import('@/search/plugin')
    for (const slug of SEARCHED) {
      const hooks = ctx.payload.collections[slug]!.config.hooks
      // The search plugin's own sync hooks, beside our cache-forgetting one.
      expect(hooks.afterChange.length, slug).toBeGreaterThanOrEqual(2)
      expect(hooks.afterDelete.length, slug).toBeGreaterThanOrEqual(2)
    }
    const gallery = await ctx.payload.create({ collection: 'video-galleries', data: { title: 'Numbat films', slug: 'numbat-films', description: 'Clips from the numbat enclosure.' }, context: fresh() })
    const found = (await search('numbat')).results
    expect(found.map((result) => [result.title, result.href])).toEqual([['Numbat films', '/videos/numbat-films']])
    await ctx.payload.delete({ collection: 'video-galleries', id: gallery.id, context: fresh() })
    expect(await titles('numbat')).toEqual([])
  })

  it('the live endpoint groups results, refuses queries under 3 or over 100 characters, and may be cached briefly', async () => {
    const response = await get('quokka')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('s-maxage=30')
    const body = await response.json()
    expect(body.groups.map((group: { kind: string }) => group.kind)).toEqual(['gallery', 'photo'])
    expect(body.total).toBe(2)
    const short = await get('qu')
    expect(short.status).toBe(400)
    expect((await short.json()).message).toBe('Enter at least 3 characters to search.')
    const long = await get('q'.repeat(101))
    expect(long.status).toBe(400)
    expect((await long.json()).message).toBe('Search for at most 100 characters.')
  })

  it('rebuilds an empty index from the published content', async () => {
    const { ensureSearchIndex } = await import('@/search/reindex')
    await ctx.payload.delete({ collection: 'search', where: { id: { exists: true } }, overrideAccess: true, context: fresh() })
    expect(await titles('quokka')).toEqual([])
    expect(await ensureSearchIndex(ctx.payload)).toBeGreaterThanOrEqual(4)
    expect(await titles('wombats')).toEqual(['Quokka at the payroll desk'])
    expect(await ensureSearchIndex(ctx.payload)).toBe(0)
  })
})
