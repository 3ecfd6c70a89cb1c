'use client'

import { IconButton } from '../IconButton'
import { useRating } from './RatingContext'

/** The stars' code, fetched ahead of a likely press (the panel itself is lazy: ./index.tsx). */
const fetchStars = () => void import('./RatingPanel').catch(() => undefined)

/** "Show rating" / "Hide rating". */
export function RatingButton() {
  const rating = useRating()
  if (!rating?.props.enabled) return null
  return (
    <IconButton label={rating.shown ? rating.labels.hideRating : rating.labels.showRating} onClick={rating.toggle} onIntent={fetchStars} className={rating.shown ? 'is-on' : ''}>
      <path d="m12 17.3 6.2 3.7-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.4 14l-1.6 7z" />
    </IconButton>
  )
}
