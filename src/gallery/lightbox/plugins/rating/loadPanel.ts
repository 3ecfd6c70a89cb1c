/** The rating panel's code, fetched once: by the button on intent, by the slot when shown. */
let panel: Promise<typeof import('./RatingPanel')> | null = null

export function loadRatingPanel(): Promise<typeof import('./RatingPanel')> {
  panel ??= import('./RatingPanel')
  // A failed fetch ahead (on intent) is not kept: the panel's own fetch, when shown, tries again.
  panel.catch(() => {
    panel = null
  })
  return panel
}
