import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react'

import type { Rated, RatedBefore } from '@/engagement/answers'
import { answerOf } from '@/lib/answers'
import { fill } from '@/lib/messageTemplates'
import { photoRatingPath } from '@/lib/urls'

import { ratingSummary } from '../../../views/shared/ratingSummary'
import { JSON_POST, type PhotoEngagement } from '../../engagement'
import type { LightboxLabels } from '../../types'

type Props = {
  gallerySlug: string
  photoId: number
  stars: number
  icon: string
  size: number
  position: string
  engagement: PhotoEngagement
  labels: LightboxLabels
  onRated: (change: Partial<PhotoEngagement>) => void
}

const ICONS: Record<string, string> = {
  star: 'm12 17.3 6.2 3.7-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.4 14l-1.6 7z',
  heart: 'M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3.2 4 7 4c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.8 0 6.1 4.2 4.6 7.7C19.5 16.4 12 21 12 21z',
  circle: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
}

/**
 * "Rate this photo": a radio group of N stars. A pointer click votes at once; with the keyboard the
 * arrows choose and Enter or Space votes. Hovering the star chosen but not yet sent offers
 * "Cancel your rating." (a click then clears the choice). After a vote, or if the server says this
 * visitor already voted, the stars are read-only with "You have already rated.".
 */
export function RatingPanel({ gallerySlug, photoId, stars, icon, size, position, engagement, labels, onRated }: Props) {
  const name = useId()
  const [pending, setPending] = useState<number | null>(null)
  const [hovered, setHovered] = useState<number | null>(null)
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const rated = engagement.yours !== null
  const starLabel = (count: number) => fill(count === 1 ? labels.star : labels.stars, { count })
  const shown = hovered ?? engagement.yours ?? pending ?? Math.round(engagement.average ?? 0)

  const vote = async (value: number) => {
    if (rated || sending) return
    setSending(true)
    setMessage(null)
    try {
      const response = await fetch(photoRatingPath(gallerySlug, photoId), { ...JSON_POST, body: JSON.stringify({ value }) })
      const answer = await answerOf<Rated, RatedBefore>(response)
      if (answer.ok) {
        onRated({ votes: answer.body.votes, average: answer.body.average, yours: value })
        setMessage(labels.ratingThanks)
      } else if (answer.status === 409) {
        // Rated before (another tab, an earlier visit): the totals as they stand, and their vote.
        onRated({ votes: answer.refused.votes ?? engagement.votes, average: answer.refused.average ?? engagement.average, yours: engagement.yours ?? value })
        setMessage(labels.ratingAlready)
      } else {
        setMessage(answer.refused.message || labels.ratingFailed)
      }
    } catch {
      setMessage(labels.ratingFailed)
    } finally {
      setSending(false)
      setPending(null)
    }
  }

  const onClick = (value: number) => (event: MouseEvent<HTMLInputElement>) => {
    // Arrow keys also fire clicks on radios (detail 0): only a real press of the pointer votes.
    if (event.detail === 0) return
    if (pending === value && hovered === value) {
      event.preventDefault()
      setPending(null)
      return
    }
    void vote(value)
  }
  // Enter or Space sends the star that has focus (the arrows have already chosen it).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      event.stopPropagation()
      void vote(Number(event.currentTarget.value))
    }
  }

  const hint = (() => {
    if (hovered !== null && hovered === pending && !rated) return labels.ratingCancel
    if (hovered !== null && !rated) return starLabel(hovered)
    return null
  })()
  const summary = ratingSummary(engagement, stars, { average: labels.ratingAverage, votes: labels.ratingVotes, notRated: labels.notRated })

  return (
    <div className={`lb-rating lb-rating-${position}`} style={{ ['--lb-star' as string]: `${size}px` }}>
      <div
        role="radiogroup"
        aria-label={labels.rateThis}
        aria-disabled={rated || undefined}
        className="lb-stars"
        onMouseLeave={() => setHovered(null)}
        // Arrow keys move between the stars here, not between photos.
        onKeyDown={(event) => {
          if (event.key.startsWith('Arrow')) event.stopPropagation()
        }}
      >
        {Array.from({ length: stars }, (_, i) => i + 1).map((value) => (
          <label key={value} className={value <= shown ? 'is-filled' : ''} onMouseEnter={() => setHovered(value)}>
            <input
              type="radio"
              name={name}
              value={value}
              className="visually-hidden"
              aria-label={starLabel(value)}
              checked={(engagement.yours ?? pending) === value}
              disabled={rated || sending}
              onChange={() => setPending(value)}
              onClick={onClick(value)}
              onKeyDown={onKeyDown}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width={size} height={size}>
              <path d={ICONS[icon] ?? ICONS.star} />
            </svg>
          </label>
        ))}
      </div>
      <p className="lb-rating-hint" aria-live="polite">
        {hint ?? (rated ? `${labels.ratingAlready} ${summary}` : summary)}
      </p>
      {message && message !== labels.ratingAlready ? (
        <p className="lb-rating-message" role="status">
          {message}
        </p>
      ) : null}
    </div>
  )
}
