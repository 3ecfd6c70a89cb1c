import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makeTestMedia } from '../helpers/testMedia'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'
import { makeZip } from '../helpers/zipWriter'

/** Photos and clips added to a gallery from a ZIP: hostile entries refused by name, the rest kept, IPTC/EXIF words used. */
describe(`adding a ZIP to a gallery (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let zip: typeof import('@/import/zip')
  let galleryId: number

  beforeAll(async () => {
    ctx = await startTestPayload()
    zip = await import('@/import/zip')
    const gallery = await ctx.payload.create({ collection: 'galleries', data: { title: 'From a ZIP', slug: 'from-a-zip', _status: 'published' } as never, context: { disableRevalidate: true } })
    galleryId = gallery.id
  })

  afterAll(async () => {
    await ctx?.cleanup()
  })

  it('refuses names that leave the archive, whatever the separator', () => {
    expect(zip.entryNameProblem('photos/a.jpg')).toBeNull()
    expect(zip.entryNameProblem('../a.jpg')).toMatch(/outside/)
    expect(zip.entryNameProblem('photos\\..\\..\\a.jpg')).toMatch(/outside/)
    expect(zip.entryNameProblem('/etc/passwd')).toMatch(/absolute/)
    expect(zip.entryNameProblem('C:\\x.jpg')).toMatch(/absolute/)
  })

  it('keeps pictures and clips, lists every refused entry by name, and appends to the gallery', async () => {
    const described = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#15803d' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'The team at the river clean-up', Artist: 'Jo Bloggs' } })
      .toBuffer()
    const plain = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b45309' } }).png().toBuffer()
    const tone = fs.readFileSync(makeTestMedia(path.join(os.tmpdir(), 'atrium-test-media')).mp3)
    const archive = makeZip([
      { name: 'day-one/river-clean-up.jpg', data: described },
      { name: 'day-one/harbour_at_dusk.png', data: plain, deflate: true },
      { name: 'day-one/jingle.mp3', data: tone },
      { name: '../escape.jpg', data: plain },
      { name: 'link-to-passwd.jpg', data: Buffer.from('/etc/passwd'), symlink: true },
      { name: 'inner.zip', data: makeZip([{ name: 'x.jpg', data: plain }]) },
      { name: 'notes.txt', data: Buffer.from('hello') },
      { name: 'bomb.jpg', data: Buffer.alloc(5 * 1024 * 1024), deflate: true },
      { name: '__MACOSX/._river-clean-up.jpg', data: Buffer.from('resource fork') },
    ])
    const progress: string[] = []
    const report = await zip.addFilesToGallery(ctx.payload, galleryId, [{ name: 'summer.zip', data: archive }, { name: 'loose.png', data: plain }], (done, total) => progress.push(`${done}/${total}`))
    expect(report.added).toBe(4)
    // Told before the first file is stored and after each one, up to all of them.
    const total = Number(progress[0]!.split('/')[1])
    expect(progress).toEqual(Array.from({ length: total + 1 }, (_, done) => `${done}/${total}`))
    expect(report.failures).toEqual([
      { file: 'summer.zip: ../escape.jpg', reason: 'its path leads outside the archive' },
      { file: 'summer.zip: link-to-passwd.jpg', reason: 'it is a link, not a file' },
      { file: 'summer.zip: bomb.jpg', reason: 'it is compressed suspiciously well (a ZIP bomb?)' },
      { file: 'inner.zip', reason: 'archives inside archives are not opened' },
      { file: 'notes.txt', reason: 'it is not a picture (JPEG, PNG, WebP, AVIF, GIF) or a clip (MP4, WebM, MP3, M4A, Ogg)' },
    ])
    const gallery = await ctx.payload.findByID({ collection: 'galleries', id: galleryId, depth: 1 })
    const items = (gallery.items ?? []).filter((item) => typeof item === 'object')
    expect(items.map((item) => [item.title, item.kind])).toEqual([
      // No IPTC title in this one: the file's name, tidied.
      ['river clean up', 'image'],
      ['harbour at dusk', 'image'],
      ['jingle', 'clip'],
      ['loose', 'image'],
    ])
    const first = items[0]!
    expect(first.alt).toBe('The team at the river clean-up')
    expect(first.caption).toBe('The team at the river clean-up')
    expect(first.credit).toBe('Jo Bloggs')
  }, 60_000)
})
