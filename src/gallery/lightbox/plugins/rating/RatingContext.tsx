'use client'

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

import type { PhotoEngagement } from '../../engagement'
import type { LightboxLabels } from '../../types'
import type { RatingProps } from './props'

export type RatingController = {
  props: RatingProps
  labels: LightboxLabels
  gallerySlug: string
  photoId: number
  engagement: PhotoEngagement
  onRated: (change: Partial<PhotoEngagement>) => void
  shown: boolean
  toggle: () => void
}

const RatingContext = createContext<RatingController | null>(null)
export const useRating = () => useContext(RatingContext)

export function RatingProvider({ children, ...rest }: Omit<RatingController, 'shown' | 'toggle'> & { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  const { props, labels, gallerySlug, photoId, engagement, onRated } = rest
  const value = useMemo(
    () => ({ props, labels, gallerySlug, photoId, engagement, onRated, shown: shown && props.enabled, toggle: () => setShown((current) => !current) }),
    [props, labels, gallerySlug, photoId, engagement, onRated, shown],
  )
  return <RatingContext.Provider value={value}>{children}</RatingContext.Provider>
}
