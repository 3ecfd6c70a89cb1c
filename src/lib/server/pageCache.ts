import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

/**
 * A short-lived in-memory cache of whole responses in front of Next's request handler (what a
 * "micro-cache" in nginx or a CDN does). Next keeps ISR pages rendered, but its request pipeline
 * still costs ~2–3 ms of the one Node process per answer, which caps a 2-core machine near 400
 * pages/s; a repeat of a response Next itself marked shared-cacheable costs a few hundred µs here.
 *
 * What is stored: GET 200 answers whose Cache-Control has `s-maxage` > 0 and no private, no-store
 * or no-cache, with no Set-Cookie and no `Vary: *`, up to `maxEntryBytes`. Each is kept for at most
 * `ttlMs` (and never past its s-maxage), so an editor's change, which Next revalidates at once, is
 * live here within `ttlMs` too. Variants follow the response's own Vary header (Accept-Encoding, the
 * RSC headers), so a compressed, plain or RSC answer is only ever given to a request like the one it
 * was made for. Requests that Next would render differently for the same address (preview/draft
 * cookies, its own revalidation calls), ranges, credentials and non-GET/HEAD methods pass through.
 * Concurrent misses for one variant wait for the first instead of all rendering it.
 *
 * Built scripts and styles (`/_next/static/…`, `public, …, immutable`: their names change with their
 * contents) are kept until memory is short, not `ttlMs`: Next compresses each one again on every
 * request (about 10 ms of the process for the largest script here, on every first view), and from
 * memory it costs what a cached page does.
 *
 * Public photo files (`/api/media/file/…`, answered `public, …, immutable`) are kept for
 * `storedFiles.ttlMs` when `storedFiles` is given. Payload's file handler checks access, sniffs the
 * type and reads the disk on every request (7–11 ms of the one process, and a first view asks for
 * several at once, so the largest photo on a page arrived after the scripts). A file's bytes never
 * change under its name, but who may read it can (a gallery gains a watermark, a photo is deleted):
 * every such change moves the count `storedFiles.changes` gives (the Media collection's hooks).
 * The next file request then forgets every stored file, and so does the end of any changing request
 * (POST, PATCH, DELETE…) that saw a change — after its transaction committed, so nothing read from
 * the old state in between outlives it. A file answer that began before a change is not stored. Changes this process
 * never hears of (another app instance) are bounded by `storedFiles.ttlMs`. Refusals (403) and
 * answers made private for editors are never stored.
 */
export interface PageCacheOptions {
  /** Longest time a response is answered from memory, in milliseconds. */
  ttlMs: number
  /** Memory for all stored bodies together (bytes). */
  maxBytes?: number
  /** Larger responses pass through without being stored (bytes). */
  maxEntryBytes?: number
  /** Keep public photo files too (see above); left out, they always go to the handler. */
  storedFiles?: {
    /** Longest time a file is answered from memory, in milliseconds (0: never). */
    ttlMs: number
    /** Memory for stored files together (bytes), apart from pages and build assets. */
    maxBytes?: number
    /** How many times who may read a stored file may have changed so far. */
    changes: () => number
  }
}

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => unknown

/** The header that says how a response was answered: `hit` from memory, `miss` stored now. */
export const CACHE_STATUS_HEADER = 'x-atrium-cache'

interface Entry {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
  storedAt: number
}

