import { describe, expect, it } from 'vitest'

import { SLIDER_SWIPE_THRESHOLD, autoplayStopsAt, emblaDuration, stepSlide, swipeIntent } from '@/blocks/Slider/rules'

describe('page slider rules (the old theme’s slider)', () => {
  it('steps one slide, wraps only when looping, and never moves with fewer than two slides', () => {
    expect(stepSlide(0, 3, 1, false)).toBe(1)
    expect(stepSlide(2, 3, 1, false)).toBeNull()
    expect(stepSlide(0, 3, -1, false)).toBeNull()
    expect(stepSlide(2, 3, 1, true)).toBe(0)
    expect(stepSlide(0, 3, -1, true)).toBe(2)
    expect(stepSlide(0, 1, 1, true)).toBeNull()
    expect(stepSlide(0, 0, -1, true)).toBeNull()
  })

  it('stops autoplay at the last slide, or back at the first only after a full round', () => {
    expect(autoplayStopsAt(2, 3, 'last', false, true)).toBe(true)
    expect(autoplayStopsAt(1, 3, 'last', false, true)).toBe(false)
    expect(autoplayStopsAt(0, 3, 'first', false, true)).toBe(false)
    expect(autoplayStopsAt(0, 3, 'first', true, true)).toBe(true)
    expect(autoplayStopsAt(1, 3, 'first', true, true)).toBe(false)
    expect(autoplayStopsAt(2, 3, 'never', true, true)).toBe(false)
    // Without looping there is no further slide: it ends on the last one whatever the setting.
    expect(autoplayStopsAt(2, 3, 'never', false, false)).toBe(true)
    expect(autoplayStopsAt(2, 3, 'first', false, false)).toBe(true)
    expect(autoplayStopsAt(1, 3, 'never', false, false)).toBe(false)
  })

  it('changes slide only for a sideways swipe longer than 50 px; shorter or steeper ones snap back', () => {
    expect(SLIDER_SWIPE_THRESHOLD).toBe(50)
    expect(swipeIntent(-51, 0)).toBe('next')
    expect(swipeIntent(51, 10)).toBe('previous')
    expect(swipeIntent(-50, 0)).toBe('stay')
    expect(swipeIntent(30, 0)).toBe('stay')
    expect(swipeIntent(-80, 120)).toBe('stay')
  })

  it('turns a duration in milliseconds into embla’s own unit; 0 changes at once', () => {
    expect(emblaDuration(900)).toBe(45)
    expect(emblaDuration(500)).toBe(25)
    expect(emblaDuration(0)).toBe(0)
    expect(emblaDuration(50)).toBe(10)
    expect(emblaDuration(3000)).toBe(100)
  })
})
