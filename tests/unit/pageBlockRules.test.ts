import { describe, expect, it } from 'vitest'

import { RETINA_ICON_CAP, drawableMarkers, markerIconSize, tileFilter } from '@/blocks/Map/markers'
import { masonryRequest } from '@/blocks/MasonryGrid/request'
import { backgroundPlayerUrl } from '@/blocks/Section/backgroundPlayer'
import { mayOpenInViewer, VIDEO_HOSTS } from '@/blocks/shared/ContentLightbox/candidates'
import { contentItem, preloadAround, VIDEO_PROVIDERS } from '@/blocks/shared/ContentLightbox/items'
import { parseEnv } from '@/lib/env'
import { mapTileLayers, mapTileOrigins } from '@/lib/mapTiles'
import { contentSecurityPolicy } from '@/lib/security/headers'
import { categoriesToRead, parsePortfolioItemsQuery } from '@/site/portfolioQuery'
import { portfolioMonth } from '@/site/portfolioView'
import { EMBED_PROVIDERS } from '@/video/providers'

const parse = (query: string) => parsePortfolioItemsQuery(new URLSearchParams(query))

describe('portfolio load-more query (the masonry grid’s cursor)', () => {
  it('reads a well-formed request, with defaults for what is left out', () => {
    expect(parse('limit=6&offset=6&category=payroll&scope=payroll,hr&exclude=4,9,12')).toEqual({
      ok: true,
      query: { limit: 6, offset: 6, category: 'payroll', scope: ['payroll', 'hr'], exclude: [4, 9, 12] },
    })
    expect(parse('')).toEqual({ ok: true, query: { limit: 24, offset: 0, scope: [], exclude: [] } })
  })

  it('caps the page size, the offset and the ids to skip, with a sentence saying which', () => {
    expect(parse('limit=25')).toEqual({ ok: false, message: 'limit must be between 1 and 24.' })
    expect(parse('limit=0')).toEqual({ ok: false, message: 'limit must be between 1 and 24.' })
    expect(parse('offset=1001')).toEqual({ ok: false, message: 'offset must be between 0 and 1000.' })
    expect(parse('offset=-1')).toEqual({ ok: false, message: 'offset must be a whole number.' })
    expect(parse('limit=1e9')).toEqual({ ok: false, message: 'limit must be a whole number.' })
    expect(parse(`exclude=${Array.from({ length: 201 }, (_, index) => index + 1).join(',')}`)).toMatchObject({ ok: false, message: 'At most 200 ids to skip.' })
  })

  it('refuses hostile and unknown input instead of passing it to a query', () => {
    expect(parse("category=1' OR '1'='1")).toMatchObject({ ok: false })
    expect(parse('exclude=1,2;drop table portfolio')).toMatchObject({ ok: false, message: 'exclude lists item ids.' })
    expect(parse('sort=id')).toEqual({ ok: false, message: 'Unknown parameter "sort".' })
    expect(parse('limit=3&limit=4')).toEqual({ ok: false, message: 'Give "limit" only once.' })
    expect(parse(`category=${'a'.repeat(81)}`)).toMatchObject({ ok: false })
    // A category the block does not show.
    expect(parse('category=benefits&scope=payroll,hr')).toEqual({ ok: false, message: 'This category is not shown here.' })
  })

  it('reads the visitor’s category, else the block’s own categories', () => {
    const query = (text: string) => (parse(text) as { ok: true; query: Parameters<typeof categoriesToRead>[0] }).query
    expect(categoriesToRead(query('category=hr&scope=payroll,hr'))).toEqual(['hr'])
    expect(categoriesToRead(query('scope=payroll,hr'))).toEqual(['payroll', 'hr'])
    expect(categoriesToRead(query(''))).toEqual([])
  })

  it('builds the request the endpoint reads back: what the visitor has, by count and by id', () => {
    const url = masonryRequest('/portfolio/items', { limit: 3, category: 'hr', scope: ['hr', 'payroll'], have: [7, 8] })
    expect(url).toBe('/portfolio/items?limit=3&offset=2&category=hr&scope=hr%2Cpayroll&exclude=7%2C8')
    expect(parse(url.split('?')[1]!)).toEqual({ ok: true, query: { limit: 3, offset: 2, category: 'hr', scope: ['hr', 'payroll'], exclude: [7, 8] } })
    // Past 200 items only the count goes.
    const many = masonryRequest('/portfolio/items', { limit: 3, category: null, scope: [], have: Array.from({ length: 201 }, (_, index) => index + 1) })
    expect(many).toBe('/portfolio/items?limit=3&offset=201')
  })

  it('writes an item’s month for people', () => {
    expect(portfolioMonth('2026-09-01T00:00:00.000Z')).toBe('September 2026')
    expect(portfolioMonth(null)).toBeNull()
    expect(portfolioMonth('not a date')).toBeNull()
  })
})

