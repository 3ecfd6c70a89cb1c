import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openStoredMedia } from '@/collections/Media/files'
import { ensureWatermarkedCopy } from '@/gallery/watermark/copies'
import type { Media } from '@/payload-types'

import { startFakeS3, type FakeS3 } from '../helpers/fakeS3'
import { fileOf, makeTestMedia } from '../helpers/testMedia'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

const context = { disableRevalidate: true }
const BUCKET = 'atrium-media'

async function photoJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#264653"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

/**
 * With S3_BUCKET set, media live in the bucket (here an S3-compatible server on loopback) and
 * nowhere on the app's disk: watermarked copies and downloads must read them from there.
 */
describe(`media in S3-compatible storage (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let s3: FakeS3
  let ctx: TestPayload
  let photo: Media
  let original: Buffer

  beforeAll(async () => {
    s3 = await startFakeS3(BUCKET)
    ctx = await startTestPayload({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    original = await photoJpeg()
    photo = await ctx.payload.create({ collection: 'media', data: { alt: 'Harbour', title: 'The harbour', kind: 'image' }, file: { data: original, mimetype: 'image/jpeg', name: 'harbour.jpg', size: original.byteLength }, context })
  })
  afterAll(async () => {
    await ctx?.cleanup()
    await s3?.close()
  })

  it('keeps the upload and its sizes in the bucket, not on the app’s disk', () => {
    expect(s3.objects.get(photo.filename!)?.body.equals(original)).toBe(true)
    for (const size of Object.values(photo.sizes ?? {})) if (size?.filename) expect(s3.objects.has(size.filename), size.filename).toBe(true)
    expect(fs.existsSync(path.join(ctx.dataDir, 'media', photo.filename!))).toBe(false)
  })

  it('burns a watermarked copy from the photo in the bucket', async () => {
    const gallery = await ctx.payload.create({
      collection: 'galleries',
      data: { title: 'Marked', slug: 'marked', view: 'thumbnails', items: [photo.id], _status: 'published', watermark: { custom: true, type: 'text', text: '© Atrium' } },
      context,
    })
    const media = await ctx.payload.findByID({ collection: 'media', id: photo.id, depth: 0 })
    const ref = media.watermarkedBy as { gallery: number; fingerprint: string }
    expect(ref.gallery).toBe(gallery.id)
    const size = media.sizes!.w640!
    const opened = await ensureWatermarkedCopy(ctx.payload, ref, size.filename!)
    expect(opened).not.toBeNull()
    const copy = Buffer.from(await new Response(opened!.stream).arrayBuffer())
    expect(copy.byteLength).toBe(opened!.length)
    const burned = await sharp(copy).metadata()
    expect({ width: burned.width, height: burned.height }).toEqual({ width: size.width, height: size.height })
    const plain = s3.objects.get(size.filename!)!.body
    expect((await sharp(copy).raw().toBuffer()).equals(await sharp(plain).raw().toBuffer())).toBe(false)
    // Kept in the bucket beside the photos, where every instance finds it, and not on this disk.
    const key = `watermarked/${ref.gallery}/${ref.fingerprint}/${size.filename}`
    expect(s3.objects.get(key)?.body.equals(copy)).toBe(true)
    expect(fs.existsSync(path.join(ctx.dataDir, 'watermarked'))).toBe(false)
    // Asked again, it is read from the bucket, not burned again.
    const reads = s3.requests.length
    const again = await ensureWatermarkedCopy(ctx.payload, ref, size.filename!)
    expect(Buffer.from(await new Response(again!.stream).arrayBuffer()).equals(copy)).toBe(true)
    expect(s3.requests.slice(reads)).toEqual([`GET ${key}`])

    // A changed watermark retires the old copies from the bucket.
    await ctx.payload.update({ collection: 'galleries', id: gallery.id, data: { watermark: { custom: true, type: 'text', text: '© Atrium 2027' } }, context })
    expect(s3.objects.has(key)).toBe(false)
  })

  it('makes a clip’s streams from its original in the bucket and keeps them there, served to every instance', async () => {
    const media = makeTestMedia(path.join(ctx.dataDir, 'clips-source'))
    const clip = await ctx.payload.create({ collection: 'videos', data: { title: 'Bucket clip', width: 480, height: 270 }, file: fileOf(media.mp4, 'video/mp4'), context })
    expect(fs.existsSync(path.join(ctx.dataDir, 'videos', clip.filename!))).toBe(false)
    await ctx.payload.jobs.run({ queue: 'media', limit: 10 })
    const done = await ctx.payload.findByID({ collection: 'videos', id: clip.id, depth: 0 })
    expect(done.stream).toMatchObject({ status: 'ready', rungs: '270' })
    const key = done.filename!.replace(/\.[^.]+$/, '')
    const names = [...s3.objects.keys()].filter((name) => name.startsWith(`streams/${key}/`))
    expect(names).toEqual(expect.arrayContaining([`streams/${key}/master.m3u8`, `streams/${key}/v0/index.m3u8`, `streams/${key}/dash/manifest.mpd`, `streams/${key}/poster.jpg`]))
    // The master playlist went last, after every segment it names.
    const writes = s3.requests.filter((request) => request.startsWith(`PUT streams/${key}/`))
    expect(writes.at(-1)).toMatch(/master\.m3u8$|manifest\.mpd$/)
    expect(fs.existsSync(path.join(ctx.dataDir, 'streams'))).toBe(false)
    const { streamFileRequest } = await import('@/video/streams')
    const master = await streamFileRequest(key, ['master.m3u8'])
    expect(master.status).toBe(200)
    expect(await master.text()).toMatch(/RESOLUTION=480x270/)
    expect((await streamFileRequest(key, ['v9', 'index.m3u8'])).status).toBe(404)
  }, 120_000)

  it('streams an original (what a download sends) from the bucket', async () => {
    const file = await openStoredMedia(ctx.payload, photo.filename)
    expect(file).not.toBeNull()
    expect(file!.length).toBe(original.byteLength)
    expect(Buffer.from(await new Response(file!.stream).arrayBuffer()).equals(original)).toBe(true)
  })

  it('answers no file, rather than failing, for a name it does not store or a file the bucket has lost', async () => {
    expect(await openStoredMedia(ctx.payload, '../secret.jpg')).toBeNull()
    expect(await openStoredMedia(ctx.payload, 'never-uploaded.jpg')).toBeNull()
    s3.objects.delete(photo.filename!)
    expect(await openStoredMedia(ctx.payload, photo.filename)).toBeNull()
  })
})
