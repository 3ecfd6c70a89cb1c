import { shopViewerSource } from '@/commerce/viewerSource'
import { getPublishedGallery } from '@/gallery/data/galleries'
import { getGalleryOptions } from '@/gallery/data/settings'
import { lightboxData } from '@/gallery/lightbox/data'
import { EMPTY_QUERY, parseGalleryQuery } from '@/gallery/state/query'
import { splitStateFromSegments } from '@/gallery/state/segment'
import { parseParam, slugParam } from '@/lib/params'
import { shopCatalog } from '@/site/shopCatalog'

type Context = { params: Promise<{ slug: string; state?: string[] }> }

/** Side panels other domains add to the photo viewer (their client halves: ../../../../ViewerPanels.client.tsx). */
const PANELS = [shopViewerSource(shopCatalog)]

// One cached JSON document per gallery and visitor state, like the pages (src/proxy.ts puts the
// state in the path); rebuilt when content changes.
export const dynamic = 'force-static'
export const revalidate = 3600
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

const notFound = () => Response.json({ error: 'There is no such gallery.' }, { status: 404 })

/** The lightbox's data for a gallery: its settings, labels and the photos the visitor's state selects. */
export async function GET(_request: Request, { params }: Context) {
  const { slug: raw, state: segments = [] } = await params
  const slug = parseParam(slugParam, raw)
  const { path, state } = splitStateFromSegments(segments)
  if (!slug || path.length > 0 || state === null) return notFound()
  const gallery = await getPublishedGallery(slug)
  if (!gallery) return notFound()
  const parsed = parseGalleryQuery(state)
  const query = parsed.ok ? { ...parsed.query, page: 1, view: null } : EMPTY_QUERY
  return Response.json(await lightboxData(gallery, await getGalleryOptions(gallery.doc), query, PANELS))
}
