import type { Metadata } from 'next'

import { Breadcrumb, type Crumb } from '@/components/Breadcrumb'
import { RichContent } from '@/blocks/shared/RichContent'
import { hasContent, plainText } from '@/components/RichText/plainText'
import { GalleryBrowser, type GalleryBrowserProps } from '@/gallery/browser/GalleryBrowser'
// Directly, not through the islands module: see GalleryClientParts.
import { GalleryShell, LightboxOpener, TagFilter } from '@/gallery/client'
import type { PublishedGallery } from '@/gallery/data/galleries'
import type { GalleryOptions } from '@/gallery/resolveOptions'
import { itemCount } from '@/lib/messages'
import { EMBED_PROVIDERS } from '@/video/providers'
import { galleryPath } from '@/lib/urls'
import type { Media } from '@/payload-types'
import { documentMetadata } from '@/site/metadata'

/**
 * A gallery as a page's main content — at /galleries/<slug> or opened from an album — with its
 * breadcrumb (`parents` lead up to it), title, description and the gallery itself.
 */
export function GalleryPageView({
  gallery,
  options,
  state,
  path,
  parents,
  openPhoto,
}: {
  gallery: PublishedGallery
  options: GalleryOptions
  state: URLSearchParams
  path: string
  parents: Crumb[]
  openPhoto?: GalleryBrowserProps['openPhoto']
}) {
  const { doc, photos } = gallery
  return (
    <div className="gallery-page">
      <Breadcrumb items={[...parents, { label: doc.title, href: path }]} />
      <header className="page-intro">
        {/* Under a photo's viewer the photo's title is the page's heading. */}
        {openPhoto ? <h2 className="page-title">{doc.title}</h2> : <h1>{doc.title}</h1>}
        <RichContent data={doc.description} />
      </header>
      <GalleryBrowser gallerySlug={doc.slug} title={doc.title} photos={photos} options={options} pageState={state} prefix="" basePath={path} isMain={!openPhoto} textAbove={hasContent(doc.description)} openPhoto={openPhoto} parts={DIRECT_PARTS} />
    </div>
  )
}

const DIRECT_PARTS = { GalleryShell, TagFilter, LightboxOpener }

/**
 * A gallery's metadata. The canonical address is always the gallery's own; copies (filtered,
 * sorted, later pages, inside an album) are followed but not indexed.
 */
export function galleryMetadata({ doc, photos }: PublishedGallery, { indexed }: { indexed: boolean }): Metadata {
  const cover = typeof doc.cover === 'object' ? doc.cover : doc.items?.find((item) => typeof item === 'object')
  const metadata = documentMetadata({
    title: doc.title,
    meta: doc.meta,
    path: galleryPath(doc.slug),
    fallbackImage: (cover as Media | undefined) ?? null,
    fallbackDescription: plainText(doc.description) ?? itemCount(photos.length, photos.filter((photo) => photo.kind === 'clip' || (photo.kind === 'embed' && photo.embed !== null && EMBED_PROVIDERS[photo.embed.provider].video)).length),
  })
  return indexed ? metadata : { ...metadata, robots: { index: false, follow: true } }
}
