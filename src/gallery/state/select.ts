import { shuffle } from '@/lib/random'

import type { GalleryPhoto } from '../data/types'
import type { GalleryQuery, SortDirection, SortKey } from './query'

/**
 * Which photos a gallery shows for a state: fixed tag filter (a block's), visitor's tags, search,
 * sort and paging. Pure, so the server render and the tests agree on every rule.
 */

export const PAGING_MODES = ['none', 'pagination', 'load-more', 'infinite'] as const
export type PagingMode = (typeof PAGING_MODES)[number]

export type SelectOptions = {
  perPage: number
  paging: PagingMode
  defaultSort: SortKey
  defaultDir: SortDirection
  /** A block's fixed filter: only photos with at least one of these tag slugs. */
  fixedTags?: readonly string[]
}

export type Selection = {
  photos: GalleryPhoto[]
  /** Photos matching the filters, over all pages. */
  total: number
  page: number
  pageCount: number
  /** Index in `photos` of the first photo of the current page (load-more shows earlier pages too). */
  pageStart: number
  /** Load-more and infinite scroll: the photo the next page starts with, where the visitor lands. */
  nextPageFirst: GalleryPhoto | null
  sort: SortKey
  dir: SortDirection
  /** The visitor's tags that exist in this gallery; unknown ones are ignored. */
  tags: string[]
  /** Every tag in the gallery (after the fixed filter), for the tag filter. */
  availableTags: { slug: string; name: string }[]
}

const fold = (text: string): string =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()

/** Every word of the search must appear in the title, description, alt text or a tag. */
export function matchesSearch(photo: GalleryPhoto, search: string): boolean {
  const words = fold(search).split(' ').filter(Boolean)
  if (words.length === 0) return true
  const haystack = fold([photo.title, photo.description ?? '', photo.alt, ...photo.tags.flatMap((tag) => [tag.name, tag.slug])].join(' \u0000 '))
  return words.every((word) => haystack.includes(word))
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

export function sortPhotos(photos: readonly GalleryPhoto[], sort: SortKey, dir: SortDirection, seed: number | null): GalleryPhoto[] {
  if (sort === 'random') return shuffle(photos, seed ?? 0)
  const order = new Map(photos.map((photo, index) => [photo.id, index]))
  const byOrder = (a: GalleryPhoto, b: GalleryPhoto) => order.get(a.id)! - order.get(b.id)!
  const compare: Record<Exclude<SortKey, 'random'>, (a: GalleryPhoto, b: GalleryPhoto) => number> = {
    order: byOrder,
    title: (a, b) => collator.compare(a.title, b.title),
    date: (a, b) => (a.date ?? '').localeCompare(b.date ?? ''),
    filename: (a, b) => collator.compare(a.filename, b.filename),
  }
  const sign = dir === 'desc' ? -1 : 1
  // Ties keep the editor's order whichever way the list runs.
  return [...photos].sort((a, b) => sign * compare[sort](a, b) || byOrder(a, b))
}

export function selectPhotos(all: readonly GalleryPhoto[], query: GalleryQuery, options: SelectOptions): Selection {
  const fixed = new Set(options.fixedTags ?? [])
  const base = fixed.size ? all.filter((photo) => photo.tags.some((tag) => fixed.has(tag.slug))) : [...all]
  const tagNames = new Map<string, string>()
  for (const photo of base) for (const tag of photo.tags) tagNames.set(tag.slug, tag.name)
  const availableTags = [...tagNames].map(([slug, name]) => ({ slug, name })).sort((a, b) => collator.compare(a.name, b.name))
  const tags = query.tags.filter((tag) => tagNames.has(tag))
  const wanted = new Set(tags)
  const filtered = base.filter((photo) => (wanted.size === 0 || photo.tags.some((tag) => wanted.has(tag.slug))) && matchesSearch(photo, query.q))
  const sort = query.sort ?? options.defaultSort
  const dir = query.dir ?? options.defaultDir
  const sorted = sortPhotos(filtered, sort, dir, query.seed)
  const perPage = Math.max(1, Math.floor(options.perPage))
  const pageCount = options.paging === 'none' ? 1 : Math.max(1, Math.ceil(sorted.length / perPage))
  // A page past the end shows the last one rather than an empty gallery.
  const page = Math.min(Math.max(1, query.page), pageCount)
  const start = (page - 1) * perPage
  const photos =
    options.paging === 'none'
      ? sorted
      : options.paging === 'pagination'
        ? sorted.slice(start, start + perPage)
        : sorted.slice(0, start + perPage)
  const accumulates = options.paging === 'load-more' || options.paging === 'infinite'
  const nextPageFirst = accumulates ? (sorted[start + perPage] ?? null) : null
  return { photos, total: sorted.length, page, pageCount, pageStart: accumulates ? start : 0, nextPageFirst, sort, dir, tags, availableTags }
}
