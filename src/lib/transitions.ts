type SiteLink = { href: string | null; target: string; download: boolean }

/**
 * The address of another page of this site a link leads to, or null: same-page anchors, mail and
 * phone links, other sites, add-to-cart links, downloads, new tabs, files and the admin are not pages.
 */
function sitePageUrl(link: SiteLink, origin: string): URL | null {
  if (!link.href || link.download || (link.target && link.target !== '_self')) return null
  if (link.href.startsWith('#')) return null
  let url: URL
  try {
    url = new URL(link.href, origin)
  } catch {
    return null
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null
  if (/^\/(api|admin|media|_next)(\/|$)/.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null
  if (url.searchParams.has('add-to-cart') || /(^|\/)cart\/add(\/|$)/.test(url.pathname)) return null
  return url
}

/**
 * Which link clicks fade the page out before the App Router navigates (the old theme's page
 * transition): links to another page of this site, not to the page itself (whatever its query).
 * Returns the address to navigate to, or null.
 */
export function transitionTarget(link: SiteLink, current: { origin: string; pathname: string }): string | null {
  const url = sitePageUrl(link, current.origin)
  if (!url || url.pathname === current.pathname) return null
  return url.pathname + url.search + url.hash
}

/** Each visitor's own pages: never fetched ahead, whatever a link is marked. */
const PER_VISITOR = /^\/(cart|checkout|orders)(\/|$)/

/**
 * The address a pointed-at link's page is fetched ahead from (src/components/PrefetchOnIntent), or
 * null: another page of this site (another query of this one counts: search paging), never a
 * visitor's own cart, checkout or orders.
 */
export function prefetchTarget(link: SiteLink, current: { origin: string; pathname: string; search: string }): string | null {
  const url = sitePageUrl(link, current.origin)
  if (!url || PER_VISITOR.test(url.pathname)) return null
  const address = url.pathname + url.search
  return address === current.pathname + current.search ? null : address
}

/** How long the page takes to fade out before the next one is asked for. */
export const PAGE_FADE_MS = 250
