import { callerOf, crossSite, limited } from '@/engagement/http/respond'
import { getGalleryPhoto } from '@/gallery/data/galleries'
import { getGalleryOptions } from '@/gallery/data/settings'
import { checkDownloadLink, downloadLink, openDownloadFile } from '@/gallery/lightbox/download'
import { downloadSize } from '@/gallery/lightbox/rules'
import { recordedWatermark } from '@/gallery/watermark/spec'
import { t } from '@/lib/messages'
import { idParam, parseParam, slugParam } from '@/lib/params'
import { safeFileName } from '@/lib/security/signedUrl'
import type { Media } from '@/payload-types'

type Context = { params: Promise<{ slug: string; id: string }> }

export const dynamic = 'force-dynamic'

const problem = (status: number, message: string) =>
  Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } })

/** The gallery, the photo in it, its media document and the gallery's options; null when any is missing. */
async function find(params: Context['params']) {
  const raw = await params
  const slug = parseParam(slugParam, raw.slug)
  const id = parseParam(idParam, raw.id)
  if (!slug || id === null) return null
  const found = await getGalleryPhoto(slug, id)
  if (!found) return null
  const media = found.gallery.doc.items?.find((item): item is Media => typeof item === 'object' && item !== null && item.id === id)
  if (!media || media.kind === 'embed') return null
  // Shown with this gallery's watermark, else with the one another gallery burns into the photo.
  const watermark = found.gallery.watermark?.ref ?? recordedWatermark(media)
  return { slug, id, media, title: found.photo.title, watermark, options: await getGalleryOptions(found.gallery.doc) }
}

/** Issues a short-lived signed link for the photo's download, when the gallery allows downloads. */
export async function POST(request: Request, { params }: Context) {
  const refused = crossSite(request) ?? (await limited('downloadByIp', callerOf(request).ipHash))
  if (refused) return refused
  const found = await find(params)
  if (!found) return problem(404, 'There is no such photo in this gallery.')
  if (!found.options.behaviour.downloads) return problem(403, t('lightbox.downloadsOff'))
  const size = downloadSize(found.media, found.options)
  if (!size) return problem(404, 'This photo has no file to download.')
  return Response.json({ url: downloadLink(found.slug, found.id, size) }, { headers: { 'Cache-Control': 'no-store' } })
}

/** The file itself, for a valid, unexpired signed link, as an attachment with a safe name. */
export async function GET(request: Request, { params }: Context) {
  const found = await find(params)
  if (!found) return problem(404, 'There is no such photo in this gallery.')
  const { check, size } = checkDownloadLink(found.slug, found.id, new URL(request.url).searchParams)
  if (check !== 'valid' || !size) return problem(403, t('lightbox.badDownloadLink'))
  // The rules may have changed since the link was issued.
  if (!found.options.behaviour.downloads) return problem(403, t('lightbox.downloadsOff'))
  if (downloadSize(found.media, found.options) !== size) return problem(403, t('lightbox.badDownloadLink'))
  const file = await openDownloadFile(found.media, size, found.watermark)
  if (!file) return problem(404, 'This photo has no file to download.')
  const name = safeFileName(found.title, file.extension)
  return new Response(file.stream, {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(file.length),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
