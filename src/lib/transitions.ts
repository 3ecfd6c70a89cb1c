/**
 * Which link clicks fade the page out before the App Router navigates (the old theme's page
 * transition): links to another page of this site only. Same-page anchors, the page itself, mail and
 * phone links, add-to-cart links, downloads, new tabs, files and the admin are left alone. Returns the
 * address to navigate to, or null.
 */
export function transitionTarget(link: { href: string | null; target: string; download: boolean }, current: { origin: string; pathname: string }): string | null {
  if (!link.href || link.download || (link.target && link.target !== '_self')) return null
  if (link.href.startsWith('#')) return null
  let url: URL
  try {
    url = new URL(link.href, current.origin)
  } catch {
    return null
  }
  if (url.origin !== current.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null
  if (url.pathname === current.pathname) return null
  if (/^\/(api|admin|media|_next)(\/|$)/.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null
  if (url.searchParams.has('add-to-cart') || /(^|\/)cart\/add(\/|$)/.test(url.pathname)) return null
  return url.pathname + url.search + url.hash
}

/** How long the page takes to fade out before the next one is asked for. */
export const PAGE_FADE_MS = 250