describe('background video players', () => {
  it('turns a provider’s player into a silent loop without controls', () => {
    const youtube = new URL(backgroundPlayerUrl('youtube', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0')!)
    expect(youtube.origin + youtube.pathname).toBe('https://www.youtube-nocookie.com/embed/abc123')
    expect(Object.fromEntries(youtube.searchParams)).toMatchObject({ autoplay: '1', mute: '1', loop: '1', playlist: 'abc123', controls: '0' })
    const vimeo = new URL(backgroundPlayerUrl('vimeo', 'https://player.vimeo.com/video/76979871?autoplay=1')!)
    expect(Object.fromEntries(vimeo.searchParams)).toMatchObject({ background: '1', muted: '1', loop: '1' })
    expect(backgroundPlayerUrl('dailymotion', 'https://www.dailymotion.com/embed/video/x7')).toBeNull()
  })
})

describe('content viewer links', () => {
  const origin = 'https://atrium.example'
  const link = (href: string, extra: Partial<import('@/blocks/shared/ContentLightbox/items').LinkFacts> = {}) => ({ href, text: 'Watch it', ...extra })

  it('opens our own pictures and YouTube, Vimeo or Dailymotion videos; everything else stays a link', () => {
    expect(contentItem(link('/api/media/file/photo-1-1920.webp', { alt: 'Team day' }), origin)).toMatchObject({ kind: 'image', src: '/api/media/file/photo-1-1920.webp', alt: 'Team day' })
    expect(contentItem(link('/media/watermarked/3/abc/photo-640.webp'), origin)).toMatchObject({ kind: 'image' })
    expect(contentItem(link('/anything', { lightbox: 'image', srcset: '/a.webp 320w', width: '1600', height: '1067' }), origin)).toMatchObject({ kind: 'image', srcSet: '/a.webp 320w', width: 1600, height: 1067 })
    expect(contentItem(link('https://www.youtube.com/watch?v=abc123'), origin)).toEqual({ kind: 'video', playerUrl: 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0', pageUrl: 'https://www.youtube.com/watch?v=abc123', provider: 'YouTube', title: 'Watch it' })
    expect(contentItem(link('https://vimeo.com/76979871'), origin)).toMatchObject({ kind: 'video', provider: 'Vimeo' })
    expect(contentItem(link('https://www.youtube.com/channel/UCx'), origin)).toEqual({ kind: 'missing', pageUrl: 'https://www.youtube.com/channel/UCx', title: 'Watch it' })
    // Another site's picture, our pages, and hostile schemes are links, never the viewer.
    expect(contentItem(link('https://elsewhere.example/photo.jpg'), origin)).toBeNull()
    expect(contentItem(link('/services'), origin)).toBeNull()
    expect(contentItem(link('javascript:alert(1)'), origin)).toBeNull()
    expect(contentItem(link('https://youtube.com.evil.example/watch?v=abc'), origin)).toBeNull()
  })

  it('the light rule on every page opens exactly our pictures and the three providers’ addresses, each with an item', () => {
    const links: [ReturnType<typeof link>, boolean][] = [
      [link('/api/media/file/photo-1-1920.webp'), true],
      [link('/media/watermarked/3/abc/photo-640.webp'), true],
      [link('/anything', { lightbox: 'image' }), true],
      [link('https://www.youtube.com/watch?v=abc123'), true],
      [link('https://youtu.be/abc123'), true],
      [link('https://vimeo.com/76979871'), true],
      [link('https://www.dailymotion.com/video/x7tgad0'), true],
      [link('https://www.youtube.com/channel/UCx'), true],
      [link('https://elsewhere.example/photo.jpg'), false],
      [link('https://elsewhere.example/api/media/file/photo.webp'), false],
      [link('/services'), false],
      [link('/api/media/file/photo.pdf'), false],
      [link('javascript:alert(1)'), false],
      [link('mailto:team@atrium.example'), false],
      [link('https://youtube.com.evil.example/watch?v=abc'), false],
      [link('https://notyoutube.com/watch?v=abc'), false],
      [link('http://['), false],
    ]
    for (const [candidate, opens] of links) {
      expect(mayOpenInViewer(candidate.href, candidate.lightbox, origin), candidate.href).toBe(opens)
      expect(contentItem(candidate, origin) !== null, candidate.href).toBe(opens)
    }
    // The light rule knows the hosts of exactly the providers the viewer plays.
    expect([...VIDEO_HOSTS].sort()).toEqual(VIDEO_PROVIDERS.flatMap((provider) => [...EMBED_PROVIDERS[provider].hosts]).sort())
  })

  it('preloads the next two and none before (the old viewer’s rule)', () => {
    expect(preloadAround(['a', 'b', 'c', 'd'], 1)).toEqual(['c', 'd'])
    expect(preloadAround(['a', 'b', 'c', 'd'], 3)).toEqual([])
  })
})

describe('map markers and tiles', () => {
  it('leaves markers without coordinates off, saying which, and keeps the rest', () => {
    const { markers, skipped } = drawableMarkers(
      [
        { title: 'Leeds', lat: 53.8, lng: -1.55, tooltip: 'always', iconSize: 64 },
        { title: 'Nowhere', lat: null, lng: -1 },
        { title: '', lat: 95, lng: 0 },
        { title: 'Bristol', lat: 51.45, lng: -2.58, address: ' 4 Temple Quay ', tooltip: 'bogus' },
      ],
      (index) => (index === 0 ? '/api/media/file/pin-320.webp' : null),
    )
    expect(markers.map((marker) => marker.title)).toEqual(['Leeds', 'Bristol'])
    expect(markers[0]).toMatchObject({ tooltip: 'always', icon: { url: '/api/media/file/pin-320.webp', size: 64 } })
    expect(markers[1]).toMatchObject({ address: '4 Temple Quay', tooltip: 'click', icon: null })
    expect(skipped).toEqual(['"Nowhere" has no latitude', '"Marker 3" has no latitude'])
  })

  it('caps marker icons at 40 px on high-density screens only', () => {
    expect(markerIconSize(64, 2)).toBe(RETINA_ICON_CAP)
    expect(markerIconSize(32, 3)).toBe(32)
    expect(markerIconSize(64, 1)).toBe(64)
  })

  it('tints tiles by hue and saturation, or not at all', () => {
    expect(tileFilter(0, 0)).toBeNull()
    expect(tileFilter(30, -30)).toBe('hue-rotate(30deg) saturate(0.7)')
    expect(tileFilter(0, -100)).toBe('saturate(0)')
    expect(tileFilter(400, 500)).toBe('hue-rotate(180deg) saturate(2)')
  })

  it('names the tile servers’ origins for the CSP, and only those', () => {
    const env = parseEnv({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', MAP_SATELLITE_TILE_URL: 'https://sat.example:8443/t/{z}/{y}/{x}' })
    expect(mapTileOrigins(env)).toEqual(['https://tiles.example', 'https://sat.example:8443'])
    expect(mapTileLayers(parseEnv({ MAP_SATELLITE_TILE_URL: 'off' })).map((layer) => layer.id)).toEqual(['street'])
    expect(() => parseEnv({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(/MAP_TILE_URL.*must contain \{z\}, \{x\} and \{y\}/)
    expect(() => parseEnv({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(/MAP_TILE_URL/)
    expect(contentSecurityPolicy({ admin: false, production: true, https: true, imageOrigins: mapTileOrigins(env) })).toContain("img-src 'self' data: blob: https://tiles.example https://sat.example:8443;")
  })
})
