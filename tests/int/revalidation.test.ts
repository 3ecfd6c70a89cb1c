import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { plainPng } from '../fixtures/images'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

/**
 * Which cached pages a change expires. Outside a Next request (as here, and in a queued job) the
 * hooks tell Next's cache directly through the one the server keeps on `globalThis`; a recorder in its
 * place shows which tags a change expired. That a tagged page is really rebuilt, and others are not,
 * is the end-to-end suite's part (tests/e2e/revalidation.spec.ts).
 */
const quiet = { disableRevalidate: true }

describe(`what a change rebuilds (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  const holder = globalThis as { __incrementalCache?: unknown }
  let expired: string[] = []
  /** A fresh recorder for the next step: the second telling a second later goes to the step it belongs to. */
  const record = () => {
    const tags: string[] = []
    holder.__incrementalCache = { revalidateTag: async (list: string[]) => void tags.push(...list) }
    expired = tags
  }

  beforeAll(async () => {
    ctx = await startTestPayload()
  })
  afterAll(async () => {
    delete holder.__incrementalCache
    await ctx?.cleanup()
  })
  beforeEach(record)

  const photo = async (title: string, tags: number[] = []) => {
    const data = await plainPng()
    return ctx.payload.create({ collection: 'media', data: { alt: title, title, tags, kind: 'image' }, file: { data, name: 'p.png', mimetype: 'image/png', size: data.byteLength }, context: quiet })
  }
  const gallery = (slug: string, items: number[]) =>
    ctx.payload.create({ collection: 'galleries', data: { title: slug, slug, view: 'thumbnails', items, _status: 'published' }, context: quiet })

  it('a photo: its own tag and the galleries that hold it, not the others', async () => {
    const [a, b] = [await photo('Harbour'), await photo('Hills')]
    const [first, second] = [await gallery('first', [a.id]), await gallery('second', [b.id])]
    await ctx.payload.update({ collection: 'media', id: a.id, data: { title: 'Harbour at dusk' } })
    expect(new Set(expired)).toEqual(new Set([`media:${a.id}`, `galleries:${first.id}`, 'galleries:list']))
    expect(expired).not.toContain(`galleries:${second.id}`)

    record()
    await ctx.payload.delete({ collection: 'media', id: a.id })
    expect(new Set(expired)).toEqual(new Set([`media:${a.id}`, `galleries:${first.id}`, 'galleries:list']))
  })

  it('a photo in no gallery: only its own tag (pages that show it read it by that tag)', async () => {
    const alone = await photo('Alone')
    await ctx.payload.update({ collection: 'media', id: alone.id, data: { alt: 'Alone on a hill' } })
    expect(expired).toEqual([`media:${alone.id}`])
  })

  it('a gallery, an album, a page, the portfolio, a tag: each its own tags', async () => {
    const shot = await photo('Tagged')
    const held = await gallery('held', [shot.id])
    await ctx.payload.update({ collection: 'galleries', id: held.id, data: { title: 'Held' } })
    expect(new Set(expired)).toEqual(new Set([`galleries:${held.id}`, 'galleries:list']))

    record()
    const album = await ctx.payload.create({ collection: 'albums', data: { title: 'Tree', slug: 'tree', albumView: 'compact', children: [{ relationTo: 'galleries', value: held.id }], _status: 'published' }, context: quiet })
    await ctx.payload.update({ collection: 'albums', id: album.id, data: { title: 'Family tree' } })
    expect(new Set(expired)).toEqual(new Set([`albums:${album.id}`, 'albums:list']))

    record()
    const page = await ctx.payload.create({ collection: 'pages', data: { title: 'Plain', slug: 'plain', _status: 'published' }, context: quiet })
    await ctx.payload.update({ collection: 'pages', id: page.id, data: { title: 'Plainer' } })
    expect(new Set(expired)).toEqual(new Set([`pages:${page.id}`, 'pages:list']))

    record()
    const category = await ctx.payload.create({ collection: 'portfolio-categories', data: { name: 'Payroll', slug: 'payroll' }, context: quiet })
    await ctx.payload.update({ collection: 'portfolio-categories', id: category.id, data: { name: 'Payroll and HR' } })
    expect(expired).toEqual(['portfolio:list'])

    record()
    const tag = await ctx.payload.create({ collection: 'tags', data: { name: 'Sea', slug: 'sea' }, context: quiet })
    const sea = await photo('Sea', [tag.id])
    const coast = await gallery('coast', [sea.id])
    record()
    await ctx.payload.update({ collection: 'tags', id: tag.id, data: { name: 'Seaside' } })
    expect(new Set(expired)).toEqual(new Set([`galleries:${coast.id}`, 'galleries:list']))
  })

  it('nothing at all for seeds and importers that ask for quiet', async () => {
    const quietPhoto = await photo('Quiet')
    await ctx.payload.update({ collection: 'media', id: quietPhoto.id, data: { title: 'Still quiet' }, context: quiet })
    expect(expired).toEqual([])
  })
})
