import type { Metadata } from 'next'

import { reshapePhoto } from '@/gallery/data/reshape'
import type { Media } from '@/payload-types'

type SeoFields = { title?: string | null; description?: string | null; image?: number | Media | null } | undefined

/** Metadata for a CMS document: its SEO fields, else its title; canonical URL always set. */
export function documentMetadata({
  title,
  meta,
  path,
  fallbackImage,
  fallbackDescription,
}: {
  title: string
  meta: SeoFields
  path: string
  fallbackImage?: Media | null
  /** Used when the editor wrote no SEO description (search engines want one on every page). */
  fallbackDescription?: string
}): Metadata {
  const image = typeof meta?.image === 'object' && meta.image ? meta.image : fallbackImage
  // Through reshapePhoto: a photo of a watermarked gallery is shared with its watermark too.
  const og = image ? reshapePhoto(image)?.ogImage : null
  const images = og ? [{ url: og.url, width: og.width, height: og.height, alt: image?.alt ?? '' }] : undefined
  const description = meta?.description || fallbackDescription
  return {
    title: meta?.title ? { absolute: meta.title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title: meta?.title ?? title, description, url: path, images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: meta?.title ?? title, description, images: images?.map((img) => img.url) },
  }
}
