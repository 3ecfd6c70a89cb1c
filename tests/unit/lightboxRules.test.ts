import { describe, expect, it } from 'vitest'

import { downloadSize, openingImageWidth, parseLegacyHash, preloadOrder, stripWindow } from '@/gallery/lightbox/rules'
import type { GalleryOptions } from '@/gallery/resolveOptions'
import { embedBox } from '@/gallery/lightbox/plugins/mediaBox'
import type { LightboxSlide } from '@/gallery/lightbox/types'
import { checkSignature, safeFileName, signResource } from '@/lib/security/signedUrl'
import { embedPlayerUrl } from '@/video/providers'

describe('preload order', () => {
  it('alternates after and before the current photo, nearest first', () => {
    expect(preloadOrder(5, 20, 4, false)).toEqual([6, 4, 7, 3])
    expect(preloadOrder(5, 20, 3, false)).toEqual([6, 4, 7])
  })

  it('stops at the ends without loop and wraps with it', () => {
    expect(preloadOrder(0, 10, 3, false)).toEqual([1, 2, 3])
    expect(preloadOrder(0, 10, 3, true)).toEqual([1, 9, 2])
    expect(preloadOrder(9, 10, 2, true)).toEqual([0, 8])
  })

  it('never lists the current photo or one twice, and asks for nothing more than exists', () => {
    expect(preloadOrder(1, 3, 10, true)).toEqual([2, 0])
    expect(preloadOrder(0, 1, 5, true)).toEqual([])
    expect(preloadOrder(3, 8, 0, true)).toEqual([])
  })
})

describe('old deep links', () => {
  it('reads #bwg<gallery>/<image> and nothing else', () => {
    expect(parseLegacyHash('#bwg12/345')).toEqual({ galleryId: 12, imageId: 345 })
    expect(parseLegacyHash('#bwg12/')).toBeNull()
    expect(parseLegacyHash('#content')).toBeNull()
    expect(parseLegacyHash('#bwg1/2/3')).toBeNull()
  })
})

describe('embed box', () => {
  const slide = (provider: { width: number; height: number; instagram: boolean }): LightboxSlide => ({
    id: 1,
    legacyId: null,
    title: 'Clip',
    alt: 'Clip',
    description: null,
    credit: null,
    width: 1280,
    height: 720,
    placeholder: null,
    sources: [{ url: '/a.webp', width: 320, height: 180 }],
    tags: [],
    exif: null,
    embed: { providerLabel: 'YouTube', url: 'https://youtu.be/x', playerUrl: null, ...provider },
    clip: null,
  })

  it('keeps the stored aspect and fits the stage', () => {
    expect(embedBox(slide({ width: 1280, height: 720, instagram: false }), { width: 800, height: 600 })).toEqual({ width: 800, height: 450 })
    expect(embedBox(slide({ width: 1280, height: 720, instagram: false }), { width: 1200, height: 300 })).toEqual({ width: 533, height: 300 })
  })

  it('adds Instagram’s frame: 96 px of height and 16 px of width', () => {
    expect(embedBox(slide({ width: 640, height: 640, instagram: true }), { width: 2000, height: 2000 })).toEqual({ width: 656, height: 736 })
  })
})

