import { useCallback, useEffect, useRef, useState } from 'react'

import type { GalleryEngagement, PhotoEngagement, ViewCounted } from '@/engagement/answers'
import { answerOf } from '@/lib/answers'
import { galleryEngagementPath, photoViewPath } from '@/lib/urls'

export type { PhotoEngagement }

/**
 * Live numbers for the viewer, fetched when it opens (the gallery's pages are cached for everyone;
 * these are per visitor and change all the time): each photo's votes, average, views and approved
 * comments, and the visitor's own votes. Views are reported fire-and-forget as photos are shown.
 */
const EMPTY: PhotoEngagement = { votes: 0, average: null, hits: 0, comments: 0, yours: null }

/** Headers every engagement write sends: JSON, and never a cached answer. */
export const JSON_POST = { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, cache: 'no-store' } as const

/**
 * `enabled`: the gallery shows numbers at all; `start`: fetch them now (the viewer waits until its
 * first photo is on screen, so this request does not queue in front of it).
 */
export function useEngagement(gallerySlug: string, enabled: boolean, start = true) {
  const [photos, setPhotos] = useState<Record<string, PhotoEngagement>>({})
  const [loaded, setLoaded] = useState(!enabled)
  useEffect(() => {
    if (!enabled || !start) return
    const controller = new AbortController()
    fetch(galleryEngagementPath(gallerySlug), { headers: { Accept: 'application/json' }, cache: 'no-store', signal: controller.signal })
      .then((response) => answerOf<GalleryEngagement>(response))
      .then((answer) => {
        if (answer.ok) setPhotos(answer.body.photos)
        setLoaded(true)
      })
      .catch(() => {
        // Offline or aborted: the viewer shows no numbers rather than wrong ones.
        if (!controller.signal.aborted) setLoaded(true)
      })
    return () => controller.abort()
  }, [gallerySlug, enabled, start])

  const of = useCallback((photoId: number): PhotoEngagement => photos[photoId] ?? EMPTY, [photos])
  const update = useCallback((photoId: number, change: Partial<PhotoEngagement>) => {
    setPhotos((current) => ({ ...current, [photoId]: { ...(current[photoId] ?? EMPTY), ...change } }))
  }, [])
  return { of, update, loaded }
}

/**
 * Reports one photo shown (the server counts a visitor once per 30 minutes). `keepalive`: a visitor
 * leaving at once still counts. The answer is always read: Chromium keeps an unread one open.
 */
export function postView(gallerySlug: string, photoId: number) {
  return fetch(photoViewPath(gallerySlug, photoId), { ...JSON_POST, body: '{}', keepalive: true }).then((response) => answerOf<ViewCounted>(response))
}

/**
 * Reports each photo shown once per viewer session (the server counts once per 30 minutes) and
 * takes the photo's new total from the answer. Enabled only once the totals have loaded, so a
 * slower first read can never overwrite the newer count.
 */
export function useViewCounter(gallerySlug: string, photoId: number, enabled: boolean, onCounted: (photoId: number, hits: number) => void) {
  const reported = useRef(new Set<number>())
  useEffect(() => {
    if (!enabled || reported.current.has(photoId)) return
    reported.current.add(photoId)
    postView(gallerySlug, photoId)
      .then((answer) => {
        if (answer.ok && answer.body.counted && answer.body.hits !== undefined) onCounted(photoId, answer.body.hits)
      })
      .catch(() => {
        // A lost view ping costs one view in the count, nothing else.
      })
  }, [gallerySlug, photoId, enabled, onCounted])
}
