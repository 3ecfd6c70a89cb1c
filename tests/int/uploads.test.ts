import fs from 'node:fs'
import path from 'node:path'

import exifr from 'exifr'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { HTML_AS_JPEG, PHP_FILE, SVG_WITH_SCRIPT, hugePngHeader, jpegWithGps } from '../fixtures/images'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

const context = { disableRevalidate: true }
const MAX_BYTES = 2 * 1024 * 1024

describe(`upload checks (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let mediaDir: string

  beforeAll(async () => {
    ctx = await startTestPayload({ MEDIA_MAX_BYTES: String(MAX_BYTES), MEDIA_MAX_PIXELS: '40000000' })
    mediaDir = path.join(ctx.dataDir, 'media')
  })
  afterAll(async () => ctx?.cleanup())

  const upload = (data: Buffer, name: string, mimetype: string) =>
    ctx.payload.create({ collection: 'media', data: { alt: 'Upload under test', kind: 'image' }, file: { data, name, mimetype, size: data.byteLength }, context })

  const filesOnDisk = () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir) : [])

  async function expectRejected(data: Buffer, name: string, mimetype: string, status: number, message: RegExp) {
    const before = { docs: (await ctx.payload.count({ collection: 'media' })).totalDocs, files: filesOnDisk().length }
    let error: { status?: number; message?: string } | undefined
    try {
      await upload(data, name, mimetype)
    } catch (caught) {
      error = caught as typeof error
    }
    expect(error, `${name} should be rejected`).toBeDefined()
    expect(error?.status).toBe(status)
    expect(error?.message).toMatch(message)
    // Nothing stored: no document, no file.
    expect((await ctx.payload.count({ collection: 'media' })).totalDocs).toBe(before.docs)
    expect(filesOnDisk().length).toBe(before.files)
  }

  it('rejects an SVG carrying a script', async () => {
    await expectRejected(SVG_WITH_SCRIPT, 'evil.svg', 'image/svg+xml', 415, /not a supported image/)
  })

  it('rejects HTML dressed up as a JPEG (magic bytes, not the name, decide)', async () => {
    await expectRejected(HTML_AS_JPEG, 'holiday.jpg', 'image/jpeg', 415, /not a supported image/)
  })

  it('rejects a PHP script', async () => {
    await expectRejected(PHP_FILE, 'x.php', 'image/jpeg', 415, /not a supported image/)
  })

  it('rejects a 20,000 × 20,000 PNG from its header, before decoding', async () => {
    const before = process.memoryUsage().rss
    await expectRejected(hugePngHeader(), 'huge.png', 'image/png', 400, /20000 × 20000 pixels.*limit is 40 megapixels/)
    // Decoding would need 1.6 GB; the check reads a few bytes.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024)
  })

  it('rejects a file over the byte limit', async () => {
    const big = Buffer.concat([await jpegWithGps(64, 64), Buffer.alloc(MAX_BYTES + 10)])
    await expectRejected(big, 'big.jpg', 'image/jpeg', 413, /too large.*limit is 2 MB/)
  })

  it('accepts a real photo: generated name, EXIF read, location stripped, derivatives and placeholder made', async () => {
    const doc = await upload(await jpegWithGps(1400, 1000), '../../etc/My Photo.JPG', 'image/jpeg')
    expect(doc.filename).toMatch(/^[0-9a-f]{12}-my-photo\.jpg$/)
    expect(doc.width).toBe(1400)
    expect(doc.height).toBe(1000)
    expect(doc.exif).toMatchObject({ camera: 'Fujifilm X-T5', aperture: 2.8, exposureTime: '1/250 s', iso: 400, focalLength: 35 })
    expect(doc.exif?.gps?.latitude).toBeCloseTo(53.8, 1)
    expect(doc.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(doc.placeholder!.length).toBeLessThan(600)
    expect(doc.sizes?.w320?.width).toBe(320)
    expect(doc.sizes?.w1280?.mimeType).toBe('image/webp')
    expect(doc.sizes?.og).toMatchObject({ width: 1200, height: 630 })
    const stored = fs.readFileSync(path.join(mediaDir, doc.filename!))
    const storedExif = await exifr.parse(stored, { gps: true })
    expect(storedExif?.latitude).toBeUndefined()
    expect(filesOnDisk().every((file) => !file.includes('..'))).toBe(true)
  })
})
