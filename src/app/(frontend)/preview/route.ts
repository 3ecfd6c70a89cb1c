import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isStaffUser } from '@/access'
import { parseParam, slugParam } from '@/lib/params'
import { getPayloadClient } from '@/lib/payload'
import { albumPath, galleryPath, pagePath, PREVIEW_COLLECTIONS, type PreviewCollection } from '@/lib/urls'

export const dynamic = 'force-dynamic'

const text = (status: number, message: string) => new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

// An album previews at its own address (/albums/<slug>), wherever it sits in the tree.
const PATHS: Record<PreviewCollection, (slug: string) => string> = { pages: pagePath, galleries: galleryPath, albums: (slug) => albumPath([slug]) }

/**
 * GET /preview?collection=pages&slug=about: an editor's preview (the admin's Live Preview pane and
 * Preview button). Signed-in staff get Next's draft mode and go to the document's address, where
 * the latest draft shows; anyone else is refused and nothing changes.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams
  const collection = query.get('collection') as PreviewCollection | null
  const slug = parseParam(slugParam, query.get('slug'))
  if (!collection || !PREVIEW_COLLECTIONS.includes(collection)) return text(400, 'Preview needs collection=pages, galleries or albums.')
  if (!slug) return text(400, 'This document needs a valid slug before it can be previewed. Save it with one, then preview again.')
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user)) return text(401, 'Sign in to the admin to preview drafts.')
  ;(await draftMode()).enable()
  redirect(PATHS[collection](slug))
}
