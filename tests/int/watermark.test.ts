import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import type { Payload, PayloadRequest, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mediaRead } from '@/collections/Media/access'
import { DERIVATIVE_NAMES } from '@/collections/Media/sizes'
import type { Media } from '@/payload-types'
import { ensureWatermarkedCopy, warmWatermarkedCopies } from '@/gallery/watermark/copies'
import { galleryWatermark, syncWatermarks } from '@/gallery/watermark/galleries'
import { burnWatermark } from '@/gallery/watermark/render'
import type { WatermarkSpec } from '@/gallery/watermark/spec'
import { watermarkedFile, watermarkRoot } from '@/gallery/watermark/store'

import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

const context = { disableRevalidate: true }

/** A busy test photo: a gradient, so a burned mark shows as a change of pixels. */
async function gradientJpeg(width = 1600, height = 1000): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#2a6f97"/><stop offset="1" stop-color="#e9c46a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}

/** Mean absolute difference per channel inside a region of two same-sized images. */
async function regionDifference(a: Buffer | string, b: Buffer | string, region: { left: number; top: number; width: number; height: number }) {
  const [x, y] = await Promise.all([a, b].map((input) => sharp(input).extract(region).removeAlpha().raw().toBuffer()))
  let sum = 0
  for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!)
  return sum / x!.length
}

/** What Payload's file handler does with the read access of a static file (uploads/checkFileAccess). */
async function visitorMayFetch(payload: Payload, filename: string): Promise<boolean> {
  const access = await mediaRead({ req: { user: null, payload } as unknown as PayloadRequest, isReadingStaticFile: true, data: { filename } })
  if (access === true) return true
  if (access === false) return false
  const named: Where = { or: [{ filename: { equals: filename } }, ...DERIVATIVE_NAMES.map((name) => ({ [`sizes.${name}.filename`]: { equals: filename } }))] }
  const { docs } = await payload.find({ collection: 'media', where: { and: [named, access] }, depth: 0, limit: 1, overrideAccess: true })
  return docs.length === 1
}

