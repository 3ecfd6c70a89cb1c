import 'server-only'

import type { Where } from 'payload'

import { reshapePhoto } from '@/gallery/data/reshape'
import type { GalleryPhoto } from '@/gallery/data/types'
import { getPayloadClient } from '@/lib/payload'

import { SEARCH_MIN_LENGTH } from '../searchRules'

const PER_KIND = 12

export type SiteSearchResults = {
  pages: { title: string; href: string; description: string | null }[]
  galleries: { title: string; href: string }[]
  photos: { photo: GalleryPhoto; href: string }[]
}

/**
 * Published pages (title, description), galleries (title) and photos (title, alt text, caption) that
 * contain the words, as a visitor may see them (access rules apply: no drafts, no unpublished
 * galleries). A photo links to the first published gallery that holds it; one in none is left out.
 */
export async function searchSite(query: string): Promise<SiteSearchResults> {
  // The database's LIKE treats % and _ as wildcards and Payload passes them through: searched as
  // spaces, "100%" finds "100", and "%" alone finds nothing rather than everything.
  const words = query.replace(/[%_\\]/g, ' ').replace(/\s+/g, ' ').trim()
  if (words.length < SEARCH_MIN_LENGTH) return { pages: [], galleries: [], photos: [] }
  const payload = await getPayloadClient()
  const like = (fields: string[]): Where => ({ or: fields.map((field) => ({ [field]: { like: words } })) })
  const [pages, galleries, media] = await Promise.all([
    payload.find({ collection: 'pages', where: like(['title', 'meta.description']), limit: PER_KIND, depth: 0, draft: false, overrideAccess: false, select: { title: true, slug: true, meta: true } }),
    payload.find({ collection: 'galleries', where: like(['title']), limit: PER_KIND, depth: 0, draft: false, overrideAccess: false, select: { title: true, slug: true } }),
    payload.find({ collection: 'media', where: like(['title', 'alt', 'caption']), limit: PER_KIND * 2, depth: 0, overrideAccess: false }),
  ])
  const photoIds = media.docs.map((doc) => doc.id)
  const holders = photoIds.length
    ? await payload.find({ collection: 'galleries', where: { items: { in: photoIds } }, limit: 100, depth: 0, draft: false, overrideAccess: false, select: { slug: true, items: true } })
    : { docs: [] }
  const galleryOf = new Map<number, string>()
  for (const gallery of holders.docs) {
    for (const item of gallery.items ?? []) {
      const id = typeof item === 'object' ? item.id : item
      if (!galleryOf.has(id)) galleryOf.set(id, gallery.slug)
    }
  }
  const photos: SiteSearchResults['photos'] = []
  for (const doc of media.docs) {
    const slug = galleryOf.get(doc.id)
    const photo = slug ? reshapePhoto(doc) : null
    if (slug && photo && photos.length < PER_KIND) photos.push({ photo, href: `/galleries/${slug}/photos/${doc.id}` })
  }
  return {
    pages: pages.docs.map((page) => ({ title: page.title, href: page.slug === 'home' ? '/' : `/${page.slug}`, description: page.meta?.description ?? null })),
    galleries: galleries.docs.map((gallery) => ({ title: gallery.title, href: `/galleries/${gallery.slug}` })),
    photos,
  }
}
