/**
 * Where a visitor fetches a stored image: the plain file, or, for a photo shown watermarked, the
 * copy burned with that watermark (the plain files of such photos answer 403). Pure and light, so
 * every domain that shows a photo (galleries, pages, search) gives the same addresses.
 */

/** Which gallery's watermark a photo is shown with, and the fingerprint of that watermark. */
export type WatermarkRef = { gallery: number; fingerprint: string }

/** The watermark a photo records as its own (gallery/watermark/galleries.ts keeps it), if any. */
export const recordedWatermark = (media: { watermarkedBy?: { gallery?: number | null; fingerprint?: string | null } | null }): WatermarkRef | null =>
  media.watermarkedBy?.gallery && media.watermarkedBy.fingerprint
    ? { gallery: media.watermarkedBy.gallery, fingerprint: media.watermarkedBy.fingerprint }
    : null

/** Public address of a stored derivative burned with a gallery's watermark. */
export const watermarkedPath = (ref: WatermarkRef, filename: string) =>
  `/media/watermarked/${ref.gallery}/${ref.fingerprint}/${encodeURIComponent(filename)}`

const STORED_FILE = /^\/api\/media\/file\/([^/?#]+)$/

/**
 * Files stored on our own disk are served from our own origin: a site-relative URL keeps every
 * srcset short (gallery pages list hundreds). Object-storage URLs stay absolute.
 */
export const siteRelativeMediaUrl = (url: string): string => url.replace(/^https?:\/\/[^/]+(?=\/api\/(media|audio)\/file\/)/, '')

/**
 * The watermarked address for a media file address, or null for one that is not ours to burn
 * (an object-storage URL, say).
 */
export function watermarkedUrl(url: string, ref: WatermarkRef): string | null {
  const match = STORED_FILE.exec(url)
  return match ? watermarkedPath(ref, decodeURIComponent(match[1]!)) : null
}

/** The address a visitor may load a stored size from: site-relative, and burned when the photo is shown watermarked. */
export function publicFileUrl(url: string, watermark: WatermarkRef | null): string {
  const own = siteRelativeMediaUrl(url)
  return (watermark && watermarkedUrl(own, watermark)) || own
}
