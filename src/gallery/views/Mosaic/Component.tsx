import type { CSSProperties } from 'react'

import { mosaicColumns } from '../../layouts/mosaic'
import { AlbumLayout } from '../shared/AlbumLayout'
import { LayoutEnd, Tile } from '../shared/Tile'
import type { ViewProps } from '../types'

/**
 * Mosaic: photos fill the gallery's width edge to edge.
 * - horizontal: justified rows in CSS — every photo starts at the row height and grows in proportion
 *   to its width, so all photos in a row share one height and the row ends flush. With "follows the
 *   gallery width" the row height grows by a quarter from 1920 px and shrinks by a quarter at 640 px.
 * - vertical: justified columns, laid out per container width by react-photo-album on the server.
 */
export function MosaicView(props: ViewProps) {
  const { thumbnailWidth, thumbnailHeight, maxColumns, mosaicDirection, mosaicResizable, titleDisplay } = props.options.viewOptions
  if (mosaicDirection === 'vertical') {
    return <AlbumLayout {...props} layout="columns" className="mosaic-vertical" columns={(width) => mosaicColumns(width, thumbnailWidth, maxColumns, mosaicResizable)} />
  }
  const style = { '--row-h': `${thumbnailHeight}px` } as CSSProperties
  return (
    <ul className={`mosaic-horizontal${mosaicResizable ? ' is-resizable' : ''} titles-${titleDisplay}`} style={style}>
      {props.photos.map((photo, index) => (
        <Tile key={photo.id} photo={photo} index={index} view={props} sizes={`(max-width: 640px) 100vw, ${thumbnailHeight * 3}px`} />
      ))}
      <LayoutEnd />
    </ul>
  )
}
