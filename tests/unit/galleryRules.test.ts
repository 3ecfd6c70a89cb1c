import { describe, expect, it } from 'vitest'

import { gridColumns, gridSizes } from '@/gallery/layouts/grid'
import { itemCount } from '@/lib/messages'
import { LIGHTBOX_OPTIONS, defaultsOf } from '@/gallery/options'
import { resolveGalleryOptions } from '@/gallery/resolveOptions'
import { isProviderUrl } from '@/video/providers'

describe('thumbnail grid columns', () => {
  it('is container width ÷ (thumbnail width + 1), capped by the maximum', () => {
    expect(gridColumns(1088, 240, 5)).toBe(4)
    expect(gridColumns(1205, 240, 5)).toBe(5)
    expect(gridColumns(5000, 240, 5)).toBe(5)
    expect(gridColumns(241, 240, 5)).toBe(1)
    expect(gridColumns(100, 240, 5)).toBe(1)
  })

  it('gives a sizes attribute matching the layout', () => {
    expect(gridSizes(240, 5)).toBe('(max-width: 481px) 100vw, 360px')
  })
})

describe('gallery options', () => {
  it('uses the seed defaults when nothing is set', () => {
    const options = resolveGalleryOptions({ view: 'thumbnails' }, {})
    expect(options.lightbox.slideshowInterval).toBe(5)
    expect(options.lightbox.loop).toBe(true)
    expect(options.viewOptions.thumbnailWidth).toBe(240)
    expect(defaultsOf(LIGHTBOX_OPTIONS).effect).toBe('fade')
  })

  it('prefers site settings, and a gallery group only when it opted in', () => {
    const settings = { viewOptions: { thumbnailWidth: 300, thumbnailHeight: 200, maxColumns: 4, perPage: 20, titleDisplay: 'always' as const, showDescription: false } }
    const ignored = resolveGalleryOptions({ view: 'masonry', viewOptions: { custom: false, thumbnailWidth: 100, thumbnailHeight: 100, maxColumns: 2, perPage: 5, titleDisplay: 'never', showDescription: true } }, settings)
    expect(ignored.viewOptions.thumbnailWidth).toBe(300)
    expect(ignored.view).toBe('masonry')
    const own = resolveGalleryOptions({ view: 'masonry', viewOptions: { custom: true, thumbnailWidth: 100, thumbnailHeight: 100, maxColumns: 2, perPage: 5, titleDisplay: 'never', showDescription: true } }, settings)
    expect(own.viewOptions).toMatchObject({ thumbnailWidth: 100, maxColumns: 2, titleDisplay: 'never' })
    expect(own.viewOptions).not.toHaveProperty('custom')
  })
})

describe('embed providers', () => {
  it('accepts only the provider’s own hosts', () => {
    expect(isProviderUrl('youtube', 'https://www.youtube.com/watch?v=abc')).toBe(true)
    expect(isProviderUrl('youtube', 'https://youtu.be/abc')).toBe(true)
    expect(isProviderUrl('youtube', 'https://youtube.com.evil.example/watch')).toBe(false)
    expect(isProviderUrl('youtube', 'https://evil.example/?u=youtube.com')).toBe(false)
    expect(isProviderUrl('vimeo', 'javascript:alert(1)')).toBe(false)
    expect(isProviderUrl('vimeo', 'https://user:pw@vimeo.com/1')).toBe(false)
  })
})

describe('a gallery’s items in words', () => {
  it('counts photos and videos apart: a gallery of films is not "7 photos"', () => {
    expect(itemCount(7)).toBe('7 photos')
    expect(itemCount(1)).toBe('1 photo')
    expect(itemCount(7, 7)).toBe('7 videos')
    expect(itemCount(1, 1)).toBe('1 video')
    expect(itemCount(12, 2)).toBe('10 photos and 2 videos')
    expect(itemCount(2, 1)).toBe('1 photo and 1 video')
  })
})
