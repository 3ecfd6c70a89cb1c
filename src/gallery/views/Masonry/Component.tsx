import type { CSSProperties } from 'react'

import { rowTileSizes } from '../../layouts/mosaic'
import { LayoutEnd, Tile } from '../shared/Thumbnail'
import type { ViewProps } from '../types'

/**
 * Masonry, in CSS alone (no JavaScript, nothing computed, nothing shifts):
 * - vertical: columns of photos at their own heights; as many columns as fit thumbnails of the
 *   configured width + 1 px, capped by the most-columns setting (the grid's rule, done by `columns`);
 * - horizontal: rows at the thumbnail height, each photo as wide as its shape needs, rows left ragged.
 */
export function MasonryView(props: ViewProps) {
  const { thumbnailWidth, thumbnailHeight, maxColumns, masonryType, titleDisplay } = props.options.viewOptions
  const style = { '--thumb-w': `${thumbnailWidth}px`, '--row-h': `${thumbnailHeight}px`, '--max-cols': maxColumns } as CSSProperties
  const columnSizes = `(max-width: ${thumbnailWidth * 2}px) 100vw, ${Math.round(thumbnailWidth * 1.5)}px`
  // Rows draw each photo at exactly ratio × row height (at most the row's width).
  const sizes = (photo: ViewProps['photos'][number]) => (masonryType === 'vertical' ? columnSizes : rowTileSizes(photo.width / photo.height, thumbnailHeight))
  return (
    <ul className={`masonry-${masonryType} titles-${titleDisplay}`} style={style}>
      {props.photos.map((photo, index) => (
        <Tile key={photo.id} photo={photo} index={index} view={props} sizes={sizes(photo)} />
      ))}
      <LayoutEnd />
    </ul>
  )
}
