import { galleryQueryEntries, stateKey, STATE_KEYS, type GalleryQuery } from '../state/query'

/**
 * Builds links for one gallery on a page: its own state changed, every other gallery's state on
 * the same page kept as it is.
 */
export function makeGalleryHref(basePath: string, pageState: URLSearchParams, prefix: string, query: GalleryQuery) {
  const others = otherState(pageState, prefix)
  return (changes: Partial<GalleryQuery>, hash = ''): string => {
    const next = { ...query, ...changes }
    const search = new URLSearchParams([...others, ...galleryQueryEntries(next, prefix)]).toString()
    return `${basePath}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`
  }
}

/** Other galleries' state on the page, as hidden form fields keep it through a search. */
export function otherState(pageState: URLSearchParams, prefix: string): [string, string][] {
  const ownKeys = new Set(STATE_KEYS.map((key) => stateKey(prefix, key)))
  return [...pageState.entries()].filter(([key]) => !ownKeys.has(key))
}

/** The visitor's search, tags and order for photo links (always unprefixed: the photo page is the gallery's). */
export function photoQueryString(query: GalleryQuery): string {
  return new URLSearchParams(galleryQueryEntries({ ...query, page: 1, view: null })).toString()
}

/** Page numbers to show: first, last, and a window around the current one; null marks a gap. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = []
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= radius) pages.push(n)
    else if (pages.at(-1) !== null) pages.push(null)
  }
  return pages
}
