import type { Metadata } from 'next'

import { RichText } from '@/components/RichText'
import { plainText } from '@/components/RichText/plainText'
import { Breadcrumb } from '@/components/Breadcrumb'
import { getPublishedGallery, listPublishedGalleries } from '@/gallery/data/galleries'
import { getGalleryOptions } from '@/gallery/data/settings'
import { GridView } from '@/gallery/views/Grid/Component'
import { photoCount, t } from '@/lib/messages'
import { parseParam, slugParam } from '@/lib/params'
import { galleriesIndexPath, galleryPath } from '@/lib/urls'
import type { Media } from '@/payload-types'
import { documentMetadata } from '@/site/metadata'
import { redirectOrNotFound } from '@/site/redirects'

type Props = { params: Promise<{ slug: string }> }

export const revalidate = 3600
export const dynamicParams = true

export async function generateStaticParams() {
  return (await listPublishedGalleries()).map((gallery) => ({ slug: gallery.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = parseParam(slugParam, (await params).slug)
  const gallery = slug ? await getPublishedGallery(slug) : null
  if (!gallery) return {}
  const cover = typeof gallery.doc.cover === 'object' ? (gallery.doc.cover as Media) : (gallery.doc.items?.find((item) => typeof item === 'object') as Media | undefined)
  return documentMetadata({
    title: gallery.doc.title,
    meta: gallery.doc.meta,
    path: galleryPath(gallery.doc.slug),
    fallbackImage: cover,
    fallbackDescription: plainText(gallery.doc.description) ?? photoCount(gallery.photos.length),
  })
}

/** A gallery: server-rendered thumbnails linking to each photo's own page. */
export default async function GalleryPage({ params }: Props) {
  const raw = (await params).slug
  const slug = parseParam(slugParam, raw)
  const gallery = slug ? await getPublishedGallery(slug) : null
  if (!gallery) return redirectOrNotFound(galleryPath(encodeURIComponent(raw)))
  const options = await getGalleryOptions(gallery.doc)
  return (
    <>
      <Breadcrumb items={[{ label: t('galleries.title'), href: galleriesIndexPath() }, { label: gallery.doc.title, href: galleryPath(gallery.doc.slug) }]} />
      <header className="page-intro">
        <h1>{gallery.doc.title}</h1>
        <RichText data={gallery.doc.description} />
      </header>
      <GridView
        gallerySlug={gallery.doc.slug}
        photos={gallery.photos}
        viewOptions={options.viewOptions}
        behaviour={options.behaviour}
        // The first row on a phone is one or two thumbnails; the rest load lazily as they scroll in.
        eagerCount={2}
        prioritiseFirst
      />
    </>
  )
}
