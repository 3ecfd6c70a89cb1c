import { LRUCache } from 'lru-cache'
import { NextResponse, type NextRequest } from 'next/server'

import { isLiveState, newSeed, normaliseStateParams, stateKey } from '@/gallery/state/query'
import { encodeStateSegment, STATE_SEGMENT_MARK } from '@/gallery/state/segment'
import { badRequestPage, fillBadRequestPage } from '@/lib/badRequest'
import { t } from '@/lib/messages'
import { clientIp } from '@/lib/security/clientIp'
import { hashIp } from '@/lib/security/hashIp'
import { consume } from '@/lib/server/limits'
import { SEARCH_MAX_LENGTH } from '@/site/searchRules'

/**
 * Gallery state lives in the visible query string (`/galleries/team?page=2&sort=title`), but query
 * strings would make every page dynamic. The proxy validates and normalises the state and rewrites
 * it into one path segment (`/galleries/team/~…`), so each state is an ordinary cached (ISR) page and
 * the plain address stays the pre-rendered one.
 *
 * - junk values fall back to defaults; absurd lengths get a 400 with a readable page;
 * - a random order without a seed gets one (307), so paging and load-more keep the same order;
 * - a state with free text or an open-ended number is marked live: rendered, never stored
 *   (src/lib/server/pageCachePolicy.mjs); the page cache holds nothing else a visitor invents;
 * - each address may open only so many states this process has not seen lately (429 past that);
 * - a state segment in the address itself is refused (404): only this proxy writes one.
 *
 * A site search longer than the limit gets a 400 here too, with the limit in its message.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname === '/search' && (searchParams.get('q')?.trim().length ?? 0) > SEARCH_MAX_LENGTH) {
    return badRequest(`Search for at most ${SEARCH_MAX_LENGTH} characters.`, pathname)
  }
  // As the router decodes it: a segment opening with `%7E` is one opening with `~` to the page.
  const isState = (segment: string) => segment.startsWith(STATE_SEGMENT_MARK) || /^%7e/i.test(segment)
  if (pathname.split('/').some(isState)) {
    const page = pathname.split('/').filter((segment) => !isState(segment)).join('/') || '/'
    return badRequest(t('request.noSuchPage'), page, { status: 404, heading: t('error.notFoundTitle'), backLabel: t('error.toPage') })
  }
  if (searchParams.size === 0 || !hasStatefulPath(pathname)) return NextResponse.next()
  const normalised = normaliseStateParams(searchParams)
  if (!normalised.ok) return badRequest(normalised.message, pathname)
  if (normalised.needsSeed.length > 0) {
    const url = request.nextUrl.clone()
    for (const prefix of normalised.needsSeed) url.searchParams.set(stateKey(prefix, 'seed'), String(newSeed()))
    return NextResponse.redirect(url, 307)
  }
  if (normalised.canonical === '') return NextResponse.next()
  const live = isLiveState(normalised.canonical)
  const url = request.nextUrl.clone()
  url.pathname = `${pathname === '/' ? '' : pathname.replace(/\/$/, '')}/${encodeStateSegment(normalised.canonical, live)}`
  const refused = await tooManyStates(request, url.pathname, live)
  return refused ?? NextResponse.rewrite(url)
}

/** States this process rendered or served lately: opening one again costs an address nothing. */
const seenStates = new LRUCache<string, true>({ max: 20_000, ttl: 60 * 60 * 1000 })

/** 429 once an address has opened too many states that are new here (every live one is new). */
async function tooManyStates(request: NextRequest, path: string, live: boolean): Promise<NextResponse | null> {
  if (!live && seenStates.has(path)) return null
  const result = await consume('galleryStateByIp', hashIp(clientIp(request.headers)))
  if (!result.allowed) return badRequest(t('request.tooManyStates', { seconds: result.retryAfterSeconds }), request.nextUrl.pathname, { status: 429, heading: t('error.tooManyTitle'), headers: { 'Retry-After': String(result.retryAfterSeconds) } })
  if (!live) seenStates.set(path, true)
  return null
}

/**
 * Pages whose content follows gallery state: CMS pages, a gallery, an album level, and a photo page
 * (its viewer walks the visitor's search, tags and order). Never an API.
 */
function hasStatefulPath(pathname: string): boolean {
  if (pathname === '/') return true
  if (/^\/galleries\/[^/]+\/?$/.test(pathname)) return true
  if (/^\/galleries\/[^/]+\/slides\/?$/.test(pathname)) return true
  if (/^\/galleries\/[^/]+\/photos\/[0-9]+\/?$/.test(pathname)) return true
  if (/^\/albums(\/[^/]+){1,8}\/?$/.test(pathname)) return true
  if (/^\/(galleries|albums|search|portfolio|cart|checkout|orders)(\/|$)/.test(pathname)) return false
  return /^\/[^/]+\/?$/.test(pathname)
}

/**
 * The site's own 400 page (header, footer and all: src/app/(frontend)/bad-request), read from this
 * very server on loopback, never from the host a request names, and kept a minute; the plain page
 * when it cannot be had.
 */
let chrome: { html: string; csp: string | null; until: number } | null = null
async function badRequestChrome(): Promise<{ html: string; csp: string | null } | null> {
  if (chrome && chrome.until > Date.now()) return chrome
  try {
    const response = await fetch(`http://127.0.0.1:${process.env.PORT || 3000}/bad-request`, { signal: AbortSignal.timeout(2000), headers: { Accept: 'text/html' } })
    if (!response.ok) return null
    chrome = { html: await response.text(), csp: response.headers.get('content-security-policy'), until: Date.now() + 60_000 }
    return chrome
  } catch {
    return null
  }
}

type Refusal = { status?: number; heading?: string; backLabel?: string; headers?: Record<string, string> }

async function badRequest(message: string, pathname: string, { status = 400, heading, backLabel, headers: extra = {} }: Refusal = {}): Promise<NextResponse> {
  const page = await badRequestChrome()
  return new NextResponse(page ? fillBadRequestPage(page.html, message, pathname, heading, backLabel) : badRequestPage(message, pathname, heading, backLabel), {
    status,
    headers: page
      ? { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...extra, ...(page.csp ? { 'Content-Security-Policy': page.csp } : {}) }
      : {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          ...extra,
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        },
  })
}

export const config = {
  // Pages only: not the admin, the APIs, Next's own files, files with an extension, nor the site's
  // route handlers (votes, views, comments, totals, the cart, checkout, forms, newsletter, imports,
  // live search, shop and order files, clips' streams, webhooks), which never carry gallery state:
  // running the proxy for them cost a tenth of an add to cart's CPU. The gallery's slides list does
  // carry it, so it stays. Nor a page whose address the server found plain (PLAIN_ADDRESS_HEADER in
  // src/lib/server/plainAddress.ts; a unit test keeps the two names equal). (A literal: Next reads
  // the matcher from the source.)
  matcher: [
    {
      source:
        '/((?!api|admin|_next|galleries/[^/]+/engagement$|galleries/[^/]+/photos/[^/]+/(?:rating|view|download)$|galleries/[^/]+/photos/[^/]+/comments|cart/(?:add|summary|items/)|checkout/place|forms/|import/|media/watermarked/|newsletter/(?:confirm|subscribe|unsubscribe)|orders/[^/]+/(?:downloads|pay)|portfolio/items|search/live|shop/|videos/[^/]+/playlist|videos/(?:streams|thumbnails|tracks)/|webhooks/|.*\\.[a-z0-9]+$).*)',
      missing: [{ type: 'header', key: 'x-atrium-plain-address' }],
    },
  ],
}
