import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumb } from '@/components/Breadcrumb'
import { RichText } from '@/components/RichText'
import { plainText } from '@/components/RichText/plainText'
import { GalleryBrowser } from '@/gallery/browser/GalleryBrowser'
import { getPublishedGallery, listPublishedGalleries } from '@/gallery/data/galleries'
import { getGalleryOptions } from '@/gallery/data/settings'
import { splitStateFromSegments } from '@/gallery/state/segment'
import { photoCount, t } from '@/lib/messages'
import { parseParam, slugParam } from '@/lib/params'
import { galleriesIndexPath, galleryPath } from '@/lib/urls'
import type { Media } from '@/payload-types'
import { documentMetadata } from '@/site/metadata'
import { redirectOrNotFound } from '@/site/redirects'

type Props = { params: Promise<{ slug: string; state?: string[] }> }

export const revalidate = 3600
export const dynamicParams = true

export async function generateStaticParams() {
  return (await listPublishedGalleries()).map((gallery) => ({ slug: gallery.slug, state: [] }))
}

/** The gallery and the visitor's state (search, tags, sort, page, view) that src/proxy.ts put in the path. */
async function load(params: Props['params']) {
  const { slug: raw, state: segments = [] } = await params
  const slug = parseParam(slugParam, raw)
  const { path, state } = splitStateFromSegments(segments)
  if (path.length > 0 || state === null) return { raw, gallery: null, state: null }
  return { raw, gallery: slug ? await getPublishedGallery(slug) : null, state }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { gallery, state } = await load(params)
  if (!gallery || !state) return {}
  const cover = typeof gallery.doc.cover === 'object' ? (gallery.doc.cover as Media) : (gallery.doc.items?.find((item) => typeof item === 'object') as Media | undefined)
  const metadata = documentMetadata({
    title: gallery.doc.title,
    meta: gallery.doc.meta,
    path: galleryPath(gallery.doc.slug),
    fallbackImage: cover,
    fallbackDescription: plainText(gallery.doc.description) ?? photoCount(gallery.photos.length),
  })
  // Filtered, sorted and later pages repeat the gallery: followed, not indexed.
  return state.size > 0 ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/** A gallery in its configured view (or the one the address asks for), with search, tags, sort and paging. */
export default async function GalleryPage({ params }: Props) {
  const { raw, gallery, state } = await load(params)
  if (!state) notFound()
  if (!gallery) return redirectOrNotFound(galleryPath(encodeURIComponent(raw)))
  const options = await getGalleryOptions(gallery.doc)
  return (
    <div className="gallery-page">
      <Breadcrumb items={[{ label: t('galleries.title'), href: galleriesIndexPath() }, { label: gallery.doc.title, href: galleryPath(gallery.doc.slug) }]} />
      <header className="page-intro">
        <h1>{gallery.doc.title}</h1>
        <RichText data={gallery.doc.description} />
      </header>
      <GalleryBrowser
        gallerySlug={gallery.doc.slug}
        title={gallery.doc.title}
        photos={gallery.photos}
        options={options}
        pageState={state}
        prefix=""
        basePath={galleryPath(gallery.doc.slug)}
        isMain
      />
    </div>
  )
}
