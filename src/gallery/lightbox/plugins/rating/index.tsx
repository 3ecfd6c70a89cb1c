'use client'

import { useRating } from './RatingContext'
import { RatingPanel } from './RatingPanel'

export { RatingButton } from './RatingButton'
export { RatingProvider, useRating } from './RatingContext'
export { defaultRatingProps, resolveRatingProps, type RatingProps } from './props'

/** Where the viewer puts the stars: a fresh panel for each photo. */
export function RatingSlot() {
  const rating = useRating()
  if (!rating?.shown) return null
  const { props } = rating
  return (
    <RatingPanel
      key={rating.photoId}
      gallerySlug={rating.gallerySlug}
      photoId={rating.photoId}
      stars={props.stars}
      icon={props.icon}
      size={props.size}
      position={props.position}
      engagement={rating.engagement}
      labels={rating.labels}
      onRated={rating.onRated}
    />
  )
}
