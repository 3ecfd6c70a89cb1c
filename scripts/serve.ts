/**
 * The production server: Next's request handler behind a plain Node HTTP server, so the app knows
 * each visitor's real address. Route handlers never see the socket; this server writes the address
 * it trusts (the socket's, or the one TRUSTED_PROXY_HOPS proxies in from it) into CLIENT_IP_HEADER,
 * replacing anything a visitor sent, and rate limits key on that. Every request, the engagement
 * endpoints included, goes to Next (one Payload instance per process, as in development). Repeats of
 * cached pages are answered from memory (src/lib/server/pageCache.ts), and SQLite's log is
 * checkpointed off the request path (src/lib/server/sqliteCheckpointer.ts). Usage: serve.ts <port> [host].
 */
import http from 'node:http'

import next from 'next'

import { getEnv, isPostgres, sqliteUrl } from '@/lib/env'
import { CLIENT_IP_HEADER, trustedAddress } from '@/lib/security/clientIp'
import { createPageCache } from '@/lib/server/pageCache'
import { startCheckpointer } from '@/lib/server/sqliteCheckpointer'
import { storedFileChangeCount } from '@/lib/server/storedFileChanges'

const port = Number(process.argv[2] ?? getEnv().PORT)
const hostname = process.argv[3]
const hops = getEnv().TRUSTED_PROXY_HOPS

// Next's own URLs are always on "localhost" (it listens nowhere itself: the server below does). The
// proxy's rewrites (gallery state) are built on "localhost"; any other name here made Next take them
// for another site and send each one over HTTP back to this server (and now and then ECONNRESET).
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
await app.prepare()
// One instance: pages Next marked shared-cacheable are answered from memory for up to PAGE_CACHE_MS,
// public photo files for up to FILE_CACHE_MS (forgotten whenever a photo changes in this process).
// Several instances (REDIS_URL): no per-process copies, which another instance's change could not
// reach; pages come from the cache shared in Redis, and every photo file request checks its access.
const shared = Boolean(getEnv().REDIS_URL)
const handle = createPageCache(app.getRequestHandler(), {
  ttlMs: shared ? 0 : getEnv().PAGE_CACHE_MS,
  storedFiles: { ttlMs: shared ? 0 : getEnv().FILE_CACHE_MS, changes: storedFileChangeCount },
})

// SQLite: the log is copied back in the background, never by a request's commit.
const stopCheckpoints = isPostgres() ? null : startCheckpointer(sqliteUrl())

const server = http.createServer((request, response) => {
  const forwarded = request.headers['x-forwarded-for']
  request.headers[CLIENT_IP_HEADER] = trustedAddress(Array.isArray(forwarded) ? forwarded.join(',') : forwarded, request.socket.remoteAddress, hops)
  void handle(request, response)
})
server.listen(port, hostname, () => console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`))

const stop = () => server.close(() => void (stopCheckpoints?.() ?? Promise.resolve()).finally(() => process.exit(0)))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
