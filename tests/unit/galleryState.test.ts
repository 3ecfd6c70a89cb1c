import { describe, expect, it } from 'vitest'

import { makeGalleryHref, pageWindow, photoQueryString } from '@/gallery/browser/hrefs'
import { tagCaption } from '@/gallery/browser/TagFilter.client'
import { pickMessages } from '@/lib/messages'
import { TAG_FILTER_MESSAGES } from '@/lib/messageTemplates'
import { themeStyle } from '@/gallery/browser/theme'
import type { GalleryPhoto } from '@/gallery/data/types'
import { EMPTY_QUERY, galleryQueryEntries, normaliseStateParams, parseGalleryQuery, splitStateKey } from '@/gallery/state/query'
import { decodeStateSegment, encodeStateSegment, splitStateFromSegments } from '@/gallery/state/segment'
import { matchesSearch, selectPhotos, sortPhotos } from '@/gallery/state/select'
import { photoTarget } from '@/gallery/views/photoTarget'
import { BLURRED_PREVIEWS, previewFor } from '@/gallery/views/shared/previews'
import { toSlides } from '@/gallery/views/slides'
import { shuffle } from '@/lib/random'

const parse = (query: string, prefix = '') => {
  const result = parseGalleryQuery(new URLSearchParams(query), prefix)
  if (!result.ok) throw new Error(result.message)
  return result.query
}

function photo(id: number, title: string, extra: Partial<GalleryPhoto> = {}): GalleryPhoto {
  return {
    id,
    legacyId: null,
    title,
    alt: `${title} alt`,
    description: null,
    credit: null,
    width: 1600,
    height: 1067,
    placeholder: null,
    sources: [{ url: `/api/media/file/${id}.webp`, width: 320, height: 213 }],
    ogImage: null,
    kind: 'image',
    embed: null,
    clip: null,
    tags: [],
    exif: null,
    linkUrl: null,
    date: null,
    filename: `${id}.jpg`,
    ...extra,
  }
}

const tag = (slug: string) => ({ id: slug.length, slug, name: slug[0]!.toUpperCase() + slug.slice(1) })

describe('gallery query', () => {
  it('reads every parameter and keeps valid values', () => {
    expect(parse('page=3&q=  Team   lunch &tag=events,team&sort=title&dir=desc&view=mosaic')).toEqual({
      page: 3,
      q: 'Team lunch',
      tags: ['events', 'team'],
      sort: 'title',
      dir: 'desc',
      view: 'mosaic',
      seed: null,
    })
  })

  it('falls back to the default for junk instead of failing', () => {
    expect(parse('page=abc&sort=price&dir=up&view=flash&tag=Bad!,ok,,%3Cscript%3E')).toEqual({ ...EMPTY_QUERY, tags: ['ok'] })
    expect(parse('page=0').page).toBe(1)
    expect(parse('page=-2').page).toBe(1)
    expect(parse('page=1e3').page).toBe(1)
    expect(parse('page=99999999999').page).toBe(1)
  })

  it('keeps a seed only for the random order', () => {
    expect(parse('sort=random&seed=12').seed).toBe(12)
    expect(parse('sort=title&seed=42').seed).toBeNull()
    expect(parse('sort=random&seed=x').seed).toBeNull()
  })

  it('refuses absurd lengths with a message a person understands', () => {
    const long = parseGalleryQuery(new URLSearchParams({ q: 'a'.repeat(101) }))
    expect(long).toEqual({ ok: false, message: 'A search can be at most 100 characters long.' })
    expect(parseGalleryQuery(new URLSearchParams({ sort: 'x'.repeat(2000) })).ok).toBe(false)
    const manyTags = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',')
    expect(parseGalleryQuery(new URLSearchParams({ tag: manyTags }))).toEqual({ ok: false, message: 'At most 20 tags can be chosen at once.' })
    expect(parseGalleryQuery(new URLSearchParams({ q: 'a'.repeat(100) })).ok).toBe(true)
  })

  it('reads repeated tag fields from a form as one list', () => {
    expect(parse('tag=team&tag=events').tags).toEqual(['events', 'team'])
  })

  it('keeps galleries on one page apart by prefix', () => {
    const params = 'page=2&g1-page=3&g2-sort=title&g2-q=desk'
    expect(parse(params).page).toBe(2)
    expect(parse(params, 'g1')).toMatchObject({ page: 3, sort: null })
    expect(parse(params, 'g2')).toMatchObject({ page: 1, sort: 'title', q: 'desk' })
    expect(splitStateKey('g12-dir')).toEqual({ prefix: 'g12', key: 'dir' })
    expect(splitStateKey('utm_source')).toBeNull()
    expect(splitStateKey('x-page')).toBeNull()
  })

  it('writes state back without defaults, in a fixed order', () => {
    expect(galleryQueryEntries({ ...EMPTY_QUERY, page: 2, sort: 'random', seed: 7, q: 'a b' }, 'g1')).toEqual([
      ['g1-q', 'a b'],
      ['g1-sort', 'random'],
      ['g1-seed', '7'],
      ['g1-page', '2'],
    ])
    expect(galleryQueryEntries(EMPTY_QUERY)).toEqual([])
  })

  it('normalises a whole address: unknown parameters dropped, same state same string, missing seeds reported', () => {
    const a = normaliseStateParams(new URLSearchParams('utm_source=x&dir=desc&page=2&_rsc=abc'))
    const b = normaliseStateParams(new URLSearchParams('page=2&dir=desc'))
    expect(a).toEqual({ ok: true, canonical: 'dir=desc&page=2', needsSeed: [] })
    expect(b).toEqual(a)
    expect(normaliseStateParams(new URLSearchParams('g2-sort=random'))).toEqual({ ok: true, canonical: 'g2-sort=random', needsSeed: ['g2'] })
    expect(normaliseStateParams(new URLSearchParams('page=1&sort=nonsense'))).toEqual({ ok: true, canonical: '', needsSeed: [] })
    expect(normaliseStateParams(new URLSearchParams({ g1q: 'x', 'g1-q': 'z'.repeat(500) })).ok).toBe(false)
  })
})

