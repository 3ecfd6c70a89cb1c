import type { Metadata } from 'next'
import Link from 'next/link'

import { Breadcrumb } from '@/components/Breadcrumb'
import { JsonLd } from '@/components/JsonLd'
import { ResponsiveImage, pickSource } from '@/components/ResponsiveImage'
import { photoImageProps } from '@/gallery/views/photoImage'
import { getGalleryPhoto, listGalleryPhotoParams } from '@/gallery/data/galleries'
import type { GalleryPhoto } from '@/gallery/data/types'
import { siteUrl } from '@/lib/env'
import { t } from '@/lib/messages'
import { idParam, parseParam, slugParam } from '@/lib/params'
import { absoluteUrl, galleriesIndexPath, galleryPath, photoPath } from '@/lib/urls'
import { redirectOrNotFound } from '@/site/redirects'

type Props = { params: Promise<{ slug: string; id: string }> }

export const revalidate = 3600
export const dynamicParams = true

export async function generateStaticParams() {
  return (await listGalleryPhotoParams()).map(({ slug, id }) => ({ slug, id: String(id) }))
}

async function load(params: Props['params']) {
  const raw = await params
  const slug = parseParam(slugParam, raw.slug)
  const id = parseParam(idParam, raw.id)
  if (!slug || id === null) return null
  return getGalleryPhoto(slug, id)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
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
  }
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

function exposure(photo: GalleryPhoto): string | null {
  const exif = photo.exif
  if (!exif) return null
  const parts = [
    exif.focalLength ? `${exif.focalLength} mm` : null,
    exif.aperture ? `f/${exif.aperture}` : null,
    exif.exposureTime,
    exif.iso ? `ISO ${exif.iso}` : null,
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : null
}

/** One photo as its own server-rendered page (the lightbox, a later issue, opens over this URL). */
export default async function PhotoPage({ params }: Props) {
  const found = await load(params)
  if (!found) {
    const raw = await params
    return redirectOrNotFound(photoPath(encodeURIComponent(raw.slug), encodeURIComponent(raw.id)))
  }
  const { gallery, photo, index } = found
  const total = gallery.photos.length
  const previous = gallery.photos[index - 1]
  const next = gallery.photos[index + 1]
  const pageUrl = absoluteUrl(siteUrl(), photoPath(gallery.doc.slug, photo.id))
  const exposureText = exposure(photo)
  return (
    <>
      <JsonLd data={imageObject(photo, pageUrl)} />
      <Breadcrumb
        items={[
          { label: t('galleries.title'), href: galleriesIndexPath() },
          { label: gallery.doc.title, href: galleryPath(gallery.doc.slug) },
          { label: photo.title, href: photoPath(gallery.doc.slug, photo.id) },
        ]}
      />
      <article className="photo-page">
        <div>
          <div className="photo-stage">
            <ResponsiveImage
              {...photoImageProps(photo)}
              sizes="(max-width: 1000px) 100vw, 760px"
              priority
            />
            {photo.kind === 'embed' ? (
              <span className="play-marker" aria-hidden="true">
                ▶
              </span>
            ) : null}
          </div>
          <nav className="photo-nav" aria-label={t('photo.details')}>
            {previous ? (
              <Link href={photoPath(gallery.doc.slug, previous.id)} rel="prev">
                ← {t('photo.previous')}
              </Link>
            ) : (
              <span />
            )}
            <span className="photo-counter">{t('photo.counter', { index: index + 1, total })}</span>
            {next ? (
              <Link href={photoPath(gallery.doc.slug, next.id)} rel="next">
                {t('photo.next')} →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </div>
        <div className="photo-info">
          <h1>{photo.title}</h1>
          {photo.description ? <p>{photo.description}</p> : null}
          {photo.embed ? (
            <>
              <p className="embed-notice">{t('photo.embedNotice', { provider: photo.embed.providerLabel })}</p>
              <p>
                <a href={photo.embed.url} rel="noopener noreferrer" target="_blank">
                  {t('photo.openOnProvider', { provider: photo.embed.providerLabel })}
                </a>
              </p>
            </>
          ) : null}
          {photo.credit ? <p>{t('photo.credit', { credit: photo.credit })}</p> : null}
          <dl>
            {photo.exif?.camera ? (
              <>
                <dt>{t('photo.camera')}</dt>
                <dd>{photo.exif.camera}</dd>
              </>
            ) : null}
            {photo.exif?.lens ? (
              <>
                <dt>{t('photo.lens')}</dt>
                <dd>{photo.exif.lens}</dd>
              </>
            ) : null}
            {exposureText ? (
              <>
                <dt>{t('photo.exposure')}</dt>
                <dd>{exposureText}</dd>
              </>
            ) : null}
            {photo.exif?.takenAt ? (
              <>
                <dt>{t('photo.taken')}</dt>
                <dd>
                  <time dateTime={photo.exif.takenAt}>
                    {new Date(photo.exif.takenAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}
                  </time>
                </dd>
              </>
            ) : null}
            <dt>{t('photo.dimensions')}</dt>
            <dd>{t('photo.dimensionsValue', { width: photo.width, height: photo.height })}</dd>
          </dl>
          {photo.tags.length ? (
            <>
              <h2 className="visually-compact">{t('photo.tags')}</h2>
              <ul className="tag-list">
                {photo.tags.map((tag) => (
                  <li key={tag.slug}>{tag.name}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p>
            <Link href={galleryPath(gallery.doc.slug)}>{t('photo.backToGallery', { gallery: gallery.doc.title })}</Link>
          </p>
        </div>
      </article>
    </>
  )
}
