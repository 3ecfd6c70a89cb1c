/** Builders for every public URL, so routes, links, sitemaps and revalidation agree on one shape. */

export const HOME_SLUG = 'home'

export function isSafeHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

export const pagePath = (slug: string): string => (slug === HOME_SLUG ? '/' : `/${slug}`)
export const galleriesIndexPath = (): string => '/galleries'
export const galleryPath = (slug: string): string => `/galleries/${slug}`
export const videosIndexPath = (): string => '/videos'
export const videoGalleryPath = (slug: string): string => `/videos/${slug}`
export const photoPath = (gallerySlug: string, photoId: number | string): string =>
  `/galleries/${gallerySlug}/photos/${photoId}`
/** The photo viewer's data for a gallery; `query` is its search/tags/order, if any (src/proxy.ts reads it). */
export const gallerySlidesPath = (gallerySlug: string, query = ''): string => `/galleries/${gallerySlug}/slides${query ? `?${query}` : ''}`
export const photoRatingPath = (gallerySlug: string, photoId: number | string): string => `${photoPath(gallerySlug, photoId)}/rating`
export const photoCommentsPath = (gallerySlug: string, photoId: number | string): string => `${photoPath(gallerySlug, photoId)}/comments`
export const photoViewPath = (gallerySlug: string, photoId: number | string): string => `${photoPath(gallerySlug, photoId)}/view`
export const galleryEngagementPath = (gallerySlug: string): string => `${galleryPath(gallerySlug)}/engagement`
export const photoDownloadPath = (gallerySlug: string, photoId: number | string): string => `${photoPath(gallerySlug, photoId)}/download`
export const albumPath = (slugs: readonly string[]): string => `/albums/${slugs.join('/')}`
export const portfolioIndexPath = (): string => '/portfolio'
export const portfolioItemPath = (slug: string): string => `/portfolio/${slug}`
/** The masonry grid's load-more endpoint. */
export const portfolioItemsPath = (): string => '/portfolio/items'

/**
 * A path of this site to send a visitor to, or null: it starts with one `/`, holds no backslash,
 * whitespace or control character (a browser drops tabs and newlines from an address, so `/\t/host`
 * would become `//host`), and read as an address on this site it stays on this site. What comes
 * back is that address's own path, query and fragment, percent-encoded as a header needs it.
 */
export function localPath(value: unknown, maxLength = 2000): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) return null
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(value)) return null
  const base = 'http://site.invalid'
  try {
    const url = new URL(value, base)
    // Dot segments can leave `//` at the start (`/.//host`): that would name another host.
    return url.origin === base && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

export function absoluteUrl(base: string, path: string): string {
  return new URL(path, `${base}/`).toString()
}

type Linkable = { relationTo: string; value: unknown }

/** Safe targets for an editor's link: site-relative paths, http(s), mailto: and tel:. */
export function isSafeLinkTarget(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true
  if (/^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(value)) return true
  if (/^tel:\+?[0-9 ()-]{3,30}$/i.test(value)) return true
  return isSafeHttpUrl(value)
}

/** Resolves a CMS link field (reference or custom URL) to an href; unsafe schemes become null. */
export function linkHref(link: {
  type?: string | null
  url?: string | null
  reference?: Linkable | null
}): string | null {
  if (link.type === 'custom') {
    const url = link.url ?? ''
    return isSafeLinkTarget(url) ? url : null
  }
  const ref = link.reference
  if (!ref || typeof ref.value !== 'object' || ref.value === null) return null
  const slug = (ref.value as { slug?: unknown }).slug
  if (typeof slug !== 'string') return null
  switch (ref.relationTo) {
    case 'pages':
      return pagePath(slug)
    case 'galleries':
      return galleryPath(slug)
    case 'albums':
      return albumPath([slug])
    case 'portfolio':
      return portfolioItemPath(slug)
    default:
      return null
  }
}

/** What an editor can preview before publishing (src/app/(frontend)/preview). */
export const PREVIEW_COLLECTIONS = ['pages', 'galleries', 'albums'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

/**
 * The admin's preview address for a document (its Live Preview pane and Preview button), on the
 * origin the admin is open at: the admin talks to the pane by window messages addressed to it.
 */
export const previewUrl = (origin: string, collection: PreviewCollection, slug: string | null | undefined): string =>
  `${origin}/preview?${new URLSearchParams({ collection, slug: slug ?? '' })}`
