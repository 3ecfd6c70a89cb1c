import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

const context = { disableRevalidate: true }

/** A minimal MPEG audio file: an ID3 tag followed by MPEG-1 Layer III frames of silence. */
function tinyMp3(): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00])
  const frame = Buffer.alloc(417)
  frame.set([0xff, 0xfb, 0x90, 0x64])
  return Buffer.concat([id3, frame, frame, frame])
}

describe(`gallery options and slideshow music (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload

  beforeAll(async () => {
    ctx = await startTestPayload()
  })
  afterAll(async () => ctx?.cleanup())

  const uploadAudio = (data: Buffer, name: string, mimetype: string) =>
    ctx.payload.create({ collection: 'audio', data: { title: 'Theme tune' }, file: { data, name, mimetype, size: data.byteLength }, context })

  it('stores a real MP3 under a generated name and links it as a gallery’s slideshow music', async () => {
    const audio = await uploadAudio(tinyMp3(), '../../etc/passwd.mp3', 'audio/mpeg')
    expect(audio.filename).toMatch(/^music-[0-9a-f-]{12}\.mp3$/)
    expect(audio.mimeType).toBe('audio/mpeg')
    expect(fs.existsSync(path.join(ctx.dataDir, 'audio', audio.filename!))).toBe(true)
    const gallery = await ctx.payload.create({
      collection: 'galleries',
      data: { title: 'With music', slug: 'with-music', view: 'slideshow', _status: 'published', slideshow: { custom: true, music: audio.id } },
      context,
    })
    const read = await ctx.payload.findByID({ collection: 'galleries', id: gallery.id, depth: 1, overrideAccess: false })
    expect(read.slideshow?.music).toMatchObject({ id: audio.id, url: expect.stringContaining(`/api/audio/file/${audio.filename}`) })
  })

  it('refuses anything that is not audio, whatever its name says, and stores nothing', async () => {
    const before = (await ctx.payload.count({ collection: 'audio' })).totalDocs
    await expect(uploadAudio(Buffer.from('<script>alert(1)</script>'), 'song.mp3', 'audio/mpeg')).rejects.toMatchObject({
      status: 415,
      message: 'This file is not a supported audio file. Upload an MP3, Ogg, M4A or WAV file.',
    })
    expect((await ctx.payload.count({ collection: 'audio' })).totalDocs).toBe(before)
  })

  it('keeps a gallery block’s own settings, colours and fixed tags on a page', async () => {
    const tag = await ctx.payload.create({ collection: 'tags', data: { name: 'Team', slug: 'team' }, context })
    const gallery = await ctx.payload.create({ collection: 'galleries', data: { title: 'Block source', slug: 'block-source', view: 'thumbnails', _status: 'published' }, context })
    const page = await ctx.payload.create({
      collection: 'pages',
      data: {
        title: 'With a gallery',
        slug: 'with-a-gallery',
        _status: 'published',
        layout: [
          {
            blockType: 'gallery',
            source: { relationTo: 'galleries', value: gallery.id },
            view: 'mosaic',
            tags: [tag.id],
            theme: 'custom',
            colours: { background: '#102030', text: '#ffffff', accent: '#ffcc00' },
            viewOptions: { custom: true, perPage: 8, mosaicDirection: 'vertical' },
            controls: { custom: true, paging: 'load-more', search: false },
          },
        ],
      },
      context,
    })
    const block = page.layout![0] as Extract<NonNullable<typeof page.layout>[number], { blockType: 'gallery' }>
    expect(block.view).toBe('mosaic')
    expect(block.colours).toMatchObject({ background: '#102030' })
    expect(block.viewOptions).toMatchObject({ custom: true, perPage: 8, mosaicDirection: 'vertical' })
    expect(block.controls).toMatchObject({ custom: true, paging: 'load-more', search: false })
  })

  it('rejects a custom colour that is not a hex colour, with a message an editor understands', async () => {
    const gallery = await ctx.payload.create({ collection: 'galleries', data: { title: 'Colours', slug: 'colours', view: 'thumbnails', _status: 'published' }, context })
    await expect(
      ctx.payload.create({
        collection: 'pages',
        data: { title: 'Bad colour', slug: 'bad-colour', _status: 'published', layout: [{ blockType: 'gallery', source: { relationTo: 'galleries', value: gallery.id }, theme: 'custom', colours: { background: 'red;}body{display:none' } }] },
        context,
      }),
    ).rejects.toMatchObject({
      status: 400,
      data: { errors: [expect.objectContaining({ message: 'Use a colour written as # and six hex digits, like #0f766e.' })] },
    })
  })

  it('stores the new site-wide options with the seed’s defaults', async () => {
    const settings = await ctx.payload.findGlobal({ slug: 'gallery-settings' })
    expect(settings.controls).toMatchObject({ search: true, tagFilter: true, sortSelect: true, defaultSort: 'order', defaultDir: 'asc', paging: 'pagination' })
    expect(settings.viewOptions).toMatchObject({ masonryType: 'vertical', mosaicDirection: 'horizontal', mosaicResizable: true, lazyLoad: true })
    expect(settings.slideshow).toMatchObject({ interval: 5, effect: 'fade', effectDuration: 1, filmstripCount: 0 })
  })
})
