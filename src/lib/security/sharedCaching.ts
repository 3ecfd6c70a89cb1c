/**
 * What caches in front of the site (nginx, a CDN) may do with a public page. Inside the app a page
 * is kept until a change expires its tags (src/lib/cacheTags.ts), and Next announces that lifetime
 * as `s-maxage` (an hour, or a year for pages that never expire by time). A cache in front hears of
 * no change, so it may keep a page only briefly: at most SHARED_MAX_AGE_S, then serve it stale for up
 * to SHARED_STALE_S while it fetches the new one. Browsers keep pages not at all (`max-age=0`, unless
 * a route set its own), so a visitor who reloads gets the current page. Answers that are private or
 * not to be stored are left alone.
 */
export const SHARED_MAX_AGE_S = 60
export const SHARED_STALE_S = 600

export function sharedCacheControl(value: string): string {
  const directives = value.split(',').map((directive) => directive.trim()).filter(Boolean)
  if (directives.some((directive) => /^(private|no-store|no-cache)$/i.test(directive))) return value
  const seconds = (name: string) => {
    const found = directives.find((directive) => directive.toLowerCase().startsWith(`${name}=`))
    return found === undefined ? null : Number(found.slice(name.length + 1))
  }
  const shared = seconds('s-maxage')
  if (shared === null || !Number.isFinite(shared)) return value
  const stale = seconds('stale-while-revalidate')
  const browser = seconds('max-age')
  const rest = directives.filter((directive) => !/^(public|max-age|s-maxage|stale-while-revalidate)(=|$)/i.test(directive))
  return [
    'public',
    // A route's own browser lifetime stays; Next's pages name none, and browsers then keep nothing.
    `max-age=${browser !== null && Number.isFinite(browser) ? browser : 0}`,
    `s-maxage=${Math.min(shared, SHARED_MAX_AGE_S)}`,
    ...(stale !== null && Number.isFinite(stale) && stale > 0 ? [`stale-while-revalidate=${Math.min(stale, SHARED_STALE_S)}`] : []),
    ...rest,
  ].join(', ')
}
