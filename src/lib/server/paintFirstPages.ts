import type http from 'node:http'

import { endArgs, headOf, writeRest, type Chunk } from './compression'
import { paintFirstRewriter } from './paintFirst.mjs'

/**
 * Pages rendered for their request (the cart, checkout, a search, a page's first render) get their
 * scripts after their first paint as they stream, as cached pages got it when the cache stored them
 * (paintFirst.mjs). The admin keeps Next's own loading: it is an application, not a page to read.
 */
export function rewritesPage(request: http.IncomingMessage, response: http.ServerResponse, status: number): boolean {
  // An error page keeps Next's loading: browsers report no paint for it to wait for (Chromium, a 404).
  if (status < 200 || status >= 300) return false
  // HEAD is rewritten as GET is: where Next gives it the page's body (which Node does not send), the
  // length it names is that of the page a GET gets.
  if (response.getHeader('content-encoding')) return false
  const type = response.getHeader('content-type')
  if (typeof type !== 'string' || !/^\s*text\/html\b/i.test(type)) return false
  const cache = response.getHeader('x-nextjs-cache')
  if (cache === 'HIT' || cache === 'STALE') return false
  const path = request.url?.split('?')[0] ?? '/'
  return path !== '/admin' && !path.startsWith('/admin/')
}

/**
 * Rewrites `response`'s page as it is written, when `rewritesPage` says so. Call before the answer is
 * written and after `compress`, so what is compressed is the rewritten page.
 */
export function paintFirstPages(request: http.IncomingMessage, response: http.ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse
  const write = response.write.bind(response) as (chunk: Chunk, ...rest: unknown[]) => boolean
  const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse
  let rewriter: ReturnType<typeof paintFirstRewriter> | null | undefined
  const decoder = new TextDecoder()
  const text = (chunk: Chunk, encoding?: BufferEncoding) => (typeof chunk === 'string' ? (encoding && encoding !== 'utf8' && encoding !== 'utf-8' ? Buffer.from(chunk, encoding).toString() : chunk) : decoder.decode(chunk, { stream: true }))

  const decide = (status = response.statusCode) => {
    if (rewriter !== undefined) return
    rewriter = rewritesPage(request, response, status) ? paintFirstRewriter() : null
    // The rewritten page's length is not the one Next knew.
    if (rewriter) response.removeHeader('content-length')
  }

  response.writeHead = ((...args: unknown[]) => {
    if (rewriter !== undefined) return writeHead(...args)
    const head = headOf(response, args)
    decide(head[0])
    return writeHead(...head)
  }) as typeof response.writeHead

  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    decide()
    if (!rewriter) return write(chunk, ...rest)
    const { encoding, callback } = writeRest(rest)
    const out = rewriter.push(text(chunk, encoding))
    // An empty piece (a tag waiting for its end) still answers the writer.
    if (!out) {
      callback?.()
      return true
    }
    return callback ? write(out, callback) : write(out)
  }) as typeof response.write

  response.end = ((...args: unknown[]) => {
    decide()
    if (!rewriter) return end(...args)
    const { chunk, encoding, callback } = endArgs(args)
    const out = rewriter.push((chunk != null ? text(chunk, encoding) : '') + decoder.decode()) + rewriter.end()
    // Nothing given and nothing to add (Next ends some HEADs so): no last chunk for the compressor to
    // measure, or it would name a length of 0.
    if (chunk == null && !out) return callback ? end(callback) : end()
    return callback ? end(out, callback) : end(out)
  }) as typeof response.end
}