describe('state segment', () => {
  it('round-trips any state, including non-ASCII searches', () => {
    const state = 'q=caf%C3%A9+%26+co&tag=events&page=2'
    const segment = encodeStateSegment(state)
    expect(segment).toMatch(/^~[A-Za-z0-9_-]+$/)
    expect(decodeStateSegment(segment)!.get('q')).toBe('café & co')
    expect(splitStateFromSegments(['about', segment])).toEqual({ path: ['about'], state: new URLSearchParams(state) })
  })

  it('treats anything else as no state, and a broken segment as an error', () => {
    expect(splitStateFromSegments(['about']).state!.size).toBe(0)
    expect(splitStateFromSegments(['~%%%']).state).toBeNull()
    expect(decodeStateSegment('~!!')).toBeNull()
    expect(decodeStateSegment('page=2')).toBeNull()
  })
})

describe('selecting photos', () => {
  const photos = [
    photo(1, 'Team lunch', { tags: [tag('team')], date: '2025-03-01', filename: 'b.jpg' }),
    photo(2, 'Awards night', { tags: [tag('events')], description: 'On stage in Leeds', date: '2025-01-01', filename: 'c.jpg' }),
    photo(3, 'Café opening', { tags: [tag('team'), tag('events')], date: '2025-02-01', filename: 'a.jpg' }),
    photo(4, 'Desk 10', { date: null, filename: 'd10.jpg' }),
    photo(5, 'Desk 9', { filename: 'd9.jpg' }),
  ]
  const options = { perPage: 2, paging: 'pagination' as const, defaultSort: 'order' as const, defaultDir: 'asc' as const }
  const ids = (list: GalleryPhoto[]) => list.map((p) => p.id)

  it('searches title, description, alt text and tags, every word, ignoring case and accents', () => {
    expect(matchesSearch(photos[2]!, 'cafe')).toBe(true)
    expect(matchesSearch(photos[1]!, 'LEEDS stage')).toBe(true)
    expect(matchesSearch(photos[1]!, 'leeds lunch')).toBe(false)
    expect(matchesSearch(photos[0]!, 'team')).toBe(true)
    expect(matchesSearch(photos[3]!, 'desk alt')).toBe(true)
  })

  it('filters by any chosen tag and ignores tags the gallery does not have', () => {
    const result = selectPhotos(photos, { ...EMPTY_QUERY, tags: ['events', 'nope'] }, { ...options, paging: 'none' })
    expect(ids(result.photos)).toEqual([2, 3])
    expect(result.tags).toEqual(['events'])
    expect(result.availableTags.map((t) => t.slug)).toEqual(['events', 'team'])
  })

  it('applies a block’s fixed tags before anything else', () => {
    const result = selectPhotos(photos, EMPTY_QUERY, { ...options, paging: 'none', fixedTags: ['team'] })
    expect(ids(result.photos)).toEqual([1, 3])
    expect(result.availableTags.map((t) => t.slug)).toEqual(['events', 'team'])
  })

  it('sorts by title (numbers in order), date, file name and the editor’s order, both ways', () => {
    expect(ids(sortPhotos(photos, 'title', 'asc', null))).toEqual([2, 3, 5, 4, 1])
    expect(ids(sortPhotos(photos, 'date', 'asc', null))).toEqual([4, 5, 2, 3, 1])
    expect(ids(sortPhotos(photos, 'filename', 'asc', null))).toEqual([3, 1, 2, 5, 4])
    expect(ids(sortPhotos(photos, 'order', 'desc', null))).toEqual([5, 4, 3, 2, 1])
  })

  it('gives the same random order for the same seed, and a different one for another', () => {
    const many = Array.from({ length: 40 }, (_, i) => i)
    expect(shuffle(many, 7)).toEqual(shuffle(many, 7))
    expect(shuffle(many, 7)).not.toEqual(shuffle(many, 8))
    expect([...shuffle(many, 7)].sort((a, b) => a - b)).toEqual(many)
    // Pages of one random visit never repeat or skip a photo.
    const query = { ...EMPTY_QUERY, sort: 'random' as const, seed: 99 }
    const seen = [1, 2, 3].flatMap((page) => ids(selectPhotos(photos, { ...query, page }, options).photos))
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5])
  })

  it('pages: numbered pages slice, load-more accumulates, a page past the end shows the last', () => {
    expect(selectPhotos(photos, { ...EMPTY_QUERY, page: 2 }, options)).toMatchObject({ page: 2, pageCount: 3, total: 5, pageStart: 0 })
    expect(ids(selectPhotos(photos, { ...EMPTY_QUERY, page: 2 }, options).photos)).toEqual([3, 4])
    const more = selectPhotos(photos, { ...EMPTY_QUERY, page: 2 }, { ...options, paging: 'load-more' })
    expect(ids(more.photos)).toEqual([1, 2, 3, 4])
    expect(more.pageStart).toBe(2)
    // Where the next load-more lands; nothing after the last page, and never for numbered pages.
    expect(more.nextPageFirst?.id).toBe(5)
    expect(selectPhotos(photos, { ...EMPTY_QUERY, page: 3 }, { ...options, paging: 'load-more' }).nextPageFirst).toBeNull()
    expect(selectPhotos(photos, EMPTY_QUERY, options).nextPageFirst).toBeNull()
    expect(selectPhotos(photos, { ...EMPTY_QUERY, page: 40 }, options).page).toBe(3)
    expect(selectPhotos([], EMPTY_QUERY, options)).toMatchObject({ page: 1, pageCount: 1, total: 0 })
  })
})

