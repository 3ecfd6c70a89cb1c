import { describe, expect, it } from 'vitest'

import { limitSources } from '@/components/ResponsiveImage'
import { gridColumns } from '@/gallery/layouts/grid'
import { MOSAIC_ROW_GROWTH, mosaicColumns, mosaicRowHeight, mosaicTileSizes, rowTileSizes } from '@/gallery/layouts/mosaic'
import { changeDirection, slidesToLoad, stepIndex, swipeStep, transitionDuration } from '@/gallery/layouts/slideshow'
import { resolveGalleryOptions } from '@/gallery/resolveOptions'

describe('layout math', () => {
  it('keeps only derivatives up to a width, or the smallest when all are wider', () => {
    const sources = [320, 640, 1280, 1920].map((width) => ({ url: `/${width}.webp`, width, height: width / 2 }))
    expect(limitSources(sources, 1280).map((source) => source.width)).toEqual([320, 640, 1280])
    expect(limitSources(sources, 100).map((source) => source.width)).toEqual([320])
    expect(limitSources(sources)).toBe(sources)
  })

  it('masonry columns follow the grid rule: width ÷ (thumbnail + 1), capped', () => {
    expect(gridColumns(1205, 240, 5)).toBe(5)
    expect(gridColumns(1204, 240, 5)).toBe(4)
    expect(gridColumns(2000, 240, 5)).toBe(5)
    expect(gridColumns(100, 240, 5)).toBe(1)
  })

  it('mosaic rows scale up from 1920 px and down at 640 px only when resizable', () => {
    expect(mosaicRowHeight(1280, 160, true)).toBe(160)
    expect(mosaicRowHeight(1920, 160, true)).toBe(200)
    expect(mosaicRowHeight(640, 160, true)).toBe(120)
    expect(mosaicRowHeight(641, 160, true)).toBe(160)
    expect(mosaicRowHeight(1920, 160, false)).toBe(160)
    expect(mosaicRowHeight(300, 70, true)).toBe(60)
  })

  it('a mosaic tile asks for its own drawn width at each row height, never more than the screen', () => {
    const rows = { narrow: 120, normal: 160, wide: 200 }
    expect(MOSAIC_ROW_GROWTH).toBe(2)
    expect(mosaicTileSizes(1, rows)).toBe('(max-width: 640px) min(100vw, 240px), (min-width: 1920px) min(100vw, 400px), min(100vw, 320px)')
    // A 2:1 photo on a phone may fill the row; a tall one stays narrow.
    expect(mosaicTileSizes(2, rows)).toMatch(/^\(max-width: 640px\) min\(100vw, 480px\), /)
    expect(mosaicTileSizes(2 / 3, rows)).toMatch(/^\(max-width: 640px\) min\(100vw, 160px\), /)
  })

  it('a row-masonry photo asks for exactly ratio × row height, never more than the screen', () => {
    expect(rowTileSizes(1.5, 160)).toBe('min(100vw, 240px)')
    expect(rowTileSizes(2 / 3, 160)).toBe('min(100vw, 107px)')
  })

  it('vertical mosaic columns use the scaled thumbnail width', () => {
    expect(mosaicColumns(1100, 240, 5, true)).toBe(4)
    expect(mosaicColumns(1920, 240, 8, true)).toBe(6)
    expect(mosaicColumns(1920, 240, 8, false)).toBe(7)
    expect(mosaicColumns(640, 240, 5, true)).toBe(3)
  })
})

describe('slideshow rules', () => {
  it('transition lasts the effect duration, or a quarter of a short interval', () => {
    expect(transitionDuration(5, 1)).toBe(1000)
    expect(transitionDuration(4, 1)).toBe(1000)
    expect(transitionDuration(3, 1)).toBe(750)
    expect(transitionDuration(0, 1)).toBe(1000)
    expect(transitionDuration(2, 0.5)).toBe(500)
    expect(transitionDuration(1, 0.5)).toBe(250)
  })

  it('wraps steps, keeps the neighbours and the configured number ahead, and names directions', () => {
    expect(stepIndex(4, 1, 5)).toBe(0)
    expect(stepIndex(0, -1, 5)).toBe(4)
    expect([...slidesToLoad(0, 10, 3)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 9])
    expect([...slidesToLoad(1, 2, 3)].sort()).toEqual([0, 1])
    expect(changeDirection(3, 1)).toBe('left')
    expect(changeDirection(1, 3)).toBe('right')
  })

  it('a drag mostly sideways past 50 px is a swipe: leftwards goes on, rightwards goes back', () => {
    expect(swipeStep(-120, 10)).toBe(1)
    expect(swipeStep(120, -10)).toBe(-1)
    expect(swipeStep(-50, 0)).toBe(0)
    expect(swipeStep(30, 0)).toBe(0)
    // A scroll of the page that drifted sideways is not a swipe.
    expect(swipeStep(-80, 90)).toBe(0)
  })
})

describe('block options', () => {
  it('a block’s own groups win over the gallery’s, only when it opted in', () => {
    const gallery = { view: 'thumbnails' as const, viewOptions: { custom: true, perPage: 12 } }
    const settings = { viewOptions: { perPage: 30, thumbnailWidth: 200 } }
    expect(resolveGalleryOptions(gallery, settings).viewOptions).toMatchObject({ perPage: 12, thumbnailWidth: 200 })
    const block = { view: 'mosaic' as const, viewOptions: { custom: true, perPage: 6 }, controls: { custom: false, paging: 'none' } }
    const options = resolveGalleryOptions(gallery, settings, block)
    expect(options.view).toBe('mosaic')
    expect(options.viewOptions.perPage).toBe(6)
    expect(options.controls.paging).toBe('pagination')
    expect(resolveGalleryOptions(gallery, settings, { view: null }).view).toBe('thumbnails')
  })
})
