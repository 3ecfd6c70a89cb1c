import { siteUrl } from '@/lib/env'

/**
 * Cross-site request forgery guard for public state-changing endpoints: the browser must say the
 * request comes from our own pages. `Sec-Fetch-Site` when sent (every current browser), else the
 * `Origin` header, which must be the site's own (`null`, as sandboxed frames send, is refused).
 */
export function isSameOrigin(request: Request, allowedOrigins: readonly string[] = [siteUrl()]): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = request.headers.get('origin')
  if (!origin || origin === 'null') return false
  const own = new URL(request.url).origin
  return origin === own || allowedOrigins.includes(origin)
}
