import 'server-only'

import type { CatalogPhoto, PhotoCatalog } from '@/commerce/catalog'
import { getGalleryPhoto } from '@/gallery/data/galleries'
import type { Media } from '@/payload-types'

/**
 * The shop's view of the galleries: a photo is for sale when it is public in that gallery and has a
 * pricelist (its own, else the gallery's). Answers are kept 10 seconds per process, as a cart page,
 * an add and a checkout ask about the same photos again and again.
 */
const remembered = new Map<string, { at: number; value: CatalogPhoto | null }>()
const FRESH_MS = 10_000

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null)

async function lookUp(gallerySlug: string, photoId: number): Promise<CatalogPhoto | null> {
  const found = await getGalleryPhoto(gallerySlug, photoId)
  if (!found || found.photo.kind !== 'image') return null
  const media = found.gallery.doc.items?.find((item): item is Media => typeof item === 'object' && item !== null && item.id === photoId)
  if (!media) return null
  return {
    photoId,
    gallerySlug,
    title: found.photo.title,
    thumbnail: found.photo.sources[0]?.url ?? null,
    pricelistId: idOf(media.pricelist) ?? idOf(found.gallery.doc.pricelist),
    width: media.width ?? found.photo.width,
    height: media.height ?? found.photo.height,
  }
}

export const shopCatalog: PhotoCatalog = async (gallerySlug, photoId) => {
  const key = `${gallerySlug}/${photoId}`
  const hit = remembered.get(key)
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.value
  const value = await lookUp(gallerySlug, photoId)
  if (remembered.size > 2000) remembered.clear()
  remembered.set(key, { at: Date.now(), value })
  return value
}
