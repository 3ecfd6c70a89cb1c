import { WEB_SIZES } from '@/collections/Media/sizes'
import type { Media } from '@/payload-types'

import { stepIndex } from '../layouts/slideshow'
import type { GalleryOptions } from '../resolveOptions'

/**
 * The lightbox's own rules, kept pure so they are tested on their own (seed section 9, "Gallery
 * lightbox"). The transition length and change direction are the slideshow view's (layouts/slideshow).
 */

/**
 * Which photos to fetch ahead, nearest first: the configured count, alternating after and before
 * the current one (+1, −1, +2, −2 …). With loop on, indexes wrap around; with it off, they stop at
 * the ends. Never the current photo, never one twice.
 */
export function preloadOrder(current: number, total: number, count: number, loop: boolean): number[] {
  const order: number[] = []
  if (total <= 1 || count <= 0) return order
  const seen = new Set([current])
  for (let step = 1; order.length < count && step < total; step++) {
    for (const candidate of [current + step, current - step]) {
      if (order.length >= count) break
      const index = loop ? stepIndex(candidate, 0, total) : candidate
      if (index < 0 || index >= total || seen.has(index)) continue
      seen.add(index)
      order.push(index)
    }
  }
  return order
}

/**
 * The old site's deep link, `#bwg<galleryId>/<imageId>`: its ids, or null when the fragment is
 * something else.
 */
export function parseLegacyHash(hash: string): { galleryId: number; imageId: number } | null {
  const match = /^#?bwg([0-9]{1,9})\/([0-9]{1,9})$/.exec(hash)
  return match ? { galleryId: Number(match[1]), imageId: Number(match[2]) } : null
}

/** The stored web sizes (collections/Media/sizes), largest first. */
export const LARGEST_FIRST = /* @__PURE__ */ [...WEB_SIZES].reverse()
export type DownloadSize = 'original' | (typeof LARGEST_FIRST)[number]

/**
 * What a download gives for this gallery: the original when the editor chose it and no watermark
 * stands in the way, else the largest web size. A watermark stands in the way when this gallery
 * has one (unless its watermark settings allow originals) or when the photo is watermarked by
 * another gallery (that gallery's editor decides, and an unwatermarked gallery cannot undo it).
 */
export function downloadSize(
  media: Pick<Media, 'sizes' | 'filename' | 'watermarkedBy'>,
  options: Pick<GalleryOptions, 'behaviour' | 'watermark'>,
): DownloadSize | null {
  const ownWatermark = (options.watermark.type ?? 'none') !== 'none'
  const watermarked = ownWatermark || Boolean(media.watermarkedBy?.gallery)
  const originalAllowed = options.behaviour.downloadOriginal && (!watermarked || (ownWatermark && options.watermark.allowOriginalDownload === true))
  if (originalAllowed && media.filename) return 'original'
  return LARGEST_FIRST.find((name) => media.sizes?.[name]?.filename) ?? null
}

/**
 * How wide (CSS px) a photo shows on the viewer's stage when it opens: the stage is the configured
 * box (or the window, when set to open maximized or fullscreen) less a filmstrip beside or under
 * it, and the photo fits inside it keeping its shape. Used to fetch the right size ahead of a click.
 */
export function openingImageWidth(
  photo: { width: number; height: number },
  viewport: { width: number; height: number },
  settings: Pick<GalleryOptions['lightbox'], 'width' | 'height' | 'openMaximized' | 'openFullscreen' | 'filmstrip' | 'filmstripPosition' | 'filmstripSize'>,
): number {
  const whole = settings.openMaximized || settings.openFullscreen
  let width = whole ? viewport.width : Math.min(settings.width, viewport.width)
  let height = whole ? viewport.height : Math.min(settings.height, viewport.height)
  if (settings.filmstrip) {
    // Thumbnail, its border and the strip's padding (lightbox.css).
    const across = settings.filmstripPosition === 'left' || settings.filmstripPosition === 'right'
    if (across) width -= settings.filmstripSize + 4 + 20
    else height -= Math.round((settings.filmstripSize * 2) / 3) + 4 + 20
  }
  if (width <= 0 || height <= 0 || photo.width <= 0 || photo.height <= 0) return 0
  return Math.round(Math.min(width, photo.width, (height * photo.width) / photo.height))
}

/** How many photos the server's filmstrip lists on each side of the current one: more than a wide viewer shows. */
export const STATIC_STRIP_REACH = 6

/**
 * The slice of the walk the server's filmstrip lists: the current photo and up to `reach` on each
 * side (the strip scrolls the current one to its middle, as the live one does, by CSS scroll snap).
 */
export function stripWindow(total: number, at: number, reach = STATIC_STRIP_REACH): { start: number; end: number } {
  return { start: Math.max(0, at - reach), end: Math.min(total, at + reach + 1) }
}
