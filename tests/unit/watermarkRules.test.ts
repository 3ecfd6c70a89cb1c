import { describe, expect, it } from 'vitest'

import type { GalleryOptions } from '@/gallery/resolveOptions'
import { placeOverlay, watermarkedUrl, watermarkFingerprint, watermarkMargin, watermarkSpec, watermarkScale } from '@/gallery/watermark/spec'

const options = (values: Partial<GalleryOptions['watermark']>) =>
  ({ type: 'text', text: '© Atrium', opacity: 30, position: 'bottom-right', fontSize: 24, width: 120, height: 60, ...values }) as GalleryOptions['watermark']

describe('which watermark a gallery has', () => {
  it('none for type none, for empty text and for an image watermark without an image', () => {
    expect(watermarkSpec(options({ type: 'none' }), 'logo.webp')).toBeNull()
    expect(watermarkSpec(options({ text: '  ' }), null)).toBeNull()
    expect(watermarkSpec(options({ type: 'image' }), null)).toBeNull()
  })

  it('only the facts that change the pixels, kept inside their limits', () => {
    expect(watermarkSpec(options({ opacity: 140, fontSize: 2 }), 'logo.webp')).toEqual({ type: 'text', text: '© Atrium', fontSize: 6, opacity: 100, position: 'bottom-right' })
    expect(watermarkSpec(options({ type: 'image', position: 'nowhere' as 'center' }), 'logo.webp')).toEqual({ type: 'image', imageFile: 'logo.webp', width: 120, height: 60, opacity: 30, position: 'bottom-right' })
  })

  it('the same settings give the same fingerprint; any change gives another', () => {
    const spec = watermarkSpec(options({}), null)!
    expect(watermarkFingerprint(spec)).toMatch(/^[0-9a-f]{16}$/)
    expect(watermarkFingerprint({ ...spec })).toBe(watermarkFingerprint(spec))
    const changed = [{ ...spec, text: '© Atrium.' }, { ...spec, opacity: 31 }, { ...spec, position: 'center' as const }, { ...spec, fontSize: 25 }]
    expect(new Set([spec, ...changed].map(watermarkFingerprint)).size).toBe(5)
  })
})

describe('where the watermark goes', () => {
  const photo = { width: 1000, height: 500 }
  const overlay = { width: 200, height: 50 }

  it('in the chosen corner or the centre, 2 % of the longer side from the edges', () => {
    expect(watermarkMargin(1000, 500)).toBe(20)
    expect(placeOverlay(photo, overlay, 'top-left')).toEqual({ left: 20, top: 20, width: 200, height: 50 })
    expect(placeOverlay(photo, overlay, 'top-right')).toEqual({ left: 780, top: 20, width: 200, height: 50 })
    expect(placeOverlay(photo, overlay, 'bottom-left')).toEqual({ left: 20, top: 430, width: 200, height: 50 })
    expect(placeOverlay(photo, overlay, 'bottom-right')).toEqual({ left: 780, top: 430, width: 200, height: 50 })
    expect(placeOverlay(photo, overlay, 'center')).toEqual({ left: 400, top: 225, width: 200, height: 50 })
  })

  it('shrinks, keeping its shape, when it would not fit', () => {
    expect(placeOverlay({ width: 300, height: 200 }, { width: 600, height: 100 }, 'bottom-right')).toEqual({ left: 6, top: 146, width: 288, height: 48 })
  })

  it('sizes are for a 1280-px photo and scale with it', () => {
    expect(watermarkScale(1280)).toBe(1)
    expect(watermarkScale(320)).toBe(0.25)
  })
})

describe('watermarked addresses', () => {
  const ref = { gallery: 12, fingerprint: '0123456789abcdef' }
  it('a stored file’s address becomes its burned copy’s', () => {
    expect(watermarkedUrl('/api/media/file/team-1a2b-w640.webp', ref)).toBe('/media/watermarked/12/0123456789abcdef/team-1a2b-w640.webp')
  })
  it('addresses that are not our stored files are left alone', () => {
    expect(watermarkedUrl('https://bucket.example/team-w640.webp', ref)).toBeNull()
    expect(watermarkedUrl('/api/media/file/a/../b.webp', ref)).toBeNull()
  })
})
