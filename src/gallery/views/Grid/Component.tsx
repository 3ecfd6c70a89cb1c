import type { CSSProperties } from 'react'

import { gridSizes } from '../../layouts/grid'
import { Thumbnail } from '../shared/Thumbnail'
import { photoElementId, type ViewProps } from '../types'

/**
 * Thumbnails grid, fully server-rendered: columns = container width ÷ (thumbnail width + 1), capped by
 * the most-columns setting, done in CSS so it needs no JavaScript and never shifts.
 */
export function GridView(props: ViewProps) {
  const { thumbnailWidth, thumbnailHeight, maxColumns, titleDisplay } = props.options.viewOptions
  const style = {
    '--thumb-w': `${thumbnailWidth}px`,
    '--thumb-h': `${thumbnailHeight}px`,
    '--max-cols': maxColumns,
  } as CSSProperties
  const image = { width: thumbnailWidth, height: thumbnailHeight, sizes: gridSizes(thumbnailWidth, maxColumns), cover: true, maxSourceWidth: thumbnailWidth * 3 }
  return (
    <ul className={`gallery-grid titles-${titleDisplay}`} style={style}>
      {props.photos.map((photo, index) => (
        <li key={photo.id} id={photoElementId(props.idPrefix, photo.id)} className="gallery-item">
          <Thumbnail photo={photo} index={index} view={props} image={image} />
        </li>
      ))}
    </ul>
  )
}
