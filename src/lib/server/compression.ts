import { createHash } from 'node:crypto'
import type http from 'node:http'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

/**
 * gzip for every answer of the production server, in place of Next's own (`compress: false`), so that
 * an answer sent again and again is compressed once. A page from Next's cache (`x-nextjs-cache: HIT`
 * or `STALE`) and a built file (`/_next/static/`) are the same bytes for every visitor: they are
 * gathered, and their gzip is kept by the bytes' SHA-1 (bounded by size, so nothing a visitor
 * invents is kept for ever). Compressing a 100 KB page costs about 1.5 ms of CPU here, most of what a
 * cached page costs; hashing it, a twentieth of that. Everything else (pages rendered for this
 * request, route handlers' answers) streams through gzip as it is written, flushed chunk by chunk as
 * Next asks, exactly as Next's compression did.
 */

/** Below this, gzip's own header costs more than it saves (Next's threshold too). */
const THRESHOLD = 1024
/** Kinds worth compressing (pictures, clips and archives already are). */
const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:[\w.+-]+\+)?(?:json|javascript|ecmascript|xml|x-javascript|manifest\+json)\b|image\/svg\+xml)/i
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i
/** Answers of one instance are a few hundred distinct pages and files; 32 MB of gzip holds them. */
const KEPT_BYTES = 32 * 1024 * 1024

/**
 * The gzip of each answer sent whole, by its text or by its bytes' SHA-1. A cached page comes to
 * `end` as the very string Next keeps in its cache: looked up by that text, it needs no copy into
 * bytes and no hash over them (V8 keeps a string's hash, and the same string compares equal at
 * once). A key counts towards the bound as well as its gzip.
 */
const kept = new LRUCache<string, Buffer>({ maxSize: KEPT_BYTES, sizeCalculation: (zipped, key) => zipped.length + key.length })

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a q above 0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  let star = false
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (name === 'gzip' || name === 'x-gzip') return weight > 0
    if (name === '*') star = weight > 0
  }
  return star
}

/**
 * The same answer always gets the same gzip: compressed once, then taken from the kept ones. Given
 * as text (a cached page) or as bytes; `plain` is the bytes sent when compressing fails.
 */
export function gzipOnce(body: string | Buffer, done: (error: Error | null, zipped: Buffer, plain: Buffer) => void): void {
  const key = typeof body === 'string' ? body : `sha1:${createHash('sha1').update(body).digest('base64')}`
  const plain = () => (typeof body === 'string' ? Buffer.from(body) : body)
  const hit = kept.get(key)
  if (hit) return done(null, hit, Buffer.alloc(0))
  const bytes = plain()
  zlib.gzip(bytes, (error, zipped) => {
    if (!error) kept.set(key, zipped)
    done(error, zipped, bytes)
  })
}

/** What to do with an answer once its headers are known. */
export function compressionFor(request: http.IncomingMessage, response: http.ServerResponse, status: number): 'none' | 'stream' | 'gather' {
  if (request.method === 'HEAD' || status < 200 || status === 204 || status === 206 || status === 304) return 'none'
  if (response.getHeader('content-encoding')) return 'none'
  const type = response.getHeader('content-type')
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return 'none'
  const cacheControl = response.getHeader('cache-control')
  if (typeof cacheControl === 'string' && NO_TRANSFORM.test(cacheControl)) return 'none'
  const length = Number(response.getHeader('content-length') ?? Number.NaN)
  if (length < THRESHOLD) return 'none'
  const cache = response.getHeader('x-nextjs-cache')
  if (cache === 'HIT' || cache === 'STALE' || request.url?.startsWith('/_next/static/')) return 'gather'
  return 'stream'
}

export type Chunk = string | Buffer | Uint8Array

/**
 * writeHead's arguments taken apart: the headers given to it are set on the response (so what decides
 * on them reads them), and what is left to pass on is the status and its message.
 */
export function headOf(response: http.ServerResponse, args: unknown[]): [number] | [number, string] {
  const headers = args.find((arg, index) => index > 0 && arg !== null && typeof arg === 'object')
  for (const [name, value] of headerPairs(headers)) response.setHeader(name, value)
  const status = typeof args[0] === 'number' ? args[0] : response.statusCode
  return typeof args[1] === 'string' ? [status, args[1]] : [status]
}

/** write's arguments after the chunk: its encoding and callback. */
export function writeRest(rest: unknown[]): { encoding?: BufferEncoding; callback?: () => void } {
  return { encoding: typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined, callback: rest.find((arg) => typeof arg === 'function') as (() => void) | undefined }
}

/** end's arguments: its last chunk (if any), encoding and callback. */
export function endArgs(args: unknown[]): { chunk?: Chunk | null; encoding?: BufferEncoding; callback?: () => void } {
  // end(callback): the callback comes first.
  if (typeof args[0] === 'function') return { callback: args[0] as () => void }
  return { chunk: args[0] as Chunk | null | undefined, ...writeRest(args.slice(1)) }
}
const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))

