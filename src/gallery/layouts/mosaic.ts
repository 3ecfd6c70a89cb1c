/**
 * Layout rules for the mosaic. The horizontal mosaic is CSS fed with mosaicRowHeight's row heights;
 * the vertical one is laid out by react-photo-album once per container-width breakpoint with
 * mosaicColumns. (Masonry needs no rule of its own: CSS `columns` applies the grid's gridColumns.)
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

/** Vertical mosaic (justified columns): as many columns as thumbnails of the scaled width fit. */
export function mosaicColumns(containerWidth: number, thumbnailWidth: number, maxColumns: number, resizable: boolean): number {
  return gridColumns(containerWidth, Math.round(thumbnailWidth * mosaicScale(containerWidth, resizable)), maxColumns)
}
