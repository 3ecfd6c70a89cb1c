'use client'

import { IconButton } from '../IconButton'
import { loadRatingPanel } from './loadPanel'
import { useRating } from './RatingContext'

/** "Show rating" / "Hide rating". */
export function RatingButton() {
  const rating = useRating()
  if (!rating?.props.enabled) return null
  return (
    <IconButton label={rating.shown ? rating.labels.hideRating : rating.labels.showRating} onClick={rating.toggle} onIntent={() => void loadRatingPanel().catch(() => undefined)} className={rating.shown ? 'is-on' : ''}>
      <path d="m12 17.3 6.2 3.7-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.4 14l-1.6 7z" />
    </IconButton>
  )
}
