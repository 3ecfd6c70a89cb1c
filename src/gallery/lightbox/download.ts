import 'server-only'

import path from 'node:path'

import sharp from 'sharp'

import { cleanOriginal, cleanOriginalPath } from '@/collections/Media/cleanOriginal'
import { openFileStream, openStoredMedia, readStoredMedia } from '@/collections/Media/files'
import { writeAtomically } from '@/lib/server/files'
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

/** JPEG settings of a downloaded web size: what every photo program opens (purchases are the same). */
const DOWNLOAD_JPEG = { quality: 92, mozjpeg: true } as const

/**
 * The file a download gives: for a web size (or, for a photo shown watermarked, the burned copy of
 * that size) a JPEG made from it, as a visitor expects a downloaded photo to be, without metadata;
 * an original as it was uploaded but without its metadata (cleanOriginal), streamed (it may be large). Stored files are read from this disk or
 * the storage adapter's bucket (openStoredMedia). Null when it is in neither.
 */
export async function openDownloadFile(
  media: Media,
  size: DownloadSize,
  watermark: WatermarkRef | null,
): Promise<{ stream: ReadableStream; length: number; extension: string; mimeType: string } | null> {
  const payload = await getPayloadClient()
  const stored = size === 'original' ? { filename: media.filename, mimeType: media.mimeType } : media.sizes?.[size]
  if (!stored?.filename) return null
  if (size === 'original') {
    const mimeType = stored.mimeType ?? 'application/octet-stream'
    // The original without its camera's and owner's metadata, made once and kept beside the others.
    const clean = cleanOriginalPath(media, stored.filename)
    let opened = await openFileStream(clean)
    if (!opened) {
      const original = await readStoredMedia(payload, stored.filename)
      if (!original) return null
      await writeAtomically(clean, await cleanOriginal(original, mimeType))
      opened = await openFileStream(clean)
    }
    return opened ? { ...opened, extension: path.extname(stored.filename).slice(1), mimeType } : null
  }
  const opened = watermark ? await ensureWatermarkedFile(watermark, stored.filename) : await openStoredMedia(payload, stored.filename)
  if (!opened) return null
  const jpeg = await sharp(Buffer.from(await new Response(opened.stream).arrayBuffer())).jpeg(DOWNLOAD_JPEG).toBuffer()
  return { stream: new Blob([new Uint8Array(jpeg)]).stream(), length: jpeg.byteLength, extension: 'jpg', mimeType: 'image/jpeg' }
}
