import 'server-only'

import path from 'node:path'

import { openStoredMedia, type Opened } from '@/collections/Media/files'
import { getPayloadClient } from '@/lib/payload'
import { resolvePayloadSecret } from '@/lib/secret'
import { photoDownloadPath } from '@/lib/urls'
import { checkSignature, signResource, type SignatureCheck } from '@/lib/security/signedUrl'
import type { Media } from '@/payload-types'

import { ensureWatermarkedFile } from '../watermark/burned'
import type { WatermarkRef } from '../watermark/spec'
import { LARGEST_FIRST, type DownloadSize } from './rules'

/** How long a download link works. */
export const DOWNLOAD_LINK_SECONDS = 300

const resource = (gallerySlug: string, photoId: number, size: DownloadSize) => `download:${gallerySlug}:${photoId}:${size}`

export function downloadLink(gallerySlug: string, photoId: number, size: DownloadSize, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_SECONDS
  const signature = signResource(resolvePayloadSecret(), resource(gallerySlug, photoId, size), expires)
  return `${photoDownloadPath(gallerySlug, photoId)}?${new URLSearchParams({ size, expires: String(expires), signature })}`
}

export function checkDownloadLink(gallerySlug: string, photoId: number, params: URLSearchParams): { check: SignatureCheck; size: DownloadSize | null } {
  const size = params.get('size')
  const known = size === 'original' || (LARGEST_FIRST as readonly string[]).includes(size ?? '')
  if (!known) return { check: 'invalid', size: null }
  const check = checkSignature(resolvePayloadSecret(), resource(gallerySlug, photoId, size as DownloadSize), params.get('expires'), params.get('signature'))
  return { check, size: size as DownloadSize }
}

/**
 * The file a download gives, streamed (an original may be large): the stored file for the size,
 * or, for a photo shown watermarked (`watermark`), the burned copy of that web size. Stored files
 * are read from this disk or the storage adapter's bucket (openStoredMedia). Null when it is in
 * neither.
 */
export async function openDownloadFile(
  media: Media,
  size: DownloadSize,
  watermark: WatermarkRef | null,
): Promise<{ stream: ReadableStream; length: number; extension: string; mimeType: string } | null> {
  const payload = await getPayloadClient()
  const stored = size === 'original' ? { filename: media.filename, mimeType: media.mimeType } : media.sizes?.[size]
  if (!stored?.filename) return null
  let opened: Opened | null
  if (size !== 'original' && watermark) {
    opened = await ensureWatermarkedFile(watermark, stored.filename)
  } else {
    opened = await openStoredMedia(payload, stored.filename)
  }
  return opened ? { ...opened, extension: path.extname(stored.filename).slice(1), mimeType: stored.mimeType ?? 'application/octet-stream' } : null
}
