import { describe, expect, it } from 'vitest'

import { stripIndex, swipeIntent } from '@/components/carousel/strip'

/** A strip as the DOM gives it: viewport > track > slides of one width, scrolled to `scrollLeft`. */
const strip = (scrollLeft: number, slideWidth: number | null) =>
  ({ scrollLeft, firstElementChild: { firstElementChild: slideWidth === null ? null : { offsetWidth: slideWidth } } }) as unknown as Pick<HTMLElement, 'scrollLeft' | 'firstElementChild'>

describe('a carousel strip before its engine came', () => {
  it('shows the slide nearest its scroll position (where embla starts)', () => {
    expect(stripIndex(strip(0, 400))).toBe(0)
    expect(stripIndex(strip(790, 400))).toBe(2)
    expect(stripIndex(strip(590, 400))).toBe(1)
  })

  it('counts as the first slide when it has no slides or they have no width yet', () => {
    expect(stripIndex(strip(300, null))).toBe(0)
    expect(stripIndex(strip(300, 0))).toBe(0)
  })

  it('reads a swipe by the same rule as a drag on the live carousel', () => {
    expect(swipeIntent(-160, 4)).toBe('next')
    expect(swipeIntent(140, -20)).toBe('previous')
    expect(swipeIntent(-40, 0)).toBe('stay')
    expect(swipeIntent(-90, 100)).toBe('stay')
  })
})
