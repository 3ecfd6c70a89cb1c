/**
 * The page slider's rules, from the old theme (section 4 "Page slider", section 9): pure, so they are
 * unit-tested apart from the browser.
 */

// The swipe rule (over 50 px, more sideways than up or down) is every carousel's: components/carousel/strip.ts.
export { SWIPE_THRESHOLD_PX as SLIDER_SWIPE_THRESHOLD, swipeIntent } from '@/components/carousel/strip'

/** Where autoplay ends: never, back at the first slide after a full round, or on the last one. */
export type AutoplayStop = 'never' | 'first' | 'last'

/**
 * The slide a previous/next request leads to, or null when it must not move: a slider with fewer
 * than two slides never moves, and without looping it stops at both ends.
 */
export function stepSlide(index: number, count: number, direction: 1 | -1, loop: boolean): number | null {
  if (count < 2) return null
  const next = index + direction
  if (next >= 0 && next < count) return next
  return loop ? (next + count) % count : null
}

/**
 * After autoplay has shown `index`: does it stop there? `completedRound` is true once autoplay has
 * passed the last slide (so the first slide at the start does not count as "back at the first").
 * Without looping there is nowhere further to go: it stops on the last slide whatever the setting.
 */
export function autoplayStopsAt(index: number, count: number, stop: AutoplayStop, completedRound: boolean, loop: boolean): boolean {
  if (stop === 'last' || !loop) return index === count - 1
  if (stop === 'first') return index === 0 && completedRound
  return false
}

/**
 * embla's duration setting for a change that should take `ms` milliseconds. embla's unit is not
 * time (its default, 25, takes about half a second); 0 changes at once (reduced motion).
 */
export function emblaDuration(ms: number): number {
  if (ms <= 0) return 0
  return Math.min(100, Math.max(10, Math.round(ms / 20)))
}
