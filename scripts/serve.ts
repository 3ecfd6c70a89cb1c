/**
 * The production server: Next's request handler behind a plain Node HTTP server, so the app knows
 * each visitor's real address. Route handlers never see the socket; this server writes the address
 * it trusts (the socket's, or the one TRUSTED_PROXY_HOPS proxies in from it) into CLIENT_IP_HEADER,
 * replacing anything a visitor sent, and rate limits key on that. Repeats of cached pages are answered
 * from memory (src/lib/server/pageCache.ts), and the engagement endpoints are answered without Next's
 * router (src/engagement/http/direct.ts), and SQLite's log is checkpointed off the request path
 * (src/lib/server/sqliteCheckpointer.ts). Usage: serve.ts <port> [host].
 */
import http from 'node:http'

import next from 'next'
import { getPayload } from 'payload'

import { getEnv, isPostgres, siteUrl, sqliteUrl } from '@/lib/env'
import { publicPageHeaders } from '@/lib/security/headers'
import { CLIENT_IP_HEADER, trustedAddress } from '@/lib/security/clientIp'
import { createPageCache } from '@/lib/server/pageCache'
import { startCheckpointer } from '@/lib/server/sqliteCheckpointer'
import { storedFileChangeCount } from '@/lib/server/storedFileChanges'
import { EMBED_PLAYER_ORIGINS } from '@/video/providers'

const port = Number(process.argv[2] ?? getEnv().PORT)
const hostname = process.argv[3]
const hops = getEnv().TRUSTED_PROXY_HOPS

// Next's own URLs are always on "localhost" (it listens nowhere itself: the server below does). The
// proxy's rewrites (gallery state) are built on "localhost"; any other name here made Next take them
// for another site and send each one over HTTP back to this server (and now and then ECONNRESET).
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
await app.prepare()
// Pages Next marked shared-cacheable are answered from memory for up to PAGE_CACHE_MS, public photo
// files for up to FILE_CACHE_MS (forgotten whenever a photo changes).
const handle = createPageCache(app.getRequestHandler(), {
  ttlMs: getEnv().PAGE_CACHE_MS,
  storedFiles: { ttlMs: getEnv().FILE_CACHE_MS, changes: storedFileChangeCount },
})

// Votes, views and comments are answered here, without Next's router (src/engagement/http/routes.ts),
// with the same security headers Next gives every public response. Its own Payload instance (a key
// of its own): Payload caches instances process-wide, and Next's must stay the one its bundle built.
// Loaded only now: the config reaches next/cache, which needs the environment Next's server sets up.
const { default: config } = await import('@payload-config')
const { directEngagement } = await import('@/engagement/http/direct')
const payload = getPayload({ config, key: 'direct-endpoints' })
const publicHeaders = publicPageHeaders({ production: true, https: siteUrl().startsWith('https:'), frameOrigins: EMBED_PLAYER_ORIGINS })
const engagement = directEngagement(() => payload, Object.fromEntries(publicHeaders.map(({ key, value }) => [key, value])))
await payload
// SQLite: the log is copied back in the background, never by a request's commit.
const stopCheckpoints = isPostgres() ? null : startCheckpointer(sqliteUrl())

const server = http.createServer((request, response) => {
  const forwarded = request.headers['x-forwarded-for']
  request.headers[CLIENT_IP_HEADER] = trustedAddress(Array.isArray(forwarded) ? forwarded.join(',') : forwarded, request.socket.remoteAddress, hops)
  if (engagement(request, response)) return
  void handle(request, response)
})
server.listen(port, hostname, () => console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`))

const stop = () => server.close(() => void (stopCheckpoints?.() ?? Promise.resolve()).finally(() => process.exit(0)))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