describe(`watermarks (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let photos: Media[]

  const upload = async (name: string) => {
    const data = await gradientJpeg()
    return ctx.payload.create({ collection: 'media', data: { alt: name, kind: 'image' }, file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.byteLength }, context })
  }
  const mediaById = (id: number) => ctx.payload.findByID({ collection: 'media', id, depth: 0 })
  const gallery = (slug: string, items: number[], watermark?: Record<string, unknown>) =>
    ctx.payload.create({
      collection: 'galleries',
      data: { title: slug, slug, view: 'thumbnails', items, _status: 'published', ...(watermark ? { watermark: { custom: true, ...watermark } } : {}) },
      context,
    })

  beforeAll(async () => {
    ctx = await startTestPayload()
    photos = [await upload('one'), await upload('two'), await upload('three')]
  })
  afterAll(async () => ctx?.cleanup())

  it('marks the photos of a watermarked gallery, first gallery by id first, and unmarks them when it no longer applies', async () => {
    const { payload } = ctx
    const plain = await gallery('plain', [photos[0]!.id, photos[1]!.id])
    expect((await mediaById(photos[0]!.id)).watermarkedBy?.gallery ?? null).toBeNull()

    const marked = await gallery('marked', [photos[1]!.id, photos[2]!.id], { type: 'text', text: '© Test' })
    const second = await gallery('marked-too', [photos[2]!.id], { type: 'text', text: 'Other' })
    const one = await mediaById(photos[1]!.id)
    expect(one.watermarkedBy).toMatchObject({ gallery: marked.id, fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/) })
    expect((await mediaById(photos[2]!.id)).watermarkedBy?.gallery).toBe(marked.id)
    expect((await mediaById(photos[0]!.id)).watermarkedBy?.gallery ?? null).toBeNull()

    // A changed setting gives a new fingerprint on every photo it marks.
    await payload.update({ collection: 'galleries', id: marked.id, data: { watermark: { custom: true, type: 'text', text: '© Changed' } }, context })
    const changed = await mediaById(photos[1]!.id)
    expect(changed.watermarkedBy?.fingerprint).not.toBe(one.watermarkedBy?.fingerprint)

    // Unpublished: the next watermarked gallery takes over; with none left the mark goes.
    await payload.update({ collection: 'galleries', id: marked.id, data: { _status: 'draft' }, context })
    expect((await mediaById(photos[1]!.id)).watermarkedBy?.gallery ?? null).toBeNull()
    expect((await mediaById(photos[2]!.id)).watermarkedBy?.gallery).toBe(second.id)
    await payload.delete({ collection: 'galleries', id: second.id, context })
    expect((await mediaById(photos[2]!.id)).watermarkedBy?.gallery ?? null).toBeNull()
    await payload.delete({ collection: 'galleries', id: marked.id, context })
    await payload.delete({ collection: 'galleries', id: plain.id, context })
  })

  it('follows the site-wide default until a gallery chooses its own', async () => {
    const { payload } = ctx
    const following = await gallery('following', [photos[0]!.id])
    await payload.updateGlobal({ slug: 'gallery-settings', data: { watermark: { type: 'text', text: 'Site mark' } }, context })
    expect((await mediaById(photos[0]!.id)).watermarkedBy?.gallery).toBe(following.id)
    await payload.updateGlobal({ slug: 'gallery-settings', data: { watermark: { type: 'none' } }, context })
    expect((await mediaById(photos[0]!.id)).watermarkedBy?.gallery ?? null).toBeNull()
    await payload.delete({ collection: 'galleries', id: following.id, context })
  })

  it('serves visitors only the web sizes of unmarked photos: never an original, never a marked photo’s plain file', async () => {
    const { payload } = ctx
    // Both photos in a plain published gallery; the second in a watermarked one too.
    const plain = await gallery('plain-files', [photos[0]!.id, photos[1]!.id])
    const marked = await gallery('files', [photos[1]!.id], { type: 'text', text: '© Files' })
    const open = await mediaById(photos[0]!.id)
    const closed = await mediaById(photos[1]!.id)
    expect(await visitorMayFetch(payload, open.sizes!.w640!.filename!)).toBe(true)
    expect(await visitorMayFetch(payload, open.filename!)).toBe(false)
    expect(await visitorMayFetch(payload, closed.sizes!.w640!.filename!)).toBe(false)
    expect(await visitorMayFetch(payload, closed.filename!)).toBe(false)
    await payload.delete({ collection: 'galleries', id: marked.id, context })
    expect(await visitorMayFetch(payload, closed.sizes!.w640!.filename!)).toBe(true)
    // Shown by nothing published, a photo's files are nobody's.
    await payload.delete({ collection: 'galleries', id: plain.id, context })
    expect(await visitorMayFetch(payload, open.sizes!.w640!.filename!)).toBe(false)
  })

  it('removes the burned files of a watermark that is no longer current', async () => {
    const { payload } = ctx
    const marked = await gallery('stale', [photos[2]!.id], { type: 'text', text: 'Old' })
    const old = (await mediaById(photos[2]!.id)).watermarkedBy!.fingerprint!
    const oldFolder = path.join(watermarkRoot(), String(marked.id), old)
    fs.mkdirSync(oldFolder, { recursive: true })
    fs.writeFileSync(path.join(oldFolder, 'x-w640.webp'), 'burned')
    await payload.update({ collection: 'galleries', id: marked.id, data: { watermark: { custom: true, type: 'text', text: 'New' } }, context })
    expect(fs.existsSync(oldFolder)).toBe(false)
    const current = (await mediaById(photos[2]!.id)).watermarkedBy!.fingerprint!
    expect(current).not.toBe(old)
    expect((await syncWatermarks(payload)).updated).toEqual([])
    await payload.delete({ collection: 'galleries', id: marked.id, context })
  })

  it('burns copies only for the current watermark and the gallery’s own photos; a new watermark’s small sizes ahead', async () => {
    const { payload } = ctx
    const marked = await gallery('copies', [photos[0]!.id], { type: 'text', text: 'Copies' })
    const ref = (await mediaById(photos[0]!.id)).watermarkedBy as { gallery: number; fingerprint: string }
    expect((await syncWatermarks(payload)).fresh).toEqual([ref])
    const own = await mediaById(photos[0]!.id)
    const foreign = await mediaById(photos[2]!.id)
    expect(await ensureWatermarkedCopy(payload, { ...ref, fingerprint: '0000000000000000' }, own.sizes!.w640!.filename!)).toBeNull()
    expect(await ensureWatermarkedCopy(payload, ref, foreign.sizes!.w640!.filename!)).toBeNull()
    expect(await ensureWatermarkedCopy(payload, ref, own.filename!)).toBeNull()
    expect(await warmWatermarkedCopies(payload, [ref])).toBe(2)
    for (const size of ['w320', 'w640'] as const) expect(fs.existsSync(watermarkedFile(ref, own.sizes![size]!.filename!)!)).toBe(true)
    expect(fs.existsSync(watermarkedFile(ref, own.sizes!.w1280!.filename!)!)).toBe(false)
    expect((await syncWatermarks(payload)).fresh).toEqual([])
    await payload.delete({ collection: 'galleries', id: marked.id, context })
  })

  describe('burning', () => {
    let source: string
    const spec = (overrides: Partial<WatermarkSpec>) => ({ type: 'text', text: '© Atrium', fontSize: 48, opacity: 80, position: 'bottom-right', ...overrides }) as WatermarkSpec

    beforeAll(async () => {
      const media = await mediaById(photos[0]!.id)
      source = path.join(ctx.dataDir, 'media', media.sizes!.w1280!.filename!)
    })

    it('draws a text mark in the chosen corner and leaves the rest of the photo alone', async () => {
      const burned = await burnWatermark(source, spec({}), null)
      const { width, height, format } = await sharp(burned).metadata()
      expect({ width, height, format }).toEqual({ width: 1280, height: 800, format: 'webp' })
      const corner = { left: 1280 - 300, top: 800 - 80, width: 270, height: 60 }
      const opposite = { left: 30, top: 20, width: 270, height: 60 }
      expect(await regionDifference(source, burned, corner)).toBeGreaterThan(8)
      expect(await regionDifference(source, burned, opposite)).toBeLessThan(3)
      const topLeft = await burnWatermark(source, spec({ position: 'top-left' }), null)
      expect(await regionDifference(source, topLeft, opposite)).toBeGreaterThan(8)
    })

    it('an invisible mark (opacity 0) changes nothing visible', async () => {
      const burned = await burnWatermark(source, spec({ opacity: 0 }), null)
      expect(await regionDifference(source, burned, { left: 900, top: 700, width: 350, height: 90 })).toBeLessThan(3)
    })

    it('draws an image mark from the stored watermark image, scaled to the photo', async () => {
      const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 1 } } }).png().toBuffer()
      const logoFile = path.join(ctx.dataDir, 'logo.png')
      fs.writeFileSync(logoFile, logo)
      const burned = await burnWatermark(source, spec({ type: 'image', imageFile: 'logo.png', width: 200, height: 100, opacity: 100, position: 'center' } as Partial<WatermarkSpec>), logoFile)
      // 200×100 at the 1280-px reference, so 200×100 here, centred: pure red in the middle.
      const { data } = await sharp(burned).extract({ left: 630, top: 390, width: 20, height: 20 }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      expect(data[0]).toBeGreaterThan(180)
      expect(data[1]).toBeLessThan(40)
      expect(await regionDifference(source, burned, { left: 20, top: 20, width: 200, height: 100 })).toBeLessThan(3)
    })

    it('resolves a gallery’s watermark from its own settings, an image one through the stored file', async () => {
      const { payload } = ctx
      const logo = await upload('logo')
      const settings = await payload.findGlobal({ slug: 'gallery-settings', depth: 0 })
      const resolved = await galleryWatermark(payload, { id: 9, watermark: { custom: true, type: 'image', image: logo.id } }, settings)
      expect(resolved?.spec).toMatchObject({ type: 'image', imageFile: logo.sizes!.w640!.filename })
      expect(resolved?.ref.gallery).toBe(9)
      expect(await galleryWatermark(payload, { id: 9, watermark: { custom: true, type: 'text', text: '   ' } }, settings)).toBeNull()
    })
  })
})
