/**
 * A carousel's strip (viewport > track > slides) as the server draws it, read by the first view
 * and by the engine alike: pure, and free of embla, so the first view stays small.
 */

/** A sideways swipe longer than this changes slide; a shorter one snaps back (the old theme's rule). */
export const SWIPE_THRESHOLD_PX = 50

/** What a finished drag asks for: over the threshold and more sideways than up or down. */
export function swipeIntent(dx: number, dy: number): 'next' | 'previous' | 'stay' {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return 'stay'
  return dx < 0 ? 'next' : 'previous'
}

/** The slide a strip shows at its scroll position (a finger may have scrolled it before embla came). */
export function stripIndex(viewport: Pick<HTMLElement, 'scrollLeft' | 'firstElementChild'>): number {
  const width = (viewport.firstElementChild?.firstElementChild as HTMLElement | null | undefined)?.offsetWidth ?? 0
  return width > 0 ? Math.round(viewport.scrollLeft / width) : 0
}
