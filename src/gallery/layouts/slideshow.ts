/** Timing and order rules for the slideshow and carousel views, kept pure for unit tests. */

/**
 * The old site's transition rule: the effect lasts its configured duration, but never more than a
 * quarter of the interval when the interval is shorter than four effect durations (and not 0).
 * Both inputs are seconds; the result is milliseconds.
 */
export function transitionDuration(intervalSeconds: number, effectDurationSeconds: number): number {
  if (intervalSeconds !== 0 && intervalSeconds < 4 * effectDurationSeconds) return (intervalSeconds * 1000) / 4
  return effectDurationSeconds * 1000
}

/** Next index with wrap-around; a step from the last slide goes back to the first. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}

/** Which slides to keep mounted: the current one, the one before and the configured number after. */
export function slidesToLoad(index: number, count: number, preloadCount: number): Set<number> {
  const keep = new Set<number>()
  if (count === 0) return keep
  keep.add(stepIndex(index, -1, count))
  for (let step = 0; step <= preloadCount; step++) keep.add(stepIndex(index, step, count))
  return keep
}

/** Direction of a change: left when the new index is lower (the old site's rule). */
export const changeDirection = (from: number, to: number): 'left' | 'right' => (to < from ? 'left' : 'right')

/** Seed-era swipe threshold: a horizontal move of more than this many pixels changes slide. */
export const SWIPE_THRESHOLD = 50

/**
 * What a drag on the photo does: a mostly sideways move past the threshold goes to the next slide
 * (leftwards) or the previous one. How long it took does not matter: on a busy phone the browser can
 * deliver a quick swipe's last event a second late.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}
