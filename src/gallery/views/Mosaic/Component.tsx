import type { CSSProperties } from 'react'

import { mosaicRowHeight, mosaicTileSizes } from '../../layouts/mosaic'
import { LayoutEnd, Tile } from '../shared/Thumbnail'
import type { ViewProps } from '../types'
import { JustifiedColumns } from './JustifiedColumns'

/**
 * Mosaic: photos fill the gallery's width edge to edge.
 * - horizontal: justified rows in CSS — every photo starts at the row height and grows in proportion
 *   to its width, so all photos in a row share one height and the row ends flush. The row heights for
 *   phones and very wide screens come from mosaicRowHeight (the same when the mosaic is not resizable).
 * - vertical: justified columns (JustifiedColumns).
 */
export function MosaicView(props: ViewProps) {
  const { thumbnailHeight, mosaicDirection, mosaicResizable, titleDisplay } = props.options.viewOptions
  if (mosaicDirection === 'vertical') return <JustifiedColumns {...props} />
  const rows = { normal: thumbnailHeight, narrow: mosaicRowHeight(640, thumbnailHeight, mosaicResizable), wide: mosaicRowHeight(1920, thumbnailHeight, mosaicResizable) }
  const style = { '--row-h': `${rows.normal}px`, '--row-h-narrow': `${rows.narrow}px`, '--row-h-wide': `${rows.wide}px` } as CSSProperties
  return (
    <ul className={`mosaic-horizontal titles-${titleDisplay}`} style={style}>
      {props.photos.map((photo, index) => (
        <Tile key={photo.id} photo={photo} index={index} view={props} sizes={mosaicTileSizes(photo.width / photo.height, rows)} />
      ))}
      <LayoutEnd />
    </ul>
  )
}
