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
 * Mosaic row height: the thumbnail height, scaled up by a quarter on very wide galleries (≥ 1920 px)
 * and down by a quarter on phones (≤ 640 px) when the mosaic follows the gallery width.
 */
export function mosaicRowHeight(containerWidth: number, thumbnailHeight: number, resizable: boolean): number {
  if (!resizable) return thumbnailHeight
  if (containerWidth >= 1920) return Math.round(thumbnailHeight * 1.25)
  if (containerWidth <= 640) return Math.max(60, Math.round(thumbnailHeight * 0.75))
  return thumbnailHeight
}

/** Vertical mosaic (justified columns): as many columns as thumbnails of the configured width fit. */
export function mosaicColumns(containerWidth: number, thumbnailWidth: number, maxColumns: number, resizable: boolean): number {
  const width = resizable && containerWidth >= 1920 ? thumbnailWidth * 1.25 : resizable && containerWidth <= 640 ? thumbnailWidth * 0.75 : thumbnailWidth
  return gridColumns(containerWidth, Math.round(width), maxColumns)
}
