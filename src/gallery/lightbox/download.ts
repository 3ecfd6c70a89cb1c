import 'server-only'

import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { getPayloadClient } from '@/lib/payload'
import { resolvePayloadSecret } from '@/lib/secret'
import { photoDownloadPath } from '@/lib/urls'
import { checkSignature, signResource, type SignatureCheck } from '@/lib/security/signedUrl'
import type { Media } from '@/payload-types'

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

/** The stored file for a size, opened from the media folder. Null when it is not on this disk. */
export async function openDownloadFile(media: Media, size: DownloadSize): Promise<{ stream: ReadableStream; length: number; extension: string; mimeType: string } | null> {
  const payload = await getPayloadClient()
  const upload = payload.collections.media.config.upload
  const staticDir = typeof upload === 'object' && upload.staticDir ? upload.staticDir : null
  const stored = size === 'original' ? { filename: media.filename, mimeType: media.mimeType } : media.sizes?.[size]
  if (!staticDir || !stored?.filename) return null
  // Stored names are generated at upload; a name with a path in it is refused all the same.
  if (stored.filename !== path.basename(stored.filename)) return null
  const file = path.join(path.resolve(staticDir), stored.filename)
  try {
    const { size: length } = await fs.promises.stat(file)
    // Streamed: an original may be large, and nothing needs it whole in memory.
    const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream
    return { stream, length, extension: path.extname(stored.filename).slice(1), mimeType: stored.mimeType ?? 'application/octet-stream' }
  } catch {
    return null
  }
}