/** Headers that describe one connection or one transfer, never a stored answer. */
const PER_TRANSFER = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'proxy-connection', 'upgrade', 'age', CACHE_STATUS_HEADER])
const PREVIEW_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/
const LONGEST_CACHED_URL = 2048
const BUILD_ASSET = /^\/_next\/static\/[^?#]+$/
const STORED_FILE = /^\/api\/media\/file\/[^/?#]+$/

export function createPageCache(handler: RequestHandler, options: PageCacheOptions): RequestHandler {
  const maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024
  const sizeCalculation = (entry: Entry, key: string) => entry.body.length + key.length + 1024
  const entries = new LRUCache<string, Entry>({ maxSize: options.maxBytes ?? 64 * 1024 * 1024, sizeCalculation, ttl: options.ttlMs })
  const fileOptions = options.storedFiles && options.storedFiles.ttlMs > 0 ? options.storedFiles : undefined
  const files = fileOptions && new LRUCache<string, Entry>({ maxSize: fileOptions.maxBytes ?? 64 * 1024 * 1024, sizeCalculation, ttl: fileOptions.ttlMs })
  const fileChanges = () => fileOptions?.changes() ?? 0
  // The count of changes the stored files were read under; when it has moved, they are forgotten.
  let filesReadUnder = fileChanges()
  /** Where an address's answers are kept (files apart, so a change forgets them alone), if anywhere. */
  const storeFor = (url: string) => (files && STORED_FILE.test(url) ? files : options.ttlMs > 0 ? entries : undefined)
  if (options.ttlMs <= 0 && !files) return handler
  // The request headers each address's answers vary by, as its last response said.
  const variesBy = new LRUCache<string, string[]>({ max: 10_000 })
  const filling = new Map<string, Promise<void>>()

  return function cachedHandler(request, response) {
    if (!mayUseCache(request)) {
      if (files && request.method !== 'GET' && request.method !== 'HEAD') forgetFilesIfChangedBy(response)
      return handler(request, response)
    }
    const store = storeFor(request.url!)
    if (!store) return handler(request, response)
    if (store === files && fileChanges() !== filesReadUnder) {
      files.clear()
      filesReadUnder = fileChanges()
    }
    const address = `${request.headers.host ?? ''} ${request.url}`
    const vary = variesBy.get(address)
    const key = vary && variantKey(address, vary, request)
    if (key) {
      const entry = store.get(key)
      if (entry) return answer(entry, request, response)
      const pending = filling.get(key)
      if (pending) {
        return pending.then(() => {
          const filled = store.get(key)
          return filled ? answer(filled, request, response) : handler(request, response)
        })
      }
    }
    if (request.method !== 'GET') return handler(request, response)

    const changesBefore = fileChanges()
    const recorded = record(response, maxEntryBytes)
    const done = new Promise<void>((resolve) => {
      response.once('close', () => {
        const body = recorded.body()
        const headers = response.getHeaders()
        const keepForMs = store === files ? fileLifetimeMs(headers, fileOptions!.ttlMs) : lifetimeMs(request.url!, headers, options.ttlMs)
        const storable = response.writableFinished && body !== undefined && response.statusCode === 200 && keepForMs !== undefined && headers['set-cookie'] === undefined && headers['content-range'] === undefined
        // A file read before a change may carry the old access: answered, not kept.
        const current = store !== files || fileChanges() === changesBefore
        const responseVary = varyList(headers.vary)
        if (storable && current && responseVary) {
          variesBy.set(address, responseVary)
          store.set(variantKey(address, responseVary, request), { status: 200, headers: storedHeaders(headers), body, storedAt: Date.now() }, { ttl: keepForMs })
        }
        if (key) filling.delete(key)
        resolve()
      })
    })
    if (key) filling.set(key, done)
    response.setHeader(CACHE_STATUS_HEADER, 'miss')
    return handler(request, response)
  }

  /**
   * A change announced while this request ran may have been read by others before its transaction
   * committed: forget the files again once it has answered.
   */
  function forgetFilesIfChangedBy(response: ServerResponse): void {
    const before = fileChanges()
    response.once('close', () => {
      if (fileChanges() !== before) files!.clear()
    })
  }
}

function mayUseCache(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (!request.url || request.url.length > LONGEST_CACHED_URL) return false
  const { headers } = request
  if (headers.range || headers.authorization || headers['x-prerender-revalidate']) return false
  return !(headers.cookie && PREVIEW_COOKIE.test(headers.cookie))
}

function variantKey(address: string, vary: string[], request: IncomingMessage): string {
  return [address, ...vary.map((name) => `${name}:${String(request.headers[name] ?? '')}`)].join('\n')
}

/** The response's Vary header names, lower-cased and sorted; undefined for `Vary: *` (never stored). */
function varyList(value: OutgoingHttpHeaders[string]): string[] | undefined {
  const names = (Array.isArray(value) ? value.join(',') : String(value ?? ''))
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  if (names.includes('*')) return undefined
  return [...new Set(names)].sort()
}

/** The response's Cache-Control, lower-cased; undefined when it forbids shared storage. */
function shareableCacheControl(headers: OutgoingHttpHeaders): string | undefined {
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase()
  return /\b(?:private|no-store|no-cache)\b/.test(cacheControl) ? undefined : cacheControl
}

const isPublicImmutable = (cacheControl: string) => /\bpublic\b/.test(cacheControl) && /\bimmutable\b/.test(cacheControl)

/**
 * How long an answer may be kept, in ms: a page for at most `ttlMs` (and its s-maxage); a build
 * asset marked public and immutable for as long as memory allows (0: no time limit in the LRU);
 * undefined when it may not be stored.
 */
function lifetimeMs(url: string, headers: OutgoingHttpHeaders, ttlMs: number): number | undefined {
  const cacheControl = shareableCacheControl(headers)
  if (cacheControl === undefined) return undefined
  const sharedSeconds = Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0)
  if (sharedSeconds > 0) return Math.min(ttlMs, sharedSeconds * 1000)
  return BUILD_ASSET.test(url) && isPublicImmutable(cacheControl) ? 0 : undefined
}

/** How long a stored file may be kept, in ms: only a public, immutable answer; undefined otherwise. */
function fileLifetimeMs(headers: OutgoingHttpHeaders, ttlMs: number): number | undefined {
  const cacheControl = shareableCacheControl(headers)
  return cacheControl !== undefined && isPublicImmutable(cacheControl) ? ttlMs : undefined
}

function storedHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !PER_TRANSFER.has(name)))
}

