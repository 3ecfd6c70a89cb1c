/**
 * The production server: Next's request handler behind a plain Node HTTP server, so the app knows
 * each visitor's real address. Route handlers never see the socket; this server writes the address
 * it trusts (the socket's, or the one TRUSTED_PROXY_HOPS proxies in from it) into CLIENT_IP_HEADER,
 * replacing anything a visitor sent, and rate limits key on that. Every request goes to Next, with
 * one Payload instance per process, exactly as in development; pages come from Next's own cache (in
 * Redis with several instances). It tells caches in front how long they may keep a public page
 * (src/lib/security/sharedCaching.ts), and checkpoints SQLite's log off the request path
 * (src/lib/server/sqliteCheckpointer.ts). Request bodies are held to their route's limit
 * (src/lib/server/bodyLimit.ts). Usage: serve.ts <port> [host].
 */
import http from 'node:http'

import next from 'next'

import { getEnv, isPostgres, sqliteUrl } from '@/lib/env'
import { CLIENT_IP_HEADER, trustedAddress } from '@/lib/security/clientIp'
import { sharedCacheControl } from '@/lib/security/sharedCaching'
import { bodyLimits, bodyRoute, holdBodyTo } from '@/lib/server/bodyLimit'
import { STORED_FILE_PATH, storedFileTag } from '@/lib/security/storedFileHeaders'
import { startCheckpointer } from '@/lib/server/sqliteCheckpointer'

const port = Number(process.argv[2] ?? getEnv().PORT)
const hostname = process.argv[3]
const hops = getEnv().TRUSTED_PROXY_HOPS

// Next's own URLs are always on "localhost" (it listens nowhere itself: the server below does). The
// proxy's rewrites (gallery state) are built on "localhost"; any other name here made Next take them
// for another site and send each one over HTTP back to this server (and now and then ECONNRESET).
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
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

const server = http.createServer((request, response) => {
  // Every body is held to its route's limit before Next reads any of it.
  if (!holdBodyTo(request, response, limits[bodyRoute(request.url?.split('?')[0] ?? '/')])) return
  const forwarded = request.headers['x-forwarded-for']
  request.headers[CLIENT_IP_HEADER] = trustedAddress(Array.isArray(forwarded) ? forwarded.join(',') : forwarded, request.socket.remoteAddress, hops)
  withCacheHeaders(request, response)
  void handle(request, response)
})
server.listen(port, hostname, () => console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`))

const stop = () => server.close(() => void (stopCheckpoints?.() ?? Promise.resolve()).finally(() => process.exit(0)))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
