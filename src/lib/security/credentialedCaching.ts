/**
 * Payload answers every stored file with `Cache-Control: public, no-cache` (storedFileHeaders.ts),
 * also when it answered only because the request came from a signed-in editor: the original of a
 * photo, say, which visitors may not fetch. A shared cache in front of the site (a CDN,
 * a reverse proxy) would keep that answer and give it to anyone who asks for the same address.
 * So an answer to a request that carries credentials is made private: the editor's own browser may
 * still keep it, no shared cache may.
 */

/** Payload's session cookie (its default `payload` cookie prefix) or any Authorization header (JWT, API key). */
const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

export function carriesCredentials(headers: Headers): boolean {
  if (headers.has('authorization')) return true
  return SESSION_COOKIE.test(headers.get('cookie') ?? '')
}

/**
 * The Cache-Control for an answer to a request with credentials: `public` becomes `private`; an
 * answer that said nothing (Payload's JSON: accounts, orders) is kept by nobody.
 */
export function privateCacheControl(value: string | null): string {
  if (value === null) return 'private, no-store'
  const directives = value
    .split(',')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^(public|s-maxage=.*|proxy-revalidate)$/i.test(directive))
  return ['private', ...directives.filter((directive) => directive.toLowerCase() !== 'private')].join(', ')
}

type Handler<Context> = (request: Request, context: Context) => Promise<Response> | Response

/** Wraps a route handler so that its answers to requests with credentials are never shared-cacheable. */
export function privateWhenCredentialed<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    const response = await handler(request, context)
    // A sign-in's answer carries its token and cookie though the request carried none.
    if (!carriesCredentials(request.headers) && !response.headers.has('set-cookie')) return response
    const cacheControl = privateCacheControl(response.headers.get('cache-control'))
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', cacheControl)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
