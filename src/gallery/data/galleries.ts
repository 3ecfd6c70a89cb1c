import 'server-only'

import type { TypedUser } from 'payload'
import { cache } from 'react'

import { docTag, listTag, tagRender } from '@/lib/cacheTags'
import { getPayloadClient } from '@/lib/payload'
import type { Gallery, Media } from '@/payload-types'
import { EMBED_PROVIDERS } from '@/video/providers'

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
  // A missing slug is cached as a 404 until a gallery takes it (any gallery change expires the list).
  if (!doc) {
    await tagRender([listTag('galleries')])
    return null
  }
  await tagRender([docTag('galleries', doc.id), ...clipTags(doc)])
  const watermark = await currentWatermark(doc)
  const photos = reshapePhotos(doc.items, watermark?.ref)
  const cover = typeof doc.cover === 'object' && doc.cover ? reshapePhoto(doc.cover, watermark?.ref) : (photos[0] ?? null)
  return { doc, photos, cover, watermark }
})

/** The clips a gallery plays (media items of kind clip): their pages change with the clip. */
const clipTags = (gallery: Gallery) =>
  (gallery.items ?? []).flatMap((item) => {
    const clip = typeof item === 'object' && item?.kind === 'clip' ? item.clip : null
    return clip ? [docTag('videos', typeof clip === 'object' ? clip.id : clip)] : []
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
  await tagRender([listTag('galleries')])
  const [watermarks, videos] = await Promise.all([Promise.all(docs.map(currentWatermark)), videoCounts(docs)])
  const coverIds = docs
    .map((doc) => (typeof doc.cover === 'number' ? doc.cover : typeof doc.items?.[0] === 'number' ? doc.items[0] : null))
    .filter((id): id is number => id !== null)
  const covers = await findMediaByIds(coverIds)
  await tagRender(coverIds.map((id) => docTag('media', id)))
  return docs.map((doc, index) => {
    const coverId = typeof doc.cover === 'number' ? doc.cover : doc.items?.[0]
    const coverDoc = typeof coverId === 'number' ? covers.get(coverId) : undefined
    return {
      id: doc.id,
      slug: doc.slug,
      title: doc.title,
      photoCount: doc.items?.length ?? 0,
      videoCount: videos.get(doc.id) ?? 0,
      cover: coverDoc ? reshapePhoto(coverDoc, watermarks[index]?.ref) : null,
    }
  })
})

const VIDEO_EMBEDS = Object.entries(EMBED_PROVIDERS).filter(([, provider]) => provider.video).map(([key]) => key)

/**
 * How many of each gallery's items are videos (our clips and video embeds), in one query for all:
 * a gallery of films is "7 videos", not "7 photos".
 */
export async function videoCounts(galleries: readonly Pick<Gallery, 'id' | 'items'>[]): Promise<Map<number, number>> {
  const idsOf = (gallery: Pick<Gallery, 'items'>) => (gallery.items ?? []).map((item) => (typeof item === 'object' ? item.id : item))
  const all = [...new Set(galleries.flatMap(idsOf))]
  const counts = new Map<number, number>()
  if (all.length === 0) return counts
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ id: { in: all } }, { or: [{ kind: { equals: 'clip' } }, { and: [{ kind: { equals: 'embed' } }, { 'embed.provider': { in: VIDEO_EMBEDS } }] }] }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: false,
    select: { kind: true },
  })
  const videos = new Set(docs.map((doc) => doc.id))
  for (const gallery of galleries) counts.set(gallery.id, idsOf(gallery).filter((id) => videos.has(id)).length)
  return counts
}

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
