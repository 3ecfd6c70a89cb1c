import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { plainPng } from '../fixtures/images'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

const context = { disableRevalidate: true }

describe(`site search (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let search: typeof import('@/site/data/search').searchSite
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    ctx = await startTestPayload()
    ;({ searchSite: search } = await import('@/site/data/search'))
    const { payload } = ctx
    const image = await plainPng()
    const photo = (title: string) =>
      payload.create({ collection: 'media', data: { alt: `${title} (alt)`, title, kind: 'image' }, file: { data: image, name: 'p.png', mimetype: 'image/png', size: image.byteLength }, context })
    ids.shown = (await photo('Quokka at the payroll desk')).id
    ids.hidden = (await photo('Quokka in a draft gallery')).id
    ids.loose = (await photo('Quokka in no gallery')).id
    await payload.create({ collection: 'galleries', data: { title: 'Quokka days', slug: 'quokka-days', view: 'thumbnails', items: [ids.shown], _status: 'published' }, context })
    await payload.create({ collection: 'galleries', data: { title: 'Quokka drafts', slug: 'quokka-drafts', view: 'thumbnails', items: [ids.hidden], _status: 'draft' }, draft: true, context })
    await payload.create({ collection: 'pages', data: { title: 'Our quokka policy', slug: 'quokka-policy', layout: [], _status: 'published' }, context })
    await payload.create({ collection: 'pages', data: { title: 'Quokka plans (draft)', slug: 'quokka-plans', layout: [], _status: 'draft' }, draft: true, context })
  })
  afterAll(async () => ctx?.cleanup())

  it('finds published pages, galleries and photos, case-insensitively, and links each photo to its gallery', async () => {
    const results = await search('QUOKKA')
    expect(results.pages).toEqual([{ title: 'Our quokka policy', href: '/quokka-policy', description: null }])
    expect(results.galleries).toEqual([{ title: 'Quokka days', href: '/galleries/quokka-days' }])
    expect(results.photos.map((entry) => entry.href)).toEqual([`/galleries/quokka-days/photos/${ids.shown}`])
  })

  it('never shows drafts, photos of unpublished galleries or photos in no gallery', async () => {
    const results = await search('quokka')
    const everything = JSON.stringify(results)
    expect(everything).not.toContain('draft')
    expect(everything).not.toContain('quokka-drafts')
    expect(everything).not.toContain(`/photos/${ids.loose}`)
  })

  it('matches alt text, and a search with wildcard characters matches them literally', async () => {
    expect((await search('payroll desk (alt)')).photos).toHaveLength(1)
    expect(await search('%_%')).toEqual({ pages: [], galleries: [], photos: [] })
  })
})