/**
 * Compresses `response` when the request takes gzip and the answer is worth it. Call before the
 * answer is written: it takes over writeHead, write and end (Node's write and end without an explicit
 * writeHead come through writeHead too), and adds `flush`, which Next calls after each streamed chunk.
 */
export function compress(request: http.IncomingMessage, response: http.ServerResponse): void {
  const takesGzip = acceptsGzip(request.headers['accept-encoding'])
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse
  const write = response.write.bind(response) as (chunk: Chunk, ...rest: unknown[]) => boolean
  const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse
  let mode: 'none' | 'stream' | 'gather' | undefined
  let headArgs: [number] | [number, string] = [200]
  let gzip: zlib.Gzip | undefined
  const gathered: Buffer[] = []

  response.writeHead = ((...args: unknown[]) => {
    if (mode !== undefined) return writeHead(...args)
    headArgs = headOf(response, args)
    const status = headArgs[0]
    const decided = compressionFor(request, response, status)
    // Caches in front keep one copy per encoding of what is compressed for those who take it.
    if (decided !== 'none') varyOnEncoding(response)
    mode = takesGzip ? decided : 'none'
    if (mode === 'gather') return response
    if (mode === 'stream') {
      response.setHeader('Content-Encoding', 'gzip')
      response.removeHeader('Content-Length')
      const zipper = zlib.createGzip()
      gzip = zipper
      zipper.on('data', (data: Buffer) => {
        if (!write(data)) zipper.pause()
      })
      zipper.on('end', () => end())
      // The socket took what waited: go on. gzip took what waited: whoever waits for the
      // response's drain (Next's stream writer) may write again.
      response.on('drain', () => zipper.resume())
      zipper.on('drain', () => response.emit('drain'))
      // A visitor gone mid-answer: nothing more to compress.
      response.on('close', () => zipper.destroy())
    }
    return writeHead(...headArgs)
  }) as typeof response.writeHead

  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    if (mode === undefined) response.writeHead(response.statusCode)
    if (mode === 'none') return write(chunk, ...rest)
    const { encoding, callback } = writeRest(rest)
    if (mode === 'gather') {
      gathered.push(toBuffer(chunk, encoding))
      callback?.()
      return true
    }
    return gzip!.write(toBuffer(chunk, encoding), callback)
  }) as typeof response.write

  response.end = ((...args: unknown[]) => {
    const { chunk, encoding, callback } = endArgs(args)
    if (mode === undefined) {
      // The whole answer at once: its length decides (as Next's compression did).
      if (chunk != null && !response.hasHeader('content-length')) response.setHeader('Content-Length', toBuffer(chunk, encoding).length)
      response.writeHead(response.statusCode)
    }
    if (mode === 'none') return end(...args)
    if (mode === 'stream') {
      if (callback) response.once('finish', callback)
      if (chunk != null) gzip!.write(toBuffer(chunk, encoding))
      gzip!.end()
      return response
    }
    // A cached page's whole text in one end() is kept by that text; anything else by its bytes.
    const wholeText = gathered.length === 0 && typeof chunk === 'string' && (!encoding || encoding === 'utf8' || encoding === 'utf-8')
    const body = wholeText ? chunk : Buffer.concat(chunk != null ? [...gathered, toBuffer(chunk, encoding)] : gathered)
    gathered.length = 0
    const sendPlain = (bytes: Buffer) => {
      response.setHeader('Content-Length', bytes.length)
      writeHead(...headArgs)
      end(bytes, callback)
    }
    if (body.length < THRESHOLD) {
      sendPlain(typeof body === 'string' ? Buffer.from(body) : body)
      return response
    }
    gzipOnce(body, (error, zipped, plain) => {
      if (error) return sendPlain(plain)
      response.setHeader('Content-Encoding', 'gzip')
      response.setHeader('Content-Length', zipped.length)
      writeHead(...headArgs)
      end(zipped, callback)
    })
    return response
  }) as typeof response.end

  // Next flushes after each streamed chunk so the browser gets it now, not when gzip's window fills.
  ;(response as http.ServerResponse & { flush?: () => void }).flush = () => gzip?.flush()
}

/** writeHead's headers, as an object, [name, value] pairs or a flat [name, value, …] list. */
function headerPairs(headers: unknown): [string, number | string | string[]][] {
  if (!headers || typeof headers !== 'object') return []
  if (!Array.isArray(headers)) return Object.entries(headers as http.OutgoingHttpHeaders).filter((entry): entry is [string, number | string | string[]] => entry[1] !== undefined)
  if (headers.every((item) => Array.isArray(item))) return headers as [string, string][]
  const pairs: [string, string][] = []
  for (let index = 0; index + 1 < headers.length; index += 2) pairs.push([String(headers[index]), String(headers[index + 1])])
  return pairs
}

function varyOnEncoding(response: http.ServerResponse): void {
  const vary = response.getHeader('vary')
  const list = Array.isArray(vary) ? vary.join(',') : String(vary ?? '')
  if (list.trim() === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(list)) return
  response.setHeader('Vary', list.trim() ? `${list}, Accept-Encoding` : 'Accept-Encoding')
}
