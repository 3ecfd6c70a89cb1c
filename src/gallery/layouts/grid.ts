/**
 * Layout math for the thumbnails grid, kept pure so it can be unit-tested.
 * Columns = floor(container ÷ (thumbnail width + 1)), at least 1, at most `maxColumns`.
 */
export function gridColumns(containerWidth: number, thumbnailWidth: number, maxColumns: number): number {
  const fit = Math.floor(containerWidth / (thumbnailWidth + 1))
  return Math.max(1, Math.min(maxColumns, fit))
}

/**
 * The `sizes` attribute for grid thumbnails. Cells stretch between one and two thumbnail widths, so
 * on a narrow screen (one column) a thumbnail is the viewport's width; elsewhere it is at most
 * 1.5 × the configured width.
 */
export function gridSizes(thumbnailWidth: number, maxColumns: number): string {
  const oneColumnUpTo = thumbnailWidth * 2 + 1
  const widest = Math.ceil(thumbnailWidth * (maxColumns === 1 ? 4 : 1.5))
  return `(max-width: ${oneColumnUpTo}px) 100vw, ${widest}px`
}
