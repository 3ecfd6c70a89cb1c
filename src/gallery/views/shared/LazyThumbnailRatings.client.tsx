'use client'

import { lazy, Suspense, type ComponentProps } from 'react'

const ThumbnailRatings = lazy(() => import('./ThumbnailRatings.client').then((module) => ({ default: module.ThumbnailRatings })))

/**
 * The rating line's island as a chunk of its own, fetched only on galleries that show ratings under
 * thumbnails: imported directly, the bundler put it in every gallery page's first-view JavaScript.
 */
export function LazyThumbnailRatings(props: ComponentProps<typeof ThumbnailRatings>) {
  return (
    <Suspense fallback={null}>
      <ThumbnailRatings {...props} />
    </Suspense>
  )
}
