import { LRUCache } from 'lru-cache'
import type { Payload, Where } from 'payload'

import { publicFileUrl, recordedWatermark } from '@/collections/Media/publicUrls'
import { galleryPath } from '@/lib/urls'

import type { SearchKind } from './plugin'
import { queryIndex, queryWords, type IndexHit, type Segment } from './query'
import { processCache } from '@/lib/server/processCaches'

/**
 * Site search as a visitor may see it: the index's ranking, then every hit checked against the
 * visitor's access (published, public) in one query per kind, photos linked to the first public
 * gallery that shows them (a photo in none is left out), pictures as small thumbnails.
 */
export type SearchResult = { kind: SearchKind; title: string; href: string; snippet: Segment[]; image: { src: string; width: number; height: number; alt: string } | null }
export type SearchAnswer = { results: SearchResult[]; total: number }

const RELATIONS = ['pages', 'portfolio', 'galleries', 'albums', 'video-galleries', 'media'] as const
type Relation = (typeof RELATIONS)[number]

async function visibleIds(payload: Payload, relation: Relation, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const where: Where = { id: { in: ids } }
  const { docs } = await payload.find({ collection: relation, where, limit: ids.length, depth: 0, draft: false, overrideAccess: false, pagination: false, select: { createdAt: true } })
  return new Set(docs.map((doc) => Number(doc.id)))
}

/** Each photo's first public gallery (by gallery order of creation), for its address. */
async function photoGalleries(payload: Payload, photoIds: number[]): Promise<Map<number, string>> {
  const found = new Map<number, string>()
  if (photoIds.length === 0) return found
  const { docs } = await payload.find({ collection: 'galleries', where: { items: { in: photoIds } }, limit: 100, depth: 0, draft: false, overrideAccess: false, sort: 'createdAt', select: { slug: true, items: true } })
  for (const gallery of docs) {
    for (const item of gallery.items ?? []) {
      const id = typeof item === 'object' ? item.id : item
      if (photoIds.includes(id) && !found.has(id)) found.set(id, gallery.slug)
    }
  }
  return found
}

/** Photos the visitor may see and their thumbnails, in one query (photo hits and every hit's picture). */
async function visibleMedia(payload: Payload, ids: number[]): Promise<{ visible: Set<number>; images: Map<number, SearchResult['image']> }> {
  const images = new Map<number, SearchResult['image']>()
  if (ids.length === 0) return { visible: new Set(), images }
  const { docs } = await payload.find({ collection: 'media', where: { id: { in: ids } }, limit: ids.length, depth: 0, overrideAccess: false, pagination: false, select: { sizes: true, watermarkedBy: true } })
  for (const doc of docs) {
    const size = doc.sizes?.w320
    // A photo shown watermarked is shown by its burned copy (its plain files answer 403).
    if (size?.url && size.width && size.height) images.set(doc.id, { src: publicFileUrl(size.url, recordedWatermark(doc)), width: size.width, height: size.height, alt: '' })
  }
  return { visible: new Set(docs.map((doc) => doc.id)), images }
}

/**
 * What the visitor checks found for each entry (may it be shown, where it opens, its picture), kept
 * for 10 seconds: the same pages and photos come up in search after search, and these reads are most
 * of a search's cost. A page unpublished or a photo made private leaves the results within that time
 * (the photo file itself is checked on every request).
 */
type Checked = { visible: boolean; href: string | null; image: SearchResult['image'] }
const checkedCache = new LRUCache<string, Checked>({ max: 20_000, ttl: 10_000 })

const checks = processCache('search-checks', () => checkedCache.clear())

/** Forget what was checked, on every instance (a searched document changed). */
export const forgetCheckedHits = () => checks.forget()
const keyOf = (hit: IndexHit) => `${hit.relationTo}:${hit.docId}:${hit.imageId ?? ''}`

export async function searchSite(payload: Payload, query: string, options: { limit: number; offset?: number; kinds?: readonly SearchKind[] }): Promise<SearchAnswer> {
  const words = queryWords(query)
  const { hits, total } = await queryIndex(payload, words, options)
  // What is already known is taken now: a save elsewhere may clear the cache while the rest is
  // checked below, and an entry read after that would be missing (shown as hidden).
  const known = new Map<string, Checked>()
  for (const hit of hits) {
    const checked = checkedCache.get(keyOf(hit))
    if (checked) known.set(keyOf(hit), checked)
  }
  const unchecked = hits.filter((hit) => !known.has(keyOf(hit)))
  if (unchecked.length) {
    const byRelation = new Map<Relation, number[]>()
    for (const hit of unchecked) {
      if (!RELATIONS.includes(hit.relationTo as Relation)) continue
      byRelation.set(hit.relationTo as Relation, [...(byRelation.get(hit.relationTo as Relation) ?? []), hit.docId])
    }
    const mediaIds = [...new Set([...(byRelation.get('media') ?? []), ...unchecked.map((hit) => hit.imageId).filter((id): id is number => id !== null)])]
    const [visible, galleries, media] = await Promise.all([
      Promise.all(RELATIONS.filter((relation) => relation !== 'media').map(async (relation) => [relation, await visibleIds(payload, relation, byRelation.get(relation) ?? [])] as const)).then((entries) => new Map<Relation, Set<number>>(entries)),
      photoGalleries(payload, byRelation.get('media') ?? []),
      visibleMedia(payload, mediaIds),
    ])
    visible.set('media', media.visible)
    for (const hit of unchecked) {
      const relation = hit.relationTo as Relation
      const slug = relation === 'media' ? galleries.get(hit.docId) : null
      const href = relation === 'media' ? (slug ? `${galleryPath(slug)}/photos/${hit.docId}` : null) : hit.href
      const checked = { visible: Boolean(visible.get(relation)?.has(hit.docId) && href), href, image: hit.imageId !== null ? (media.images.get(hit.imageId) ?? null) : null }
      checkedCache.set(keyOf(hit), checked)
      known.set(keyOf(hit), checked)
    }
  }
  const results: SearchResult[] = []
  let hidden = 0
  for (const hit of hits) {
    const checked = known.get(keyOf(hit))
    if (!checked?.visible || !checked.href) {
      hidden++
      continue
    }
    results.push({ kind: hit.kind, title: hit.title, href: checked.href, snippet: hit.snippet, image: checked.image })
  }
  return { results, total: Math.max(results.length, total - hidden) }
}
