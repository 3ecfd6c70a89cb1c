import type { CSSProperties } from 'react'

import { ResponsiveImage } from '@/components/ResponsiveImage'

import { gridSizes } from '../../layouts/grid'
import { PhotoLink, PlayMarker } from '../shared/PhotoLink'
import { photoElementId, type ViewProps } from '../types'

/**
 * Thumbnails grid, fully server-rendered: columns = container width ÷ (thumbnail width + 1), capped by
 * the most-columns setting, done in CSS so it needs no JavaScript and never shifts.
 */
export function GridView({ gallerySlug, photos, options, photoQuery, idPrefix, eagerCount, prioritiseFirst }: ViewProps) {
  const { thumbnailWidth, thumbnailHeight, maxColumns, titleDisplay, showDescription, lazyLoad } = options.viewOptions
  const style = {
    '--thumb-w': `${thumbnailWidth}px`,
    '--thumb-h': `${thumbnailHeight}px`,
    '--max-cols': maxColumns,
  } as CSSProperties
  const sizes = gridSizes(thumbnailWidth, maxColumns)
  return (
    <ul className={`gallery-grid titles-${titleDisplay}`} style={style}>
      {photos.map((photo, index) => (
        <li key={photo.id} id={photoElementId(idPrefix, photo.id)} className="gallery-item">
          <PhotoLink photo={photo} gallerySlug={gallerySlug} behaviour={options.behaviour} photoQuery={photoQuery}>
            <span className="thumb-frame">
              <ResponsiveImage
                alt={photo.alt}
                sources={photo.sources}
                placeholder={photo.placeholder}
                width={thumbnailWidth}
                height={thumbnailHeight}
                sizes={sizes}
                cover
                priority={index < eagerCount}
                lazy={lazyLoad}
                maxSourceWidth={thumbnailWidth * 3}
                className={index === 0 && prioritiseFirst ? 'thumb lcp' : 'thumb'}
              />
              <PlayMarker photo={photo} />
            </span>
            {titleDisplay !== 'never' ? <span className="thumb-title">{photo.title}</span> : null}
          </PhotoLink>
          {showDescription && photo.description ? <p className="thumb-description">{photo.description}</p> : null}
        </li>
      ))}
    </ul>
  )
}