describe('gallery links', () => {
  it('change one gallery’s state and keep the others on the page', () => {
    const pageState = new URLSearchParams('g1-page=2&g2-q=desk&g2-page=3')
    const href = makeGalleryHref('/about', pageState, 'g2', { ...EMPTY_QUERY, q: 'desk', page: 3 })
    expect(href({ page: 4 })).toBe('/about?g1-page=2&g2-q=desk&g2-page=4')
    expect(href({ q: '', page: 1 })).toBe('/about?g1-page=2')
    expect(href({ page: 4 }, 'g2-photo-9')).toBe('/about?g1-page=2&g2-q=desk&g2-page=4#g2-photo-9')
  })

  it('carry search, tags and order to photo pages but not the page or view', () => {
    expect(photoQueryString({ ...EMPTY_QUERY, page: 4, view: 'mosaic', q: 'desk', tags: ['team'], sort: 'random', seed: 5 })).toBe('q=desk&tag=team&sort=random&seed=5')
  })

  it('number pages with gaps around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12])
  })

  it('caption the tag filter as the old site did', () => {
    const tags = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug, name: slug.toUpperCase() }))
    const messages = pickMessages(TAG_FILTER_MESSAGES)
    expect(tagCaption(tags, [], messages)).toBe('Select Here')
    expect(tagCaption(tags, ['a', 'c'], messages)).toBe('A, C')
    expect(tagCaption(tags, ['a', 'b', 'c', 'd'], messages)).toBe('4 Selected')
    expect(tagCaption(tags, ['a', 'b', 'c', 'd', 'e'], messages)).toBe('5 all selected!')
  })
})

