import type { Payload, PayloadRequest, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mediaRead } from '@/collections/Media/access'
import { DERIVATIVE_NAMES } from '@/collections/Media/sizes'
import { syncMediaVisibility } from '@/collections/Media/visibility'
import { paragraph, richText } from '@/lib/richText'

import { plainPng } from '../fixtures/images'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

const context = { disableRevalidate: true }

/**
 * A photo is visitors' only while published content shows it: a published gallery, album, page
 * (blocks and rich text alike), portfolio item, video gallery or setting. Drafts, unpublished and
 * deleted documents show nothing; the flag follows each change and can be rebuilt from the content.
 */
describe(`who may see a photo (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let payload: Payload
  const photos: Record<string, number> = {}

  const upload = async (name: string) => {
    const data = await plainPng()
    return (await payload.create({ collection: 'media', data: { alt: name, title: name, kind: 'image' }, file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.byteLength }, context })).id
  }
  /** What a visitor's REST or Local API read finds. */
  const visible = async () => (await payload.find({ collection: 'media', limit: 100, depth: 0, overrideAccess: false, user: null })).docs.map((doc) => doc.title).sort()
  /** What Payload's file handler would let a visitor fetch (uploads/checkFileAccess). */
  const mayFetch = async (id: number) => {
    const doc = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true })
    const filename = doc.sizes?.w320?.filename ?? doc.filename!
    const access = await mediaRead({ req: { user: null, payload } as unknown as PayloadRequest, isReadingStaticFile: true, data: { filename } })
    if (typeof access === 'boolean') return access
    const named: Where = { or: [{ filename: { equals: filename } }, ...DERIVATIVE_NAMES.map((name) => ({ [`sizes.${name}.filename`]: { equals: filename } }))] }
    return (await payload.find({ collection: 'media', where: { and: [named, access] }, depth: 0, limit: 1, overrideAccess: true })).docs.length === 1
  }

  beforeAll(async () => {
    ctx = await startTestPayload()
    payload = ctx.payload
    for (const name of ['gallery-photo', 'hero-photo', 'inline-photo', 'loose-photo', 'cover-photo', 'mark-photo']) photos[name] = await upload(name)
  })
  afterAll(async () => ctx?.cleanup())

  it('an upload nothing shows is nobody’s but the staff’s, in lists, by id and as a file', async () => {
    expect(await visible()).toEqual([])
    expect(await mayFetch(photos['loose-photo']!)).toBe(false)
    const byId = await payload.findByID({ collection: 'media', id: photos['loose-photo']!, depth: 0, overrideAccess: false, user: null, disableErrors: true })
    expect(byId).toBeNull()
  })

  it('a gallery shows its photos once published, and no longer when unpublished or deleted', async () => {
    const gallery = await payload.create({ collection: 'galleries', data: { title: 'Drafty', slug: 'drafty', view: 'thumbnails', items: [photos['gallery-photo']!], _status: 'draft' }, draft: true, context })
    expect(await visible()).toEqual([])
    await payload.update({ collection: 'galleries', id: gallery.id, data: { _status: 'published' }, context })
    expect(await visible()).toEqual(['gallery-photo'])
    expect(await mayFetch(photos['gallery-photo']!)).toBe(true)
    // A draft taking the photo out leaves the published gallery, and the photo, as they were.
    await payload.update({ collection: 'galleries', id: gallery.id, data: { items: [] }, draft: true, context })
    expect(await visible()).toEqual(['gallery-photo'])
    await payload.update({ collection: 'galleries', id: gallery.id, data: { _status: 'draft' }, context })
    expect(await visible()).toEqual([])
    expect(await mayFetch(photos['gallery-photo']!)).toBe(false)
    await payload.update({ collection: 'galleries', id: gallery.id, data: { items: [photos['gallery-photo']!], _status: 'published' }, context })
    expect(await visible()).toEqual(['gallery-photo'])
    await payload.delete({ collection: 'galleries', id: gallery.id, context })
    expect(await visible()).toEqual([])
  })

  it('a page shows the pictures of its blocks and its rich text; a photo two documents show stays until neither does', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Pictures',
        slug: 'pictures',
        _status: 'published',
        layout: [
          { blockType: 'hero', heading: 'Hello', style: 'standard', image: photos['hero-photo']! },
          { blockType: 'richText', content: richText(paragraph('Text'), { type: 'upload', relationTo: 'media', value: photos['inline-photo']!, fields: null, format: '', version: 3 } as never) },
        ],
      },
      context,
    })
    expect(await visible()).toEqual(['hero-photo', 'inline-photo'])
    const album = await payload.create({ collection: 'albums', data: { title: 'Album', slug: 'album', cover: photos['hero-photo']!, albumView: 'compact', _status: 'published' }, context })
    await payload.update({ collection: 'pages', id: page.id, data: { layout: [{ blockType: 'hero', heading: 'Hello', style: 'standard' }] }, context })
    // The album still shows the hero photo; nothing shows the inline one any more.
    expect(await visible()).toEqual(['hero-photo'])
    await payload.delete({ collection: 'albums', id: album.id, context })
    expect(await visible()).toEqual([])
    await payload.delete({ collection: 'pages', id: page.id, context })
  })

  it('a setting that shows a picture (the gallery watermark) makes it visible', async () => {
    await payload.updateGlobal({ slug: 'gallery-settings', data: { watermark: { image: photos['mark-photo']! } } as never, context })
    expect(await visible()).toContain('mark-photo')
    await payload.updateGlobal({ slug: 'gallery-settings', data: { watermark: { image: null } } as never, context })
    expect(await visible()).not.toContain('mark-photo')
  })

  it('can be rebuilt from the content: a flag set by hand, or rows lost, are put right', async () => {
    await payload.create({ collection: 'galleries', data: { title: 'Covers', slug: 'covers', view: 'thumbnails', cover: photos['cover-photo']!, items: [photos['gallery-photo']!], _status: 'published' }, context })
    expect(await visible()).toEqual(['cover-photo', 'gallery-photo'])
    await payload.db.updateMany({ collection: 'media', where: { id: { equals: photos['loose-photo']! } }, data: { public: true } })
    await payload.db.deleteMany({ collection: 'media-usages' as never, where: { id: { exists: true } } })
    await payload.db.updateMany({ collection: 'media', where: { id: { equals: photos['gallery-photo']! } }, data: { public: false } })
    expect(await visible()).toEqual(['cover-photo', 'loose-photo'])
    const result = await syncMediaVisibility(payload)
    expect(result.public).toBe(2)
    expect(await visible()).toEqual(['cover-photo', 'gallery-photo'])
  })
})
