import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { jpegWithGps } from '../fixtures/images'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

const context = { disableRevalidate: true }
const CLIP = fs.readFileSync(new URL('../../src/seed/assets/brand-motion.webm', import.meta.url))
const CLIP_MP4 = fs.readFileSync(new URL('../../src/seed/assets/brand-motion.mp4', import.meta.url))

/**
 * Page-builder content that lives in its own collections or needs server rules: video files for
 * sliders and section backgrounds, sliders' and sections' stored options, and the portfolio with
 * the masonry grid's load-more reads.
 */
describe(`page blocks: video files, sliders, sections and the portfolio (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let photo: number

  beforeAll(async () => {
    ctx = await startTestPayload()
    const image = await jpegWithGps()
    photo = (await ctx.payload.create({ collection: 'media', data: { alt: 'A still', kind: 'image' }, file: { data: image, name: 'still.jpg', mimetype: 'image/jpeg', size: image.byteLength }, context })).id
  })
  afterAll(async () => ctx?.cleanup())

  // Data as an editor would send it: fields with defaults left out (the generated types want them all).
  const uploadVideo = (data: Buffer, name: string, mimetype: string) =>
    ctx.payload.create({ collection: 'videos', data: { title: 'Clip', poster: photo } as never, file: { data, name, mimetype, size: data.byteLength }, context })
  const createPage = (data: Record<string, unknown>) => ctx.payload.create({ collection: 'pages', data: data as never, context })

  it('refuses a page address that one of the site’s own routes uses, and stores nothing', async () => {
    for (const slug of ['cart', 'checkout', 'preview']) {
      const refused = await createPage({ title: `Shadowed ${slug}`, slug, _status: 'published' }).then(
        () => null,
        (caught: Error) => caught,
      )
      expect(JSON.stringify((refused as unknown as { data?: unknown })?.data)).toMatch(/an address the site uses itself/)
      expect((await ctx.payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 0 })).totalDocs).toBe(0)
    }
    // A slug that merely starts like one is the editor's to use.
    expect((await createPage({ title: 'Cartography', slug: 'cartography', _status: 'published' })).slug).toBe('cartography')
  })

  it('stores WebM and MP4 clips under generated names, by their real type', async () => {
    const webm = await uploadVideo(CLIP, '../../etc/passwd.webm', 'video/webm')
    expect(webm.filename).toMatch(/^clip-[0-9a-f-]{12}\.webm$/)
    expect(webm.mimeType).toBe('video/webm')
    expect(fs.existsSync(path.join(ctx.dataDir, 'videos', webm.filename!))).toBe(true)
    // A real MP4 sent with a wrong type is stored as what it is.
    const mp4 = await uploadVideo(CLIP_MP4, 'clip.webm', 'video/webm')
    expect(mp4.mimeType).toBe('video/mp4')
    expect(mp4.filename).toMatch(/\.mp4$/)
    expect(webm).toMatchObject({ width: 1920, height: 1080 })
  })

  it('refuses anything that is not a video, whatever its name says, and stores nothing', async () => {
    const before = (await ctx.payload.count({ collection: 'videos' })).totalDocs
    const files = fs.readdirSync(path.join(ctx.dataDir, 'videos')).length
    for (const [data, name] of [[Buffer.from('<html><script>alert(1)</script></html>'), 'clip.mp4'], [await jpegWithGps(), 'clip.webm']] as const) {
      const error = await uploadVideo(data, name, 'video/mp4').then(
        () => null,
        (caught: { status?: number; message?: string }) => caught,
      )
      expect(error?.status).toBe(415)
      expect(error?.message).toMatch(/not a supported video/)
    }
    expect((await ctx.payload.count({ collection: 'videos' })).totalDocs).toBe(before)
    expect(fs.readdirSync(path.join(ctx.dataDir, 'videos')).length).toBe(files)
  })

  it('keeps a slider’s options and slides, and asks for what each kind of slide needs', async () => {
    const clip = await uploadVideo(CLIP, 'clip.webm', 'video/webm')
    const page = await createPage({
        title: 'Slides',
        slug: 'slides',
        _status: 'published',
        layout: [
          {
            blockType: 'slider',
            size: 'fullscreen',
            animation: 'fade',
            autoplayStop: 'last',
            slides: [
              { kind: 'image', image: photo, heading: 'One' },
              { kind: 'video', videoFiles: [clip.id], loopVideo: true },
            ],
          },
        ],
    })
    const slider = page.layout![0] as Extract<NonNullable<typeof page.layout>[number], { blockType: 'slider' }>
    // The old theme's defaults where the editor set nothing.
    expect(slider).toMatchObject({ speed: 900, interval: 5, autoplay: true, pauseOnHover: true, loop: true, animation: 'fade', autoplayStop: 'last' })
    expect(slider.slides?.[1]).toMatchObject({ kind: 'video', loopVideo: true })
    const missing = await createPage({ title: 'Bad slides', slug: 'bad-slides', _status: 'published', layout: [{ blockType: 'slider', slides: [{ kind: 'image' }, { kind: 'video' }] }] })
      .then(
        () => null,
        (caught: Error) => caught,
      )
    expect(missing?.message).toMatch(/invalid/)
    expect(JSON.stringify((missing as unknown as { data?: unknown })?.data)).toMatch(/Choose the picture of this slide\..*Choose the video file of this slide\./)
  })

  it('keeps a section’s background and the blocks inside it', async () => {
    const clip = await uploadVideo(CLIP, 'clip.webm', 'video/webm')
    const page = await createPage({
        title: 'Band',
        slug: 'band',
        _status: 'published',
        layout: [
          {
            blockType: 'section',
            label: 'Why us',
            background: 'video',
            colour: 'dark',
            image: photo,
            video: { source: 'file', files: [clip.id] },
            content: [{ blockType: 'callToAction', heading: 'Talk to us', links: [{ link: { type: 'custom', url: '/contact', label: 'Contact' } }] }],
          },
        ],
    })
    const section = page.layout![0] as Extract<NonNullable<typeof page.layout>[number], { blockType: 'section' }>
    expect(section).toMatchObject({ anchor: 'why-us', background: 'video', colour: 'dark', height: 'auto' })
    expect(section.content?.[0]).toMatchObject({ blockType: 'callToAction', heading: 'Talk to us' })
    const noPicture = await createPage({ title: 'Bare', slug: 'bare', _status: 'published', layout: [{ blockType: 'section', background: 'image', content: [{ blockType: 'richText', content: { root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } } }] }] })
      .then(
        () => null,
        (caught: Error) => caught,
      )
    expect(JSON.stringify((noPicture as unknown as { data?: unknown })?.data)).toMatch(/Choose the background picture\./)
  })

  it('keeps the longest quote’s height for testimonials unless the editor picks adaptive, and refuses other values', async () => {
    const items = [{ quote: 'Short.', name: 'A' }, { quote: 'A much longer quote than the first one.', name: 'B' }]
    type Testimonials = Extract<NonNullable<Awaited<ReturnType<typeof createPage>>['layout']>[number], { blockType: 'testimonials' }>
    const plain = await createPage({ title: 'Quotes', slug: 'quotes', _status: 'published', layout: [{ blockType: 'testimonials', items }] })
    expect(plain.layout![0] as Testimonials).toMatchObject({ height: 'tallest', autoplay: true, interval: 5000, speed: 500 })
    const adaptive = await createPage({ title: 'Quotes that adapt', slug: 'quotes-adapt', _status: 'published', layout: [{ blockType: 'testimonials', height: 'adaptive', items }] })
    const read = await ctx.payload.findByID({ collection: 'pages', id: adaptive.id, depth: 0 })
    expect((read.layout![0] as Testimonials).height).toBe('adaptive')
    const odd = await createPage({ title: 'Odd', slug: 'quotes-odd', _status: 'published', layout: [{ blockType: 'testimonials', height: 'bouncy', items }] }).then(
      () => null,
      (caught: Error) => caught,
    )
    expect(odd?.message).toMatch(/invalid/)
    expect((await ctx.payload.find({ collection: 'pages', where: { slug: { equals: 'quotes-odd' } } })).totalDocs).toBe(0)
  })

  describe('portfolio', () => {
    let ids: number[] = []
    beforeAll(async () => {
      const [payrollCategory, hrCategory] = await Promise.all(
        ['Payroll', 'HR'].map((name) => ctx.payload.create({ collection: 'portfolio-categories', data: { name } as never, context })),
      )
      ids = []
      // Ten published items a month apart (newest: index 0), every third in HR, plus a draft.
      for (let index = 0; index < 10; index++) {
        const item = await ctx.payload.create({
          collection: 'portfolio',
          data: {
            title: `Story ${index}`,
            date: new Date(Date.UTC(2026, 9 - index, 1)).toISOString(),
            categories: [index % 3 === 0 ? hrCategory!.id : payrollCategory!.id],
            image: photo,
            summary: `Summary ${index}`,
            _status: 'published',
          } as never,
          context,
        })
        ids.push(item.id)
      }
      await ctx.payload.create({ collection: 'portfolio', data: { title: 'Unpublished', date: new Date().toISOString(), image: photo, summary: 'Draft', _status: 'draft' } as never, draft: true, context })
    })

    const read = async (query: Parameters<typeof import('@/site/data/portfolio').listPortfolio>[0]) => {
      const { listPortfolio } = await import('@/site/data/portfolio')
      return listPortfolio(query)
    }

    it('fills the slug from the title and keeps addresses the site uses for itself', async () => {
      const first = await ctx.payload.findByID({ collection: 'portfolio', id: ids[0]!, depth: 0 })
      expect(first.slug).toBe('story-0')
      const reserved = await ctx.payload
        .create({ collection: 'portfolio', data: { title: 'Items', slug: 'items', date: new Date().toISOString(), image: photo, summary: 'x', _status: 'published' }, context })
        .then(
          () => null,
          (caught: Error) => caught,
        )
      expect(JSON.stringify((reserved as unknown as { data?: unknown })?.data)).toMatch(/an address the site uses itself/)
    })

    it('reads published items newest first, never a draft, with only public fields', async () => {
      const { items, hasMore } = await read({ limit: 4 })
      expect(items.map((item) => item.title)).toEqual(['Story 0', 'Story 1', 'Story 2', 'Story 3'])
      expect(hasMore).toBe(true)
      expect(items[0]).toMatchObject({ slug: 'story-0', href: '/portfolio/story-0', summary: 'Summary 0', date: 'October 2026', categories: [{ slug: 'hr', name: 'HR' }] })
      expect(Object.keys(items[0]!.image!).sort()).toEqual(['alt', 'height', 'placeholder', 'sources', 'width'])
      const all = await read({ limit: 24 })
      expect(all.items).toHaveLength(10)
      expect(all.hasMore).toBe(false)
    })

    it('loads more after what the visitor has: by the ids it lists, else by how many it has, within a category', async () => {
      const first = await read({ limit: 3 })
      const next = await read({ limit: 3, offset: 3, excludeIds: first.items.map((item) => item.id) })
      expect(next.items.map((item) => item.title)).toEqual(['Story 3', 'Story 4', 'Story 5'])
      const byCount = await read({ limit: 3, offset: 3 })
      expect(byCount.items.map((item) => item.title)).toEqual(['Story 3', 'Story 4', 'Story 5'])
      const hr = await read({ categories: ['hr'], limit: 2 })
      expect(hr.items.map((item) => item.title)).toEqual(['Story 0', 'Story 3'])
      const hrMore = await read({ categories: ['hr'], limit: 2, offset: 2, excludeIds: hr.items.map((item) => item.id) })
      expect(hrMore.items.map((item) => item.title)).toEqual(['Story 6', 'Story 9'])
      expect(hrMore.hasMore).toBe(false)
      // Past the end: nothing, and nothing more.
      expect(await read({ limit: 5, offset: 1000 })).toEqual({ items: [], hasMore: false })
    })
  })
})
