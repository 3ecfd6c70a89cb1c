import type { Payload } from 'payload'

import { resolveGalleryOptions, type GalleryOptions } from '@/gallery/resolveOptions'
import type { Gallery } from '@/payload-types'

/**
 * What a gallery allows visitors to do with one of its photos, read from the gallery and the site
 * settings on every request (never from the request). A lean read: no photos, no derivatives.
 */
export type PhotoPolicy = {
  gallery: { id: number; slug: string; title: string }
  photo: { id: number; title: string }
  behaviour: GalleryOptions['behaviour']
  stars: number
}

export async function photoPolicy(payload: Payload, slug: string, photoId: number): Promise<PhotoPolicy | null> {
  const [{ docs }, settings] = await Promise.all([
    payload.find({
      collection: 'galleries',
      where: { slug: { equals: slug } },
      depth: 0,
      limit: 1,
      draft: false,
      overrideAccess: false,
      select: { title: true, slug: true, view: true, items: true, behaviour: true, lightbox: true },
    }),
    payload.findGlobal({ slug: 'gallery-settings', depth: 0, overrideAccess: false, select: { behaviour: true, lightbox: true } }),
  ])
  const gallery = docs[0] as Pick<Gallery, 'id' | 'title' | 'slug' | 'view' | 'items' | 'behaviour' | 'lightbox'> | undefined
  if (!gallery) return null
  const ids = (gallery.items ?? []).map((item) => (typeof item === 'object' ? item.id : item))
  if (!ids.includes(photoId)) return null
  const options = resolveGalleryOptions(gallery, settings)
  const media = await payload.findByID({ collection: 'media', id: photoId, depth: 0, overrideAccess: false, select: { title: true, alt: true }, disableErrors: true })
  if (!media) return null
  return {
    gallery: { id: gallery.id, slug: gallery.slug, title: gallery.title },
    photo: { id: photoId, title: media.title || media.alt || `Photo ${photoId}` },
    behaviour: options.behaviour,
    stars: options.lightbox.ratingStars,
  }
}
