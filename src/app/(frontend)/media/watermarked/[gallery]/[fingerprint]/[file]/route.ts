import path from 'node:path'

import { ensureWatermarkedFile } from '@/gallery/watermark/burned'
import { FINGERPRINT_PATTERN } from '@/gallery/watermark/spec'
import { idParam, parseParam } from '@/lib/params'
import { STORED_FILE_POLICY } from '@/lib/security/storedFileHeaders'

type Context = { params: Promise<{ gallery: string; fingerprint: string; file: string }> }

export const dynamic = 'force-dynamic'

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' }

const notFound = () =>
  new Response('There is no such watermarked image.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  })

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}

/**
 * A photo of a watermarked gallery, with the watermark burned in. The address holds the watermark's
 * fingerprint, so a file never changes under it and may be cached for good; a changed setting
 * gives new addresses (and the old files are removed).
 */
export async function GET(_request: Request, { params }: Context) {
  const raw = await params
  const gallery = parseParam(idParam, raw.gallery)
  const filename = safeDecode(raw.file)
  const type = TYPES[path.extname(filename).toLowerCase()]
  if (gallery === null || !FINGERPRINT_PATTERN.test(raw.fingerprint) || !type) return notFound()
  const opened = await ensureWatermarkedFile({ gallery, fingerprint: raw.fingerprint }, filename)
  if (!opened) return notFound()
  return new Response(opened.stream, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(opened.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': STORED_FILE_POLICY,
    },
  })
}
