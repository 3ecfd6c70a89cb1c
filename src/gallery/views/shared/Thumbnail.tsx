import type { CSSProperties } from 'react'

import { ResponsiveImage } from '@/components/ResponsiveImage'

import type { GalleryPhoto } from '../../data/types'
import { PhotoLink, PlayMarker } from './PhotoLink'
import { previewFor } from './previews'
import { photoElementId, type ViewProps } from '../types'

export type ThumbnailImage = { width: number; height: number; sizes: string; cover?: boolean; maxSourceWidth: number }

/**
 * One photo as every thumbnail view shows it: its click target around the image (with a play marker
 * for embeds) and title, and the description under it when the gallery asks for one.
 */
export function Thumbnail({ photo, index, view, image }: { photo: GalleryPhoto; index: number; view: ViewProps; image: ThumbnailImage }) {
  const { gallerySlug, options, photoQuery, eagerCount, prioritiseFirst, priorityMedia } = view
  const { titleDisplay, showDescription, lazyLoad } = options.viewOptions
  return (
    <>
      <PhotoLink photo={photo} gallerySlug={gallerySlug} behaviour={options.behaviour} photoQuery={photoQuery}>
        <span className="thumb-frame">
          <ResponsiveImage
            alt={photo.alt}
            sources={photo.sources}
            placeholder={previewFor(photo.placeholder, index)}
            {...image}
            priority={index < eagerCount}
            priorityMedia={priorityMedia}
            lazy={lazyLoad}
            className={index === 0 && prioritiseFirst ? 'thumb lcp' : 'thumb'}
          />
          <PlayMarker show={photo.kind !== 'image'} />
        </span>
        {titleDisplay !== 'never' ? <span className="thumb-title">{photo.title}</span> : null}
      </PhotoLink>
      {showDescription && photo.description ? <p className="thumb-description">{photo.description}</p> : null}
      {/* Filled with the live average by ThumbnailRatings; its line is reserved so nothing moves. */}
      {options.behaviour.rating && options.behaviour.ratingUnderThumbnails ? <p className="thumb-rating" data-rating-for={photo.id} /> : null}
    </>
  )
}

/**
 * A photo at its own shape, for the masonry and mosaic views: the tile's box comes from the photo's
 * ratio (a CSS variable the layouts use), so nothing shifts when the file arrives.
 */
export function Tile({ photo, index, view, sizes }: { photo: GalleryPhoto; index: number; view: ViewProps; sizes: string }) {
  return (
    <li id={photoElementId(view.idPrefix, photo.id)} className="tile" style={{ '--ratio': (photo.width / photo.height).toFixed(4) } as CSSProperties}>
      <Thumbnail photo={photo} index={index} view={view} image={{ width: photo.width, height: photo.height, sizes, cover: true, maxSourceWidth: 1280 }} />
    </li>
  )
}

/**
 * Marks the end of a flowing layout (justified rows, CSS columns). Until the browser has parsed it,
 * the layout stays invisible: rows and columns rebalance as photos stream in, and a visitor should
 * never see them move.
 */
export function LayoutEnd() {
  return <li className="layout-end" aria-hidden="true" />
}
