import { SLUG_PATTERN } from '@/fields/slug'

import { GALLERY_VIEW_VALUES, type GalleryView } from '../views/names'

/**
 * A gallery's visible state — page, search, tags, sort, direction, view and random seed — lives in the
 * URL query so it is shareable, reloadable and walked by Back. A gallery on its own page uses plain
 * keys (`?page=2&q=team`); galleries placed on a CMS page use a per-block prefix (`?g1-page=2`), so
 * several galleries on one page keep separate state (the old site's `_{n}` suffixes).
 *
 * Parsing is forgiving: junk falls back to the default. Only absurd lengths are refused (400), because
 * they can only come from a tool, never from a visitor using the page.
 */

export const SORT_KEYS = ['order', 'title', 'date', 'filename', 'random'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

export const STATE_KEYS = ['view', 'q', 'tag', 'sort', 'dir', 'seed', 'page'] as const
export type StateKey = (typeof STATE_KEYS)[number]

export const LIMITS = {
  search: 100,
  tags: 20,
  tagParam: 1000,
  value: 1000,
  page: 100_000,
  seed: 999_999_999,
} as const

/**
 * Random orders come from a fixed set of seeds (a seed from an address is taken modulo this), so
 * the page cache holds a bounded number of them.
 */
export const SEED_CHOICES = 32
/** Pages of a gallery beyond this are rendered for their request rather than kept in the page cache. */
export const CACHED_PAGES = 50

export type GalleryQuery = {
  page: number
  q: string
  tags: string[]
  /** null: the gallery's configured order. */
  sort: SortKey | null
  dir: SortDirection | null
  view: GalleryView | null
  seed: number | null
}

export const EMPTY_QUERY: GalleryQuery = { page: 1, q: '', tags: [], sort: null, dir: null, view: null, seed: null }

export type ParseResult = { ok: true; query: GalleryQuery } | { ok: false; message: string }

/** `g1-page` for block 1, `page` for a gallery's own page. */
export const stateKey = (prefix: string, key: StateKey): string => (prefix ? `${prefix}-${key}` : key)

const PREFIX_PATTERN = /^g[1-9][0-9]?$/
export const isStatePrefix = (value: string): boolean => value === '' || PREFIX_PATTERN.test(value)

/** Splits `g2-sort` into its prefix and key; null for parameters that are not gallery state. */
export function splitStateKey(name: string): { prefix: string; key: StateKey } | null {
  const dash = name.lastIndexOf('-')
  const prefix = dash === -1 ? '' : name.slice(0, dash)
  const key = dash === -1 ? name : name.slice(dash + 1)
  if (!isStatePrefix(prefix) || !(STATE_KEYS as readonly string[]).includes(key)) return null
  return { prefix, key: key as StateKey }
}

const normaliseSearch = (value: string): string => value.normalize('NFC').replace(/\s+/g, ' ').trim()

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null

const wholeNumber = (value: string | null, max: number, min = 1): number | null => {
  if (value === null || !/^[0-9]{1,9}$/.test(value)) return null
  const number = Number(value)
  return number >= min && number <= max ? number : null
}

/** Reads one gallery's state from a query string. */
export function parseGalleryQuery(params: URLSearchParams, prefix = ''): ParseResult {
  // Repeated keys (a form's tag checkboxes send tag=a&tag=b) read as one comma-separated value.
  const get = (key: StateKey) => {
    const values = params.getAll(stateKey(prefix, key))
    return values.length === 0 ? null : values.join(',')
  }
  for (const key of STATE_KEYS) {
    const value = get(key)
    if (value !== null && value.length > LIMITS.value) return { ok: false, message: 'A gallery setting in this address is far too long.' }
  }
  const q = normaliseSearch(get('q') ?? '')
  if (q.length > LIMITS.search) return { ok: false, message: `A search can be at most ${LIMITS.search} characters long.` }
  const tagParam = get('tag') ?? ''
  if (tagParam.length > LIMITS.tagParam) return { ok: false, message: 'Too many tags were chosen at once.' }
  const tags = [...new Set(tagParam.split(',').map((tag) => tag.trim().toLowerCase()).filter((tag) => tag.length <= 80 && SLUG_PATTERN.test(tag)))]
  if (tags.length > LIMITS.tags) return { ok: false, message: `At most ${LIMITS.tags} tags can be chosen at once.` }
  const sort = oneOf(SORT_KEYS, get('sort'))
  return {
    ok: true,
    query: {
      page: wholeNumber(get('page'), LIMITS.page) ?? 1,
      q,
      tags: tags.sort(),
      sort,
      dir: oneOf(SORT_DIRECTIONS, get('dir')),
      view: oneOf(GALLERY_VIEW_VALUES, get('view')),
      seed: sort === 'random' ? reduceSeed(wholeNumber(get('seed'), LIMITS.seed, 0)) : null,
    },
  }
}

/** The query parameters for one gallery's state, defaults left out, in a fixed order. */
export function galleryQueryEntries(query: GalleryQuery, prefix = ''): [string, string][] {
  const entries: [string, string][] = []
  const add = (key: StateKey, value: string | null) => {
    if (value !== null && value !== '') entries.push([stateKey(prefix, key), value])
  }
  add('view', query.view)
  add('q', query.q)
  add('tag', query.tags.join(','))
  add('sort', query.sort)
  add('dir', query.dir)
  add('seed', query.sort === 'random' && query.seed !== null ? String(query.seed) : null)
  add('page', query.page > 1 ? String(query.page) : null)
  return entries
}

/**
 * Every gallery state on a page, normalised: unknown parameters dropped, junk values defaulted,
 * keys in a fixed order. Two addresses that show the same thing give the same string, so the page
 * cache holds one copy. A random order without a seed gets one (`needsSeed`).
 */
export function normaliseStateParams(params: URLSearchParams):
  | { ok: true; canonical: string; needsSeed: string[] }
  | { ok: false; message: string } {
  const prefixes = new Set<string>()
  for (const name of params.keys()) {
    const split = splitStateKey(name)
    if (split) prefixes.add(split.prefix)
  }
  const entries: [string, string][] = []
  const needsSeed: string[] = []
  for (const prefix of [...prefixes].sort()) {
    const parsed = parseGalleryQuery(params, prefix)
    if (!parsed.ok) return parsed
    if (parsed.query.sort === 'random' && parsed.query.seed === null) needsSeed.push(prefix)
    entries.push(...galleryQueryEntries(parsed.query, prefix))
  }
  return { ok: true, canonical: new URLSearchParams(entries).toString(), needsSeed }
}

const reduceSeed = (seed: number | null): number | null => (seed === null ? null : seed % SEED_CHOICES)

/** A fresh seed for a random order; carried in the URL so pages and load-more agree. */
export const newSeed = (): number => Math.floor(Math.random() * SEED_CHOICES)

/**
 * Whether a normalised state is rendered for its request only: it carries free text (a search,
 * tags), a page past CACHED_PAGES, or the state of more than two galleries of one page. Anything
 * else comes from a bounded set and is kept in the page cache.
 */
export function isLiveState(canonical: string): boolean {
  const params = new URLSearchParams(canonical)
  const prefixes = new Set<string>()
  for (const [name, value] of params) {
    const split = splitStateKey(name)
    if (!split) return true
    prefixes.add(split.prefix)
    if (split.key === 'q' || split.key === 'tag') return true
    if (split.key === 'page' && Number(value) > CACHED_PAGES) return true
  }
  return prefixes.size > 2
}
