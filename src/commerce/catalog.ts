/**
 * What the shop needs to know about a photo, supplied by whoever composes the shop with the
 * galleries (src/site/shopCatalog.ts): the shop never reads gallery internals, and a photo is
 * for sale only while it is public in that gallery and has a pricelist (its own or the gallery's).
 */
export type CatalogPhoto = {
  photoId: number
  gallerySlug: string
  title: string
  /** A small picture for the cart (the gallery's own, so a watermark stays burned in). */
  thumbnail: string | null
  pricelistId: number | null
  width: number
  height: number
}

export type PhotoCatalog = (gallerySlug: string, photoId: number) => Promise<CatalogPhoto | null>