describe('where a click on a photo goes', () => {
  const behaviour = (thumbClickAction: string, linkTarget = 'same') => ({ thumbClickAction, linkTarget }) as Parameters<typeof photoTarget>[2]

  it('opens the photo page with the visitor’s search, tags and order', () => {
    expect(photoTarget(photo(7, 'Seven'), 'team', behaviour('open_lightbox'), 'q=desk&sort=title')).toEqual({ href: '/galleries/team/photos/7?q=desk&sort=title', newTab: false, external: false })
    expect(photoTarget(photo(7, 'Seven'), 'team', behaviour('open_lightbox'))?.href).toBe('/galleries/team/photos/7')
  })

  it('follows the photo’s own link only when it is a safe one, in a new tab when asked', () => {
    const linked = (linkUrl: string) => photo(8, 'Eight', { linkUrl })
    expect(photoTarget(linked('https://partner.example/about'), 'team', behaviour('redirect_to_url', 'new'))).toEqual({ href: 'https://partner.example/about', newTab: true, external: true })
    expect(photoTarget(linked('/services'), 'team', behaviour('redirect_to_url'))).toEqual({ href: '/services', newTab: false, external: true })
    for (const unsafe of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi']) {
      expect(photoTarget(linked(unsafe), 'team', behaviour('redirect_to_url'))?.href, unsafe).toBe('/galleries/team/photos/8')
    }
    expect(photoTarget(photo(9, 'Nine'), 'team', behaviour('redirect_to_url'))?.href).toBe('/galleries/team/photos/9')
  })

  it('goes nowhere when the gallery says so, and slides get the same targets', () => {
    expect(photoTarget(photo(7, 'Seven'), 'team', behaviour('do_nothing'))).toBeNull()
    const view = { gallerySlug: 'team', photoQuery: '', options: { behaviour: behaviour('do_nothing') } } as unknown as Parameters<typeof toSlides>[1]
    expect(toSlides([photo(7, 'Seven')], view)[0]).toMatchObject({ href: null, newTab: false })
  })
})

describe('blurred previews', () => {
  it('go with the first screen of photos only, in the thumbnail views and the slides alike', () => {
    const preview = (id: number) => `data:image/webp;base64,${id}`
    expect(previewFor(preview(1), 0)).toBe(preview(1))
    expect(previewFor(preview(12), BLURRED_PREVIEWS - 1)).toBe(preview(12))
    expect(previewFor(preview(13), BLURRED_PREVIEWS)).toBeNull()
    expect(previewFor(null, 0)).toBeNull()
    const view = { gallerySlug: 'team', photoQuery: '', options: { behaviour: { thumbClickAction: 'open_lightbox', linkTarget: 'same' } } } as unknown as Parameters<typeof toSlides>[1]
    const slides = toSlides(
      Array.from({ length: 20 }, (_, index) => photo(index + 1, `Photo ${index + 1}`, { placeholder: preview(index + 1) })),
      view,
    )
    expect(slides.map((slide) => slide.placeholder !== null)).toEqual(Array.from({ length: 20 }, (_, index) => index < BLURRED_PREVIEWS))
  })
})

describe('custom gallery colours', () => {
  it('become CSS variables only when they are # and six hex digits', () => {
    expect(themeStyle({ name: 'custom', background: '#123456', text: '#FFFFFF', accent: 'red' })).toEqual({ '--gallery-bg': '#123456', '--gallery-ink': '#FFFFFF' })
    expect(themeStyle({ name: 'custom', background: '#123456;}body{display:none' })).toEqual({})
    expect(themeStyle({ name: 'dark', background: '#123456' })).toBeUndefined()
  })
})
