import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'
import type { Gallery, Media } from '@/payload-types'

import { reshapePhoto, reshapePhotos } from './reshape'
import type { GalleryPhoto, GallerySummary } from './types'

/**
 * Server-only reads for public gallery pages. Every call runs with the visitor's rights
 * (overrideAccess: false, published documents only).
 */

export type PublishedGallery = {
  doc: Gallery
  photos: GalleryPhoto[]
  cover: GalleryPhoto | null
}

export const getPublishedGallery = cache(async (slug: string): Promise<PublishedGallery | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { slug: { equals: slug } },
    depth: 2,
    limit: 1,
    draft: false,
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  const photos = reshapePhotos(doc.items)
  const cover = typeof doc.cover === 'object' && doc.cover ? reshapePhoto(doc.cover) : (photos[0] ?? null)
  return { doc, photos, cover }
})

/** The photo with this id if, and only if, it belongs to the published gallery. */
export const getGalleryPhoto = cache(async (slug: string, photoId: number) => {
  const gallery = await getPublishedGallery(slug)
  if (!gallery) return null
  const index = gallery.photos.findIndex((photo) => photo.id === photoId)
  if (index === -1) return null
  return { gallery, photo: gallery.photos[index]!, index }
})

export const listPublishedGalleries = cache(async (): Promise<GallerySummary[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'galleries',
    depth: 0,
    limit: 500,
    sort: 'title',
    draft: false,
    overrideAccess: false,
    select: { title: true, slug: true, cover: true, items: true },
  })
  const coverIds = docs
    .map((doc) => (typeof doc.cover === 'number' ? doc.cover : typeof doc.items?.[0] === 'number' ? doc.items[0] : null))
    .filter((id): id is number => id !== null)
  const covers = await findMediaByIds(coverIds)
  return docs.map((doc) => {
    const coverId = typeof doc.cover === 'number' ? doc.cover : doc.items?.[0]
    const coverDoc = typeof coverId === 'number' ? covers.get(coverId) : undefined
    return {
      id: doc.id,
      slug: doc.slug,
      title: doc.title,
      photoCount: doc.items?.length ?? 0,
      cover: coverDoc ? reshapePhoto(coverDoc) : null,
    }
  })
})

export async function findMediaByIds(ids: number[]): Promise<Map<number, Media>> {
  if (ids.length === 0) return new Map()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    depth: 1,
    limit: ids.length,
    overrideAccess: false,
  })
  return new Map(docs.map((doc) => [doc.id, doc]))
}

/** Every (gallery, photo) pair, for pre-rendering photo pages and for the sitemap. */
export const listGalleryPhotoParams = cache(async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'galleries',
    depth: 0,
    limit: 500,
    draft: false,
    overrideAccess: false,
    select: { slug: true, items: true },
  })
  return docs.flatMap((doc) =>
    (doc.items ?? []).filter((id): id is number => typeof id === 'number').map((id) => ({ slug: doc.slug, id })),
  )
})
