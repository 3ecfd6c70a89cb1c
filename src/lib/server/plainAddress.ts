/**
 * src/proxy.ts has work only for an address with a query (gallery state, a long search) or with a
 * segment that is, or could decode to, a gallery state segment. For every other page the app's own
 * server (scripts/serve.ts) sets this header, and the proxy's matcher skips the request: Next's
 * proxy adapter (a Web Request built from the Node one, its abort signal, its headers) cost about a
 * tenth of a cached page's CPU to answer "nothing to do".
 *
 * The server removes whatever a visitor sent under this name first, so a visitor cannot skip the
 * proxy; without that server (`next dev`) nobody sets it and the proxy runs for every page.
 */
export const PLAIN_ADDRESS_HEADER = 'x-atrium-plain-address'

/**
 * True when the proxy would pass the request on untouched: no query, and no `~` (the state
 * segments' mark) nor `%` (which could spell one) anywhere in the request target.
 */
export function isPlainAddress(url: string | undefined): boolean {
  return url !== undefined && !/[?%~]/.test(url)
}
