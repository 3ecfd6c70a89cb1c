/**
 * src/proxy.ts has work only for an address with a query (gallery state, a long search) or with a
 * segment that is, or could decode to, a gallery state segment. For every other page the app's own
 * server (scripts/serve.ts) sets this header, and the proxy's matcher skips the request: Next's
 * proxy adapter (a Web Request built from the Node one, its abort signal, its headers) was 11 % of
 * a cached page's busy time in a profile, and skipping it saved over a third of its CPU.
 *
 * The server removes whatever a visitor sent under this name first, so a visitor cannot skip the
 * proxy. Anything else that serves the app (`next dev`, `next start`) does not: there a visitor
 * could send the header and skip it, so those are for development only, and any server put in
 * front of Next instead of scripts/serve.ts must drop the header too.
 */
export const PLAIN_ADDRESS_HEADER = 'x-atrium-plain-address'

/**
 * True when the proxy would pass the request on untouched: no query, and no `~` (the state
 * segments' mark) nor `%` (which could spell one) anywhere in the request target.
 */
export function isPlainAddress(url: string | undefined): boolean {
  return url !== undefined && !/[?%~]/.test(url)
}
