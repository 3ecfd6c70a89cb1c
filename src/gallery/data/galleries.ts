import 'server-only'

import type { TypedUser } from 'payload'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'
import type { Gallery, Media } from '@/payload-types'

import { galleryWatermark, type GalleryWatermark } from '../watermark/galleries'
import { reshapePhoto, reshapePhotos } from './reshape'
import { getGallerySettings } from './settings'
import type { GalleryPhoto, GallerySummary } from './types'

/**
 * Server-only reads for public gallery pages. Every call runs with the visitor's rights
 * (overrideAccess: false, published documents only), or an editor's while they preview a draft.
 */

export type PublishedGallery = {
  doc: Gallery
  photos: GalleryPhoto[]
  cover: GalleryPhoto | null
  /** The gallery's watermark, when it has one: every photo address above points at burned copies. */
  watermark: GalleryWatermark | null
}

/** The watermark a gallery burns into its photos under the current site settings. */
export async function currentWatermark(gallery: Pick<Gallery, 'id' | 'watermark'>): Promise<GalleryWatermark | null> {
  return galleryWatermark(await getPayloadClient(), gallery, await getGallerySettings())
}

/** A published gallery by slug; for an editor previewing (the gallery page only), its latest draft. */
export const getPublishedGallery = cache(async (slug: string, editor: TypedUser | null = null): Promise<PublishedGallery | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { slug: { equals: slug } },
    depth: 2,
    limit: 1,
    draft: editor !== null,
    overrideAccess: false,
    user: editor ?? undefined,
  })
  const doc = docs[0]
  if (!doc) return null
  const watermark = await currentWatermark(doc)
  const photos = reshapePhotos(doc.items, watermark?.ref)
  const cover = typeof doc.cover === 'object' && doc.cover ? reshapePhoto(doc.cover, watermark?.ref) : (photos[0] ?? null)
  return { doc, photos, cover, watermark }
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
    select: { title: true, slug: true, cover: true, items: true, watermark: true },
  })
  const watermarks = await Promise.all(docs.map(currentWatermark))
  const coverIds = docs
    .map((doc) => (typeof doc.cover === 'number' ? doc.cover : typeof doc.items?.[0] === 'number' ? doc.items[0] : null))
    .filter((id): id is number => id !== null)
  const covers = await findMediaByIds(coverIds)
  return docs.map((doc, index) => {
    const coverId = typeof doc.cover === 'number' ? doc.cover : doc.items?.[0]
    const coverDoc = typeof coverId === 'number' ? covers.get(coverId) : undefined
    return {
      id: doc.id,
      slug: doc.slug,
      title: doc.title,
      photoCount: doc.items?.length ?? 0,
      cover: coverDoc ? reshapePhoto(coverDoc, watermarks[index]?.ref) : null,
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