describe('embedded players', () => {
  it('builds each provider’s own player address only from its own hosts', () => {
    expect(embedPlayerUrl('youtube', 'https://www.youtube.com/watch?v=abc_DEF-123')).toBe('https://www.youtube-nocookie.com/embed/abc_DEF-123?autoplay=1&rel=0')
    expect(embedPlayerUrl('youtube', 'https://youtu.be/abc123')).toBe('https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0')
    expect(embedPlayerUrl('vimeo', 'https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?autoplay=1')
    expect(embedPlayerUrl('instagram-post', 'https://www.instagram.com/p/Cabc123/')).toBe('https://www.instagram.com/p/Cabc123/embed')
    expect(embedPlayerUrl('youtube', 'https://evil.example/watch?v=abc')).toBeNull()
    expect(embedPlayerUrl('youtube', 'https://www.youtube.com/watch?v=<script>')).toBeNull()
    expect(embedPlayerUrl('imgur', 'https://imgur.com/a/xyz')).toBeNull()
  })
})

describe('signed download links', () => {
  const secret = 'test-secret'
  const expires = 2_000_000_000
  const signature = signResource(secret, 'download:team:5:w2560', expires)

  it('accepts the link it signed until it expires', () => {
    expect(checkSignature(secret, 'download:team:5:w2560', String(expires), signature, (expires - 1) * 1000)).toBe('valid')
    expect(checkSignature(secret, 'download:team:5:w2560', String(expires), signature, (expires + 1) * 1000)).toBe('expired')
  })

  it('refuses another photo, size or expiry, another secret and junk', () => {
    expect(checkSignature(secret, 'download:team:6:w2560', String(expires), signature, 0)).toBe('invalid')
    expect(checkSignature(secret, 'download:team:5:original', String(expires), signature, 0)).toBe('invalid')
    expect(checkSignature(secret, 'download:team:5:w2560', String(expires + 60), signature, 0)).toBe('invalid')
    expect(checkSignature('other', 'download:team:5:w2560', String(expires), signature, 0)).toBe('invalid')
    expect(checkSignature(secret, 'download:team:5:w2560', 'soon', signature, 0)).toBe('invalid')
    expect(checkSignature(secret, 'download:team:5:w2560', String(expires), null, 0)).toBe('invalid')
  })

  it('gives files safe names', () => {
    expect(safeFileName('Café "opening" / night', 'webp')).toBe('cafe-opening-night.webp')
    expect(safeFileName('../../etc/passwd', 'jpg')).toBe('etc-passwd.jpg')
    expect(safeFileName('***', 'png')).toBe('photo.png')
  })
})

describe('what a download gives', () => {
  const media = { filename: 'x.jpg', sizes: { w1280: { filename: 'x-1280.webp' }, w1920: { filename: 'x-1920.webp' } } }
  const options = (behaviour: { downloadOriginal: boolean }, watermark: { type: string; allowOriginalDownload?: boolean }) =>
    ({ behaviour, watermark }) as unknown as Pick<GalleryOptions, 'behaviour' | 'watermark'>

  it('the largest stored web size unless the editor chose originals', () => {
    expect(downloadSize(media, options({ downloadOriginal: false }, { type: 'none' }))).toBe('w1920')
    expect(downloadSize(media, options({ downloadOriginal: true }, { type: 'none' }))).toBe('original')
  })

  it('never the original of a watermarked gallery unless its watermark settings allow it', () => {
    expect(downloadSize(media, options({ downloadOriginal: true }, { type: 'text' }))).toBe('w1920')
    expect(downloadSize(media, options({ downloadOriginal: true }, { type: 'image', allowOriginalDownload: true }))).toBe('original')
  })

  it('never the original of a photo another gallery watermarks, unless this gallery is watermarked and allows it', () => {
    const marked = { ...media, watermarkedBy: { gallery: 7, fingerprint: '0123456789abcdef' } }
    expect(downloadSize(marked, options({ downloadOriginal: true }, { type: 'none' }))).toBe('w1920')
    expect(downloadSize(marked, options({ downloadOriginal: true }, { type: 'text', allowOriginalDownload: true }))).toBe('original')
  })

  it('nothing when no file is stored', () => {
    expect(downloadSize({ filename: null, sizes: {} }, options({ downloadOriginal: true }, { type: 'none' }))).toBeNull()
  })
})

describe('how wide a photo opens', () => {
  const settings = { width: 800, height: 600, openMaximized: false, openFullscreen: false, filmstrip: false, filmstripPosition: 'bottom', filmstripSize: 90 } as const
  const window1280 = { width: 1280, height: 800 }

  it('fits the configured box, keeping the photo’s shape', () => {
    expect(openingImageWidth({ width: 3000, height: 2000 }, window1280, settings)).toBe(800)
    expect(openingImageWidth({ width: 2000, height: 3000 }, window1280, settings)).toBe(400)
  })

  it('never wider than the photo itself or the window', () => {
    expect(openingImageWidth({ width: 500, height: 300 }, window1280, settings)).toBe(500)
    expect(openingImageWidth({ width: 3000, height: 2000 }, { width: 320, height: 640 }, settings)).toBe(320)
  })

  it('the whole window when it opens maximized; less the filmstrip', () => {
    expect(openingImageWidth({ width: 4000, height: 2000 }, window1280, { ...settings, openMaximized: true })).toBe(1280)
    // Strip under the photo: 60 px thumbnails + 4 border + 20 padding leave 516 of 600 px.
    expect(openingImageWidth({ width: 2000, height: 3000 }, window1280, { ...settings, filmstrip: true })).toBe(344)
    // Strip beside it: 90 + 24 px narrower.
    expect(openingImageWidth({ width: 3000, height: 1000 }, window1280, { ...settings, filmstrip: true, filmstripPosition: 'left' })).toBe(686)
  })
})

describe("the server viewer's filmstrip", () => {
  it('lists six photos on each side of the current one', () => {
    expect(stripWindow(30, 10)).toEqual({ start: 4, end: 17 })
  })
  it('stops at the ends of the walk', () => {
    expect(stripWindow(30, 1)).toEqual({ start: 0, end: 8 })
    expect(stripWindow(30, 29)).toEqual({ start: 23, end: 30 })
    expect(stripWindow(5, 4)).toEqual({ start: 0, end: 5 })
  })
})