function answer(entry: Entry, request: IncomingMessage, response: ServerResponse): void {
  const age = String(Math.floor((Date.now() - entry.storedAt) / 1000))
  const etag = entry.headers.etag
  if (typeof etag === 'string' && matchesEtag(request.headers['if-none-match'], etag)) {
    const { 'content-type': _type, 'content-encoding': _encoding, ...rest } = entry.headers
    response.writeHead(304, { ...rest, age, [CACHE_STATUS_HEADER]: 'hit' })
    response.end()
    return
  }
  response.writeHead(entry.status, { ...entry.headers, 'content-length': entry.body.length, age, [CACHE_STATUS_HEADER]: 'hit' })
  response.end(request.method === 'HEAD' ? undefined : entry.body)
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

type WriteHeadArgs = [statusCode: number, reasonOrHeaders?: string | OutgoingHttpHeaders | unknown[], headers?: OutgoingHttpHeaders | unknown[]]

/**
 * Copies what the handler sends into memory while it goes to the visitor unchanged. Headers given
 * straight to writeHead are set through setHeader first, so getHeaders() sees every header that was
 * sent (a Set-Cookie must never slip past the check). Recording stops past `limit` bytes.
 */
function record(response: ServerResponse, limit: number): { body(): Buffer | undefined } {
  const chunks: Buffer[] = []
  let size = 0
  let overflow = false
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array)
    size += buffer.length
    if (size > limit) {
      overflow = true
      chunks.length = 0
    } else chunks.push(buffer)
  }
  const { write, end, writeHead } = response
  response.writeHead = function (this: ServerResponse, ...args: WriteHeadArgs) {
    const [statusCode, second, third] = args
    const headers = typeof second === 'string' ? third : second
    if (headers && !this.headersSent) {
      const pairs = Array.isArray(headers) ? headerPairs(headers) : Object.entries(headers)
      for (const [name, value] of pairs) if (value !== undefined) this.setHeader(name, value as string | number | string[])
    }
    const send = writeHead as (this: ServerResponse, statusCode: number, reason?: string) => ServerResponse
    return typeof second === 'string' ? send.call(this, statusCode, second) : send.call(this, statusCode)
  } as ServerResponse['writeHead']
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0])
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
  } as ServerResponse['write']
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0])
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
  } as ServerResponse['end']
  return { body: () => (overflow ? undefined : Buffer.concat(chunks)) }
}

/** writeHead's array form: flat `[name, value, name, value]` or `[[name, value], …]`. */
function headerPairs(list: unknown[]): [string, unknown][] {
  if (list.every(Array.isArray)) return (list as unknown[][]).map(([name, value]) => [String(name), value])
  const pairs: [string, unknown][] = []
  for (let index = 0; index + 1 < list.length; index += 2) pairs.push([String(list[index]), list[index + 1]])
  return pairs
}
