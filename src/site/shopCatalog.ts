import 'server-only'

import type { CatalogPhoto, PhotoCatalog } from '@/commerce/catalog'
import { getPublishedGallery } from '@/gallery/data/galleries'
import type { Media } from '@/payload-types'

import { catalogueEntries } from './shopCatalogueCache'

/**
 * The shop's view of the galleries: a photo is for sale when it is public in that gallery and has a
 * pricelist (its own, else the gallery's). A gallery's photos are read once and kept 10 seconds per
 * process (./shopCatalogueCache.ts), as the cart, an add and a checkout ask about the same photos
 * again and again; a saved gallery or photo forgets them on every instance at once (./plugin.ts).
 */

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null)

async function galleryPhotos(gallerySlug: string): Promise<Map<number, CatalogPhoto> | null> {
  const gallery = await getPublishedGallery(gallerySlug)
  if (!gallery) return null
  const media = new Map((gallery.doc.items ?? []).filter((item): item is Media => typeof item === 'object' && item !== null).map((item) => [item.id, item]))
  const galleryPricelist = idOf(gallery.doc.pricelist)
  const photos = new Map<number, CatalogPhoto>()
  for (const photo of gallery.photos) {
    const doc = media.get(photo.id)
    if (!doc || photo.kind !== 'image') continue
    photos.set(photo.id, {
      photoId: photo.id,
      gallerySlug,
      title: photo.title,
      thumbnail: photo.sources[0]?.url ?? null,
      pricelistId: idOf(doc.pricelist) ?? galleryPricelist,
      width: doc.width ?? photo.width,
      height: doc.height ?? photo.height,
    })
  }
  return photos
}

export const shopCatalog: PhotoCatalog = async (gallerySlug, photoId) => (await catalogueEntries.fetch(gallerySlug, { context: galleryPhotos }))?.photos?.get(photoId) ?? null
