import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/JsonLd'
import { pickSource } from '@/components/ResponsiveImage'
import { photosPerPage } from '@/gallery/browser/GalleryBrowser'
import { photoQueryString } from '@/gallery/browser/hrefs'
import { getGalleryPhoto, type PublishedGallery } from '@/gallery/data/galleries'
import { getGalleryOptions } from '@/gallery/data/settings'
import type { GalleryPhoto } from '@/gallery/data/types'
import { lightboxPhotos } from '@/gallery/lightbox/data'
import { stripWindow } from '@/gallery/lightbox/rules'
import { StaticViewer } from '@/gallery/lightbox/StaticViewer'
import { EMPTY_QUERY, parseGalleryQuery, type GalleryQuery } from '@/gallery/state/query'
import { splitStateFromSegments } from '@/gallery/state/segment'
import { siteUrl } from '@/lib/env'
import { t } from '@/lib/messages'
import { idParam, parseParam, slugParam } from '@/lib/params'
import { absoluteUrl, galleriesIndexPath, galleryPath, photoPath } from '@/lib/urls'
import { redirectOrNotFound } from '@/site/redirects'

import { GalleryPageView } from '../../../../../_shared/GalleryPageView'

type Props = { params: Promise<{ slug: string; id: string; state?: string[] }> }

export const revalidate = 3600
export const dynamicParams = true

// Rendered on each address's first request, then kept in Next's cache (src/lib/buildPhase.ts).
export async function generateStaticParams() {
  return []
}

/** The photo, its gallery and the visitor's state (search, tags, order) that src/proxy.ts put in the path. */
async function load(params: Props['params']) {
  const raw = await params
  const slug = parseParam(slugParam, raw.slug)
  const id = parseParam(idParam, raw.id)
  const { path, state } = splitStateFromSegments(raw.state ?? [])
  if (!slug || id === null || path.length > 0 || state === null) return { raw, found: null, state: null }
  return { raw, found: await getGalleryPhoto(slug, id), state }
}

function imageObject(photo: GalleryPhoto, pageUrl: string) {
  const largest = photo.sources.at(-1)!
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageObject',
    name: photo.title,
    description: photo.description ?? photo.alt,
    caption: photo.alt,
    contentUrl: absoluteUrl(siteUrl(), largest.url),
    thumbnailUrl: absoluteUrl(siteUrl(), photo.sources[0]!.url),
    url: pageUrl,
    width: photo.width,
    height: photo.height,
    ...(photo.credit ? { creditText: photo.credit, creator: { '@type': 'Person', name: photo.credit } } : {}),
    ...(photo.exif?.takenAt ? { dateCreated: photo.exif.takenAt } : {}),
    ...(photo.tags.length ? { keywords: photo.tags.map((tag) => tag.name).join(', ') } : {}),
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { found, state } = await load(params)
  if (!found || !state) return {}
  const { gallery, photo } = found
  const path = photoPath(gallery.doc.slug, photo.id)
  const image = photo.ogImage ?? pickSource(photo.sources, 1200)
  const images = image ? [{ url: image.url, width: image.width, height: image.height, alt: photo.alt }] : undefined
  const description = photo.description ?? photo.alt
  return {
    title: `${photo.title} · ${gallery.doc.title}`,
    description,
    alternates: { canonical: path },
    openGraph: { type: 'article', title: photo.title, description, url: path, images },
    twitter: { card: 'summary_large_image', title: photo.title, description, images: images?.map((img) => img.url) },
    // The same photo inside a filtered or sorted walk: followed, not indexed.
    ...(state.size > 0 ? { robots: { index: false, follow: true } } : {}),
  }
}

/**
 * The list the viewer walks: the visitor's search, tags and order when the photo is in it, else the
 * whole gallery (an old or edited link must still show its photo).
 */
function walk(gallery: PublishedGallery, photo: GalleryPhoto, query: GalleryQuery, options: Awaited<ReturnType<typeof getGalleryOptions>>) {
  const filtered = lightboxPhotos(gallery.photos, query, options)
  if (filtered.some((item) => item.id === photo.id)) return { list: filtered, query }
  return { list: lightboxPhotos(gallery.photos, EMPTY_QUERY, options), query: EMPTY_QUERY }
}

/**
 * One photo at its own address: the gallery with the viewer open over it. The server renders the
 * photo (title, description, details, previous/next) for search engines and visitors without
 * JavaScript; the live viewer takes over in the browser.
 */
export default async function PhotoPage({ params }: Props) {
  const { raw, found, state } = await load(params)
  if (!state) notFound()
  if (!found) return redirectOrNotFound(photoPath(encodeURIComponent(raw.slug), encodeURIComponent(raw.id)))
  const { gallery, photo } = found
  const options = await getGalleryOptions(gallery.doc)
  const parsed = parseGalleryQuery(state)
  const { list, query } = walk(gallery, photo, parsed.ok ? { ...parsed.query, page: 1, view: null } : EMPTY_QUERY, options)
  const at = list.findIndex((item) => item.id === photo.id)
  const photoQuery = photoQueryString(query)
  const href = (item: GalleryPhoto | undefined) => (item ? photoPath(gallery.doc.slug, item.id) + (photoQuery ? `?${photoQuery}` : '') : null)
  // The gallery under the viewer shows the page the photo is on.
  const galleryState = new URLSearchParams(photoQuery)
  // (The photo's address carries no view: the gallery shows its own.)
  const page = Math.floor(at / photosPerPage(options.view, options)) + 1
  if (page > 1) galleryState.set('page', String(page))
  const closeHref = galleryPath(gallery.doc.slug) + (galleryState.size ? `?${galleryState.toString()}` : '')
  const pageUrl = absoluteUrl(siteUrl(), photoPath(gallery.doc.slug, photo.id))
  // As the live viewer's arrows: with loop on, the last photo leads to the first and back.
  const wraps = options.lightbox.loop && list.length > 1
  const { start, end } = stripWindow(list.length, at)
  const strip = list.slice(start, end).map((item) => ({ id: item.id, title: item.title, href: href(item)!, thumbnail: item.sources[0]!.url, current: item.id === photo.id }))
  return (
    <>
      <JsonLd data={imageObject(photo, pageUrl)} />
      <GalleryPageView
        gallery={gallery}
        options={options}
        state={galleryState}
        path={galleryPath(gallery.doc.slug)}
        parents={[{ label: t('galleries.title'), href: galleriesIndexPath() }]}
        openPhoto={{
          id: photo.id,
          panel: null,
          // A slideshow that starts on open needs the live viewer at once.
          liveAt: options.lightbox.autoplay && options.lightbox.slideshowInterval > 0 ? 'load' : 'input',
          viewer: (
            <StaticViewer
              photo={photo}
              position={at + 1}
              total={list.length}
              previousHref={href(list[at - 1] ?? (wraps ? list.at(-1) : undefined))}
              nextHref={href(list[at + 1] ?? (wraps ? list[0] : undefined))}
              closeHref={closeHref}
              settings={options.lightbox}
              strip={strip}
            />
          ),
        }}
      />
    </>
  )
}
