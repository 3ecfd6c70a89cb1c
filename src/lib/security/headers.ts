/**
 * Response headers for every route. Public pages are static/ISR, so per-request CSP nonces are not
 * possible; Next's inline RSC bootstrap scripts therefore need 'unsafe-inline' for scripts. Everything
 * else is locked to our own origin: no third-party script, style, font, frame or connection.
 */
import { STORED_FILE_POLICY } from './storedFileHeaders'

type Header = { key: string; value: string }
type HeaderRule = { source: string; headers: Header[]; has?: { type: 'cookie'; key: string }[] }

export function contentSecurityPolicy({ admin, production, https, frameOrigins = [], imageOrigins = [], chatOrigins = [], formOrigins = [], framedBySelf = admin }: { admin: boolean; production: boolean; https: boolean; frameOrigins?: readonly string[]; imageOrigins?: readonly string[]; chatOrigins?: readonly string[]; formOrigins?: readonly string[]; framedBySelf?: boolean }): string {
  // A chat widget the operator allowed (CHAT_SCRIPT_ORIGINS) runs its script, talks to its servers,
  // shows its pictures and frames; it is loaded only after a visitor's press and consent.
  const scriptSrc = ["'self'", "'unsafe-inline'", ...chatOrigins]
  // The dev server's React refresh and Payload's admin editor (Lexical, Monaco) evaluate code.
  if (!production || admin) scriptSrc.push("'unsafe-eval'")
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    'style-src': ["'self'", "'unsafe-inline'"],
    // Map tiles (loaded only after consent, by the map block) are the only images from other sites.
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins, ...chatOrigins],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...(production ? [] : ['ws:']), ...chatOrigins],
    // Embedded players (created only when a visitor presses play) come from the caller.
    'frame-src': ["'self'", ...frameOrigins, ...chatOrigins],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // A form may lead only here, or to the card payment page it redirects to (commerce/checkoutOrigins).
    'form-action': ["'self'", ...formOrigins],
    'frame-ancestors': framedBySelf ? ["'self'"] : ["'none'"],
  }
  // Only when the site really is served over HTTPS: on plain-HTTP installs it would break every asset.
  if (production && https) directives['upgrade-insecure-requests'] = []
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

type HeaderOptions = { production: boolean; https: boolean; frameOrigins?: readonly string[]; imageOrigins?: readonly string[]; chatOrigins?: readonly string[]; formOrigins?: readonly string[] }

/** The headers every route outside the built assets gets, whatever else it gets. */
function commonHeaders({ production, https }: HeaderOptions): Header[] {
  const common: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  if (production && https) {
    common.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  }
  return common
}

/**
 * The headers of a public page, API answer or anything else outside the admin and built assets.
 * `preview`: an editor's draft preview, which the admin's Live Preview pane frames (same origin only).
 */
export function publicPageHeaders(options: HeaderOptions, preview = false): Header[] {
  const { production, https, frameOrigins = [], imageOrigins = [], chatOrigins = [], formOrigins = [] } = options
  return [
    ...commonHeaders(options),
    { key: 'X-Frame-Options', value: preview ? 'SAMEORIGIN' : 'DENY' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin: false, production, https, frameOrigins, imageOrigins, chatOrigins, formOrigins, framedBySelf: preview }) },
  ]
}

/** Next's draft-mode cookie: only /preview sets it, and only for signed-in staff. */
export const PREVIEW_COOKIE_NAME = '__prerender_bypass'

export function securityHeaders(options: HeaderOptions): HeaderRule[] {
  const { production, https } = options
  const common = commonHeaders(options)
  return [
    {
      // Next's built scripts, styles and fonts: the page-level headers (policy, framing, referrer,
      // permissions, opener) mean nothing on them and would add about a kilobyte to each of the
      // dozen files a page loads. Workers are made from blob: URLs, which keep the page's policy.
      source: '/_next/static/:path*',
      headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }, ...common.filter((header) => header.key === 'Strict-Transport-Security')],
    },
    {
      // Everything else outside the admin (public pages, API, media files).
      source: '/((?!admin|_next/static/).*)',
      headers: publicPageHeaders(options),
    },
    {
      // An editor's draft preview may be framed by the admin (Live Preview); visitors' pages never.
      source: '/((?!admin|_next/static/|api/).*)',
      has: [{ type: 'cookie', key: PREVIEW_COOKIE_NAME }],
      headers: publicPageHeaders(options, true),
    },
    // Stored files (uploads of every upload collection, and watermarked copies): their routes send
    // the stored-file policy, but Next lets the rules here win over a route's own headers, so the page
    // policy above would replace it. These come after it, and for the same header the last rule wins.
    ...['/api/:collection(media|videos|audio)/file/:path*', '/media/watermarked/:path*'].map((source) => ({
      source,
      headers: [...common, { key: 'Content-Security-Policy', value: STORED_FILE_POLICY }],
    })),
    {
      source: '/admin/:path*',
      headers: [
        ...common,
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin: true, production, https }) },
      ],
    },
    {
      source: '/admin',
      headers: [
        ...common,
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin: true, production, https }) },
      ],
    },
  ]
}
