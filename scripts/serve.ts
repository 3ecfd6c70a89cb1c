/**
 * The production server: Next's request handler behind a plain Node HTTP server, so the app knows
 * each visitor's real address. Route handlers never see the socket; this server writes the address
 * it trusts (the socket's, or the one TRUSTED_PROXY_HOPS proxies in from it) into CLIENT_IP_HEADER,
 * replacing anything a visitor sent, and rate limits key on that. Every request goes to Next, with
 * one Payload instance per process, exactly as in development; pages come from Next's own cache (in
 * Redis with several instances). It tells caches in front how long they may keep a public page
 * (src/lib/security/sharedCaching.ts), and checkpoints SQLite's log off the request path
 * (src/lib/server/sqliteCheckpointer.ts). Request bodies are held to their route's limit
 * (src/lib/server/bodyLimit.ts). It compresses answers, each cached page and built file once
 * (src/lib/server/compression.ts), pages with their scripts asked for after their first paint
 * (src/lib/server/paintFirst.mjs). It sends the security headers (src/app/securityHeaders.ts) and warms
 * the page cache with the home page and the galleries before it listens. Usage: serve.ts <port> [host].
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import next from 'next'

import { headerApplier, siteHeaderRules } from '@/app/securityHeaders'
import { getEnv, isPostgres, sqliteUrl } from '@/lib/env'
import { CLIENT_IP_HEADER, trustedAddress } from '@/lib/security/clientIp'
import { sharedCacheControl } from '@/lib/security/sharedCaching'
import { bodyLimits, bodyRoute, holdBodyTo } from '@/lib/server/bodyLimit'
import { compress } from '@/lib/server/compression'
import { paintFirstPages } from '@/lib/server/paintFirstPages'
import { isPlainAddress, PLAIN_ADDRESS_HEADER } from '@/lib/server/plainAddress'
import { STORED_FILE_PATH, storedFileTag } from '@/lib/security/storedFileHeaders'
import { hearOtherInstances } from '@/lib/server/processCaches'
import { keepConnectionsOpen } from '@/lib/server/keepAlive'
import { startCheckpointer } from '@/lib/server/sqliteCheckpointer'
import { warmPages } from '@/lib/server/warmPages'

const port = Number(process.argv[2] ?? getEnv().PORT)
const hostname = process.argv[3]
const hops = getEnv().TRUSTED_PROXY_HOPS

// Next's own URLs are always on "localhost" (it listens nowhere itself: the server below does). The
// proxy's rewrites (gallery state) are built on "localhost"; any other name here made Next take them
// for another site and send each one over HTTP back to this server (and now and then ECONNRESET).
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
// Other instances' saved pricelists, settings and galleries are forgotten here too (through Redis).
hearOtherInstances()
await app.prepare()
const handle = app.getRequestHandler()

// SQLite: the log is copied back in the background, never by a request's commit.
const stopCheckpoints = isPostgres() ? null : startCheckpointer(sqliteUrl())

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * Headers for caches: pages set Cache-Control with setHeader, route handlers with appendHeader, and
 * both pass through the shared-cache rule. A stored file from local disk gets its name as its tag
 * (Payload sets none; one from object storage has the storage's), so holders can ask again with it.
 */
function withCacheHeaders(request: http.IncomingMessage, response: http.ServerResponse): void {
  const isCacheControl = (name: string) => name.toLowerCase() === 'cache-control'
  const setHeader = response.setHeader.bind(response)
  const appendHeader = response.appendHeader.bind(response)
  response.setHeader = (name, value) => setHeader(name, isCacheControl(name) && typeof value === 'string' ? sharedCacheControl(value) : value)
  response.appendHeader = (name, value) => appendHeader(name, isCacheControl(name) && typeof value === 'string' ? sharedCacheControl(value) : value)
  const name = (request.method === 'GET' || request.method === 'HEAD') && STORED_FILE_PATH.exec(request.url?.split('?')[0] ?? '')?.[1]
  const file = name ? safeDecode(name) : null
  if (!file) return
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse
  response.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : response.statusCode
    if (status === 200 && !response.hasHeader('etag')) setHeader('ETag', storedFileTag(file))
    return writeHead(...args)
  }) as typeof response.writeHead
}

const limits = bodyLimits(getEnv())
// The security headers of this environment (its players, tiles, chat and payment pages), applied here
// so the build is tied to none; a route's own (a stored file's policy, the proxy's pages) replaces them.
const securityHeadersFor = headerApplier(siteHeaderRules(true))

function serveRequest(request: http.IncomingMessage, response: http.ServerResponse): void {
  const pathname = request.url?.split('?')[0] ?? '/'
  // Every body is held to its route's limit before Next reads any of it.
  if (!holdBodyTo(request, response, limits[bodyRoute(pathname)])) return
  const forwarded = request.headers['x-forwarded-for']
  request.headers[CLIENT_IP_HEADER] = trustedAddress(Array.isArray(forwarded) ? forwarded.join(',') : forwarded, request.socket.remoteAddress, hops)
  // Only this server says the proxy has nothing to do here (src/lib/server/plainAddress.ts).
  delete request.headers[PLAIN_ADDRESS_HEADER]
  if (isPlainAddress(request.url)) request.headers[PLAIN_ADDRESS_HEADER] = '1'
  for (const { key, value } of securityHeadersFor(pathname, request.headers)) response.setHeader(key, value)
  compress(request, response)
  paintFirstPages(request, response)
  withCacheHeaders(request, response)
  void handle(request, response)
}

const listen = (server: http.Server, onPort: number, onHost?: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(onPort, onHost, () => resolve())
  })

// Before taking visitors: the home page and the galleries are rendered into the page cache through a
// private loopback listener (nothing is rendered at build; with Redis, another instance's pages are
// found there and cost nothing). PAGE_CACHE_WARM=off skips it.
if (getEnv().PAGE_CACHE_WARM === 'on') {
  const warmer = http.createServer(serveRequest)
  await listen(warmer, 0, '127.0.0.1')
  const started = performance.now()
  const { warmed, failed } = await warmPages(`http://127.0.0.1:${(warmer.address() as AddressInfo).port}`)
  warmer.close()
  console.log(`Page cache warmed: ${warmed} pages in ${Math.round(performance.now() - started)} ms${failed ? ` (${failed} left for their first visitor)` : ''}`)
}

const server = http.createServer(serveRequest)
keepConnectionsOpen(server)
await listen(server, port, hostname)
console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`)

const stop = () => server.close(() => void (stopCheckpoints?.() ?? Promise.resolve()).finally(() => process.exit(0)))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
