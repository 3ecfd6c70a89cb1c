/**
 * Layout rules for the mosaic. The horizontal mosaic is CSS fed with mosaicRowHeight's row heights;
 * the vertical one is laid out by react-photo-album once per container-width breakpoint with
 * mosaicColumns. (Masonry's columns need no rule of its own: CSS `columns` applies the grid's
 * gridColumns; its rows draw each photo at rowTileSizes.)
 */
import { gridColumns } from './grid'

/** Container widths the vertical mosaic is computed for (react-photo-album adds half the smallest). */
export const ALBUM_BREAKPOINTS = [640, 1100, 1920] as const

/** Gaps between tiles, in pixels. */
export const ALBUM_SPACING = 8

/**
 * How much a mosaic that follows the gallery width scales its tiles: up by a quarter on very wide
 * galleries (≥ 1920 px), down by a quarter on phones (≤ 640 px), not at all otherwise.
 */
function mosaicScale(containerWidth: number, resizable: boolean): number {
  if (!resizable) return 1
  if (containerWidth >= 1920) return 1.25
  if (containerWidth <= 640) return 0.75
  return 1
}

/** Horizontal mosaic row height: the thumbnail height, scaled (never below 60 px). */
export function mosaicRowHeight(containerWidth: number, thumbnailHeight: number, resizable: boolean): number {
  const scale = mosaicScale(containerWidth, resizable)
  return scale === 1 ? thumbnailHeight : Math.max(60, Math.round(thumbnailHeight * scale))
}

/**
 * How much wider than its basis (ratio × row height) a justified-row tile is drawn, at most in
 * practice: a row ends when the next photo's basis no longer fits, and the row's photos share the
 * rest in proportion. Photos from 1:2 to 2:1 on a 412 px phone grow up to about 2.5 in the worst row;
 * the next larger stored width (320, 640, 960, 1280) covers the rest.
 */
export const MOSAIC_ROW_GROWTH = 2

/**
 * `sizes` for one tile of the horizontal mosaic: the width it is drawn at for each row height the
 * mosaic uses (phones ≤ 640 px, very wide ≥ 1920 px, the rest), never more than the screen. With
 * one `100vw` for all, a phone fetched the 960-px file of every photo to show it 120–380 px wide.
 */
export function mosaicTileSizes(ratio: number, rows: { narrow: number; normal: number; wide: number }): string {
  const width = (row: number) => rowTileSizes(ratio, row, MOSAIC_ROW_GROWTH)
  return `(max-width: 640px) ${width(rows.narrow)}, (min-width: 1920px) ${width(rows.wide)}, ${width(rows.normal)}`
}

/**
 * The width a photo is drawn at in a row of the given height (ratio × height, times how much the
 * row may grow), never more than the screen: the horizontal masonry's `sizes` (rows that never grow).
 */
export function rowTileSizes(ratio: number, rowHeight: number, growth = 1): string {
  return `min(100vw, ${Math.ceil(ratio * rowHeight * growth)}px)`
}

/** Vertical mosaic (justified columns): as many columns as thumbnails of the scaled width fit. */
export function mosaicColumns(containerWidth: number, thumbnailWidth: number, maxColumns: number, resizable: boolean): number {
  return gridColumns(containerWidth, Math.round(thumbnailWidth * mosaicScale(containerWidth, resizable)), maxColumns)
}
