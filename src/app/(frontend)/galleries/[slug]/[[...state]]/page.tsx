import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPublishedGallery } from '@/gallery/data/galleries'
import { getGalleryOptions } from '@/gallery/data/settings'
import { splitStateFromSegments } from '@/gallery/state/segment'
import { PreviewBar } from '@/components/LivePreview/PreviewBar'
import { t } from '@/lib/messages'
import { previewEditor } from '@/lib/preview'
import { parseParam, slugParam } from '@/lib/params'
import { galleriesIndexPath, galleryPath } from '@/lib/urls'
import { redirectOrNotFound } from '@/site/redirects'

import { GalleryPageView, galleryMetadata } from '../../../_shared/GalleryPageView'

type Props = { params: Promise<{ slug: string; state?: string[] }> }

export const revalidate = 3600
export const dynamicParams = true

// Rendered on each address's first request, then kept in Next's cache (src/lib/buildPhase.ts).
export async function generateStaticParams() {
  return []
}

/** The gallery and the visitor's state (search, tags, sort, page, view) that src/proxy.ts put in the path. */
async function load(params: Props['params']) {
  const { slug: raw, state: segments = [] } = await params
  const slug = parseParam(slugParam, raw)
  const { path, state } = splitStateFromSegments(segments)
  if (path.length > 0 || state === null) return { raw, gallery: null, state: null, editor: null }
  // An editor previewing sees the gallery's latest draft (the viewer's photo list stays the published one).
  const editor = await previewEditor()
  return { raw, gallery: slug ? await getPublishedGallery(slug, editor) : null, state, editor }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { gallery, state } = await load(params)
  // Filtered, sorted and later pages repeat the gallery: followed, not indexed.
  return gallery && state ? galleryMetadata(gallery, { indexed: state.size === 0 }) : {}
}

/** A gallery in its configured view (or the one the address asks for), with search, tags, sort and paging. */
export default async function GalleryPage({ params }: Props) {
  const { raw, gallery, state, editor } = await load(params)
  if (!state) notFound()
  if (!gallery) return redirectOrNotFound(galleryPath(encodeURIComponent(raw)))
  const options = await getGalleryOptions(gallery.doc)
  const view = <GalleryPageView gallery={gallery} options={options} state={state} path={galleryPath(gallery.doc.slug)} parents={[{ label: t('galleries.title'), href: galleriesIndexPath() }]} />
  return editor ? (
    <>
      <PreviewBar path={galleryPath(gallery.doc.slug)} />
      {view}
    </>
  ) : (
    view
  )
}
