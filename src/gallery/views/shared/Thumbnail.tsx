import type { CSSProperties } from 'react'

import { ResponsiveImage } from '@/components/ResponsiveImage'

import type { GalleryPhoto } from '../../data/types'
import { PhotoLink, PlayMarker } from './PhotoLink'
import { photoElementId, type ViewProps } from '../types'

/**
 * One photo at its own shape, for the masonry and mosaic views: the tile's box comes from the
 * photo's ratio (a CSS variable the layouts use), so nothing shifts when the file arrives.
 */
export function Tile({ photo, index, view, sizes }: { photo: GalleryPhoto; index: number; view: ViewProps; sizes: string }) {
  const { gallerySlug, options, photoQuery, idPrefix, eagerCount, prioritiseFirst } = view
  const { titleDisplay, showDescription, lazyLoad } = options.viewOptions
  const ratio = photo.width / photo.height
  return (
    <li id={photoElementId(idPrefix, photo.id)} className="tile" style={{ '--ratio': ratio.toFixed(4) } as CSSProperties}>
      <PhotoLink photo={photo} gallerySlug={gallerySlug} behaviour={options.behaviour} photoQuery={photoQuery}>
        <span className="thumb-frame">
          <ResponsiveImage
            alt={photo.alt}
            sources={photo.sources}
            placeholder={photo.placeholder}
            width={photo.width}
            height={photo.height}
            sizes={sizes}
            priority={index < eagerCount}
            lazy={lazyLoad}
            maxSourceWidth={1280}
            cover
            className={index === 0 && prioritiseFirst ? 'thumb lcp' : 'thumb'}
          />
          <PlayMarker photo={photo} />
        </span>
        {titleDisplay !== 'never' ? <span className="thumb-title">{photo.title}</span> : null}
      </PhotoLink>
      {showDescription && photo.description ? <p className="thumb-description">{photo.description}</p> : null}
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
