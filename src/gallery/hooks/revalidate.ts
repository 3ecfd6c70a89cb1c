import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeDeleteHook, Payload } from 'payload'

import { docTag, listTag } from '@/lib/cacheTags'
import { revalidateTags, savesOnlyADraft } from '@/lib/revalidate'

/**
 * What a change to a gallery, an album or a photo rebuilds: the cached pages that read it (gallery,
 * photo and album pages, pages with a gallery block, the galleries index, the sitemap) and no other.
 * A gallery's pages read the gallery by its tag, not each photo's, so a photo's change is passed on
 * to the galleries that hold it, found here.
 */
export const revalidateGallery: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc, req, context }) => {
  if (!savesOnlyADraft(req)) revalidateTags([docTag('galleries', doc.id), listTag('galleries')], { context, payload: req.payload })
}

export const revalidateAlbum: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc, req, context }) => {
  if (!savesOnlyADraft(req)) revalidateTags([docTag('albums', doc.id), listTag('albums')], { context, payload: req.payload })
}

/** Galleries (published or draft) whose photos include any of these media items. */
export async function galleriesHolding(payload: Payload, mediaIds: readonly number[]): Promise<number[]> {
  if (mediaIds.length === 0) return []
  const { docs } = await payload.find({ collection: 'galleries', where: { items: { in: [...mediaIds] } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { slug: true } })
  return docs.map((doc) => doc.id)
}

/** The tags a change to these media items expires beyond their own (the Media collection's): their galleries'. */
export async function mediaGalleryTags(payload: Payload, mediaIds: readonly number[], galleryIds?: readonly number[]): Promise<string[]> {
  const galleries = galleryIds ?? (await galleriesHolding(payload, mediaIds))
  return galleries.length ? [...galleries.map((id) => docTag('galleries', id)), listTag('galleries')] : []
}

const HOLDERS = 'galleriesHoldingDeletedMedia'

export const revalidateMediaGalleries: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (context?.disableRevalidate) return
  revalidateTags(await mediaGalleryTags(req.payload, [doc.id]), { context, payload: req.payload })
}

/** Before a photo is deleted its galleries still list it: remember them for after. */
export const rememberMediaGalleries: CollectionBeforeDeleteHook = async ({ id, req, context }) => {
  if (context?.disableRevalidate) return
  context[HOLDERS] = await galleriesHolding(req.payload, [Number(id)])
}

export const revalidateDeletedMediaGalleries: CollectionAfterDeleteHook = async ({ doc, req, context }) =>
  revalidateTags(await mediaGalleryTags(req.payload, [doc.id], (context?.[HOLDERS] as number[] | undefined) ?? []), { context, payload: req.payload })

/** A renamed or deleted tag changes the tag filters of the galleries whose photos carry it. */
export const revalidateTagGalleries: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (context?.disableRevalidate) return
  const { docs } = await req.payload.find({ collection: 'galleries', where: { tags: { in: [doc.id] } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { slug: true } })
  if (docs.length) revalidateTags([...docs.map((gallery) => docTag('galleries', gallery.id)), listTag('galleries')], { context, payload: req.payload })
}
