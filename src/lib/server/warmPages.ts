/**
 * The pages a starting server renders before it takes visitors (scripts/serve.ts): the home page,
 * the galleries' index and each gallery's first page, read from the site's own sitemap. Nothing is
 * rendered at build (src/lib/buildPhase.ts), so without this the first visitor to each would wait
 * for its render.
 */
export const WARM_PAGE_LIMIT = 40

/** The paths to warm, in order, from the sitemap's XML (gallery pages only; never photos or states). */
export function pagesToWarm(sitemapXml: string, limit = WARM_PAGE_LIMIT): string[] {
  const paths = ['/', '/galleries']
  for (const [, loc] of sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    let pathname: string
    try {
      pathname = new URL(loc!.trim()).pathname
    } catch {
      continue
    }
    if (/^\/galleries\/[^/]+$/.test(pathname) && !paths.includes(pathname)) paths.push(pathname)
  }
  return paths.slice(0, limit)
}

/**
 * Asks `base` for each page in turn (one at a time: a starting server has other work) and reads it
 * to the end, so it is rendered and stored. A page that fails is left for its first visitor.
 */
export async function warmPages(base: string, timeoutMs = 30_000): Promise<{ warmed: number; failed: number }> {
  const read = async (path: string) => {
    const response = await fetch(new URL(path, base), { signal: AbortSignal.timeout(timeoutMs) })
    const text = await response.text()
    return { ok: response.ok, text }
  }
  const sitemap = await read('/sitemap.xml').catch(() => ({ ok: false, text: '' }))
  let warmed = 0
  let failed = 0
  for (const path of pagesToWarm(sitemap.ok ? sitemap.text : '')) {
    const { ok } = await read(path).catch(() => ({ ok: false }))
    if (ok) warmed++
    else failed++
  }
  return { warmed, failed }
}
