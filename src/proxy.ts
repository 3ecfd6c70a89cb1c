import { NextResponse, type NextRequest } from 'next/server'

import { newSeed, normaliseStateParams, stateKey } from '@/gallery/state/query'
import { encodeStateSegment } from '@/gallery/state/segment'
import { badRequestPage, fillBadRequestPage } from '@/lib/badRequest'
import { SEARCH_MAX_LENGTH } from '@/site/searchRules'

/**
 * Gallery state lives in the visible query string (`/galleries/team?page=2&sort=title`), but query
 * strings would make every page dynamic. The proxy validates and normalises the state and rewrites
 * it into one path segment (`/galleries/team/~…`), so each state is an ordinary cached (ISR) page and
 * the plain address stays the pre-rendered one.
 *
 * - junk values fall back to defaults; absurd lengths get a 400 with a readable page;
 * - a random order without a seed gets one (307), so paging and load-more keep the same order.
 *
 * A site search longer than the limit gets a 400 here too, with the limit in its message.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname === '/search' && (searchParams.get('q')?.trim().length ?? 0) > SEARCH_MAX_LENGTH) {
    return badRequest(`Search for at most ${SEARCH_MAX_LENGTH} characters.`, pathname)
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
  const url = request.nextUrl.clone()
  url.pathname = `${pathname === '/' ? '' : pathname.replace(/\/$/, '')}/${encodeStateSegment(normalised.canonical)}`
  return NextResponse.rewrite(url)
}

/**
 * Pages whose content follows gallery state: CMS pages, a gallery, an album level, and a photo page
 * (its viewer walks the visitor's search, tags and order). Never an API.
 */
function hasStatefulPath(pathname: string): boolean {
  if (pathname === '/') return true
  if (pathname.includes('/~')) return false
  if (/^\/galleries\/[^/]+\/?$/.test(pathname)) return true
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

async function badRequest(message: string, pathname: string): Promise<NextResponse> {
  const page = await badRequestChrome()
  return new NextResponse(page ? fillBadRequestPage(page.html, message, pathname) : badRequestPage(message, pathname), {
    status: 400,
    headers: page
      ? { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...(page.csp ? { 'Content-Security-Policy': page.csp } : {}) }
      : {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        },
  })
}

export const config = {
  // Everything but the admin, the APIs, Next's own files, files with an extension, and the
  // engagement endpoints (votes, views, comments, totals: many a second, never gallery state).
  matcher: ['/((?!api|admin|_next|galleries/[^/]+/engagement$|galleries/[^/]+/photos/[^/]+/rating$|galleries/[^/]+/photos/[^/]+/view$|galleries/[^/]+/photos/[^/]+/comments|.*\\.[a-z0-9]+$).*)'],
}
