import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { cleanJpeg, cleanOriginal, forgetCleanOriginals } from '@/collections/Media/cleanOriginal'

/**
 * Originals a visitor downloads lose what the camera and the owner's software wrote (GPS, the
 * camera's serial, the owner's name, XMP), and keep the picture itself, its colours and its
 * orientation.
 */
const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.0N" exif:GPSLongitude="0,7.5W"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`
const SECRETS = ['Jane Owner', 'SERIAL-0042-XYZ', 'GPSLatitude', '51,30.0N']

async function taggedPhoto(format: 'jpeg' | 'png'): Promise<Buffer> {
  const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 30 } } })
    .withExif({ IFD0: { Artist: 'Jane Owner', Copyright: 'Jane Owner' }, IFD2: { BodySerialNumber: 'SERIAL-0042-XYZ' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .withIccProfile('p3')
  return format === 'jpeg' ? picture.jpeg({ quality: 90 }).toBuffer() : picture.png().toBuffer()
}

const text = (data: Buffer) => data.toString('latin1')

describe('clean originals', () => {
  it('a JPEG keeps its picture bytes, colour profile and orientation, and loses EXIF, GPS, serial, owner and XMP', async () => {
    const original = await taggedPhoto('jpeg')
    for (const secret of SECRETS) expect(text(original)).toContain(secret)
    expect((await sharp(original).metadata()).orientation).toBe(6)
    const clean = await cleanOriginal(original, 'image/jpeg')
    for (const secret of SECRETS) expect(text(clean), secret).not.toContain(secret)
    const meta = await sharp(clean).metadata()
    expect(meta.orientation).toBe(6)
    expect(meta.icc).toBeDefined()
    expect(meta.xmp).toBeUndefined()
    // The same picture, bit for bit: nothing was encoded again.
    const pixels = async (data: Buffer) => sharp(data).raw().toBuffer()
    expect((await pixels(clean)).equals(await pixels(original))).toBe(true)
    expect(original.indexOf(Buffer.from([0xff, 0xda]))).toBeGreaterThan(0)
    expect(clean.subarray(clean.indexOf(Buffer.from([0xff, 0xda])))).toEqual(original.subarray(original.indexOf(Buffer.from([0xff, 0xda]))))
  })

  it('a PNG loses its EXIF and text; other formats are written again without metadata', async () => {
    const png = await taggedPhoto('png')
    const cleanPng = await cleanOriginal(png, 'image/png')
    for (const secret of SECRETS) expect(text(cleanPng), secret).not.toContain(secret)
    expect((await sharp(cleanPng).metadata()).width).toBe(64)

    const webp = await sharp(png).withExif({ IFD0: { Artist: 'Jane Owner' } }).withXmp(XMP).webp().toBuffer()
    expect(text(webp)).toContain('Jane Owner')
    const cleanWebp = await cleanOriginal(webp, 'image/webp')
    for (const secret of SECRETS) expect(text(cleanWebp), secret).not.toContain(secret)
  })

  it('what is not a JPEG is not read as one', () => {
    expect(cleanJpeg(Buffer.from('not a picture'))).toBeNull()
    expect(cleanJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]))).toBeNull()
  })

  it('a deleted photo’s clean copies go with it, and only its own', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clean-'))
    for (const name of ['12-100-a.jpg', '12-200-b.png', '123-100-c.jpg', '7-1-d.jpg']) fs.writeFileSync(path.join(root, name), 'x')
    await forgetCleanOriginals(12, root)
    expect(fs.readdirSync(root).sort()).toEqual(['123-100-c.jpg', '7-1-d.jpg'])
    fs.rmSync(root, { recursive: true })
  })
})
