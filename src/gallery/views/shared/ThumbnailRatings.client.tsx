'use client'

import { useEffect } from 'react'

import { galleryEngagementPath } from '@/lib/urls'

import { ratingSummary, type RatingTexts } from './ratingSummary'

type Totals = { votes: number; average: number | null }

/**
 * Fills the rating line under each thumbnail (`[data-rating-for]`, reserved in the server markup so
 * nothing shifts) with the live average and vote count. Loaded only on galleries that ask for it;
 * the numbers come from the engagement endpoint because the page itself is cached for everyone.
 */
export function ThumbnailRatings({ rootId, gallerySlug, stars, messages }: { rootId: string; gallerySlug: string; stars: number; messages: RatingTexts }) {
  useEffect(() => {
    const controller = new AbortController()
    fetch(galleryEngagementPath(gallerySlug), { headers: { Accept: 'application/json' }, cache: 'no-store', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { photos?: Record<string, Totals> } | null) => {
        if (!body?.photos) return
        for (const slot of document.getElementById(rootId)?.querySelectorAll<HTMLElement>('[data-rating-for]') ?? []) {
          const totals = body.photos[slot.dataset.ratingFor ?? '']
          if (!totals) continue
          slot.textContent = totals.votes > 0 ? `★ ${ratingSummary(totals, stars, messages)}` : ratingSummary(totals, stars, messages)
        }
      })
      .catch(() => {
        // No numbers rather than wrong ones.
      })
    return () => controller.abort()
  }, [rootId, gallerySlug, stars, messages])
  return null
}
