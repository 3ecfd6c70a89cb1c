import { describe, expect, it } from 'vitest'

import { DEMO_GALLERIES, DEMO_VIDEOS } from '@/seed/content'

/** The demo shows what the site does: editors can tell photos apart, visitors meet paging and downloads. */
describe('demo content', () => {
  it('gives every photo a title of its own within its gallery (editors pick photos by title)', () => {
    for (const gallery of [...DEMO_GALLERIES.map((g) => ({ slug: g.slug, titles: g.photos.map((p) => p.title) })), { slug: DEMO_VIDEOS.slug, titles: DEMO_VIDEOS.embeds.map((e) => e.title) }]) {
      const repeated = gallery.titles.filter((title, index) => gallery.titles.indexOf(title) !== index)
      expect(repeated, gallery.slug).toEqual([])
    }
  })

  it('has a gallery longer than a page and one whose photos visitors may download', () => {
    const paged = DEMO_GALLERIES.filter((gallery) => gallery.paging && gallery.photos.length > gallery.paging.perPage)
    expect(paged.map((gallery) => gallery.slug)).not.toEqual([])
    expect(DEMO_GALLERIES.some((gallery) => gallery.downloads)).toBe(true)
  })
})
