'use client'

import { Suspense, lazy, useMemo } from 'react'
import { MODULE_PORTAL, createModule, type ComponentProps, type Plugin } from 'yet-another-react-lightbox'

import { addToControlBar } from '@/lib/viewerPlugins'

import { LazyPart } from '../LazyPart'

import { RatingButton } from './RatingButton'
import { RatingProvider, useRating } from './RatingContext'
import { resolveRatingProps, type RatingProps } from './props'

declare module 'yet-another-react-lightbox' {
  interface LightboxProps {
    /** The rating panel's options (the Rating plugin). */
    rating?: Partial<RatingProps>
  }
}

/**
 * The stars load when a visitor first shows them; RatingButton asks for the same chunk as the pointer
 * or focus comes to it (the bundler's loader fetches a chunk once, and forgets one that failed).
 */
const RatingPanel = lazy(() => import('./RatingPanel').then((module) => ({ default: module.RatingPanel })))

/** The stars over the photo: a fresh panel for each photo. */
function RatingSlot() {
  const rating = useRating()
  if (!rating?.shown) return null
  const { props } = rating
  return (
    <LazyPart failed={null}>
      <Suspense fallback={null}>
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
      </Suspense>
    </LazyPart>
  )
}

function RatingModule({ rating, viewer, children }: ComponentProps) {
  const { enabled, position, stars, icon, size } = resolveRatingProps(rating)
  const props = useMemo(() => ({ enabled, position, stars, icon, size }), [enabled, position, stars, icon, size])
  if (!viewer) return <>{children}</>
  return (
    <RatingProvider props={props} labels={viewer.labels} gallerySlug={viewer.gallerySlug} photoId={viewer.photo.id} engagement={viewer.engagement} onRated={viewer.updateEngagement}>
      {children}
    </RatingProvider>
  )
}

/** Votes on the photo: a toggle in the bar and the stars over the photo. */
export const Rating: Plugin = ({ augment, addParent }) => {
  augment(({ rating, controlBar, ...rest }) => ({
    ...rest,
    rating: resolveRatingProps(rating),
    controlBar: addToControlBar(addToControlBar(controlBar, 'buttons', 'rating', <RatingButton />), 'overlays', 'rating', <RatingSlot />),
  }))
  addParent(MODULE_PORTAL, createModule('AtriumRating', RatingModule))
}
