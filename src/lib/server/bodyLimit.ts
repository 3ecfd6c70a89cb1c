import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/**
 * How many bytes a request may send, by where it goes: a body is refused (413) once it passes the
 * limit of its route, whether it declared its length or came chunked without one, and the rest of
 * it is never read. The production server applies this to every request before Next sees it; the
 * shipped nginx configuration has the same limits per location (scripts/lib/nginx.ts).
 */
export type BodyRoute = 'upload' | 'import' | 'admin' | 'site'

/** Collections that take files through Payload's REST API (multipart). */
export const UPLOAD_COLLECTIONS = ['media', 'videos', 'audio'] as const

/** Headroom over a file's own limit for the multipart framing and the document's fields. */
export const MULTIPART_HEADROOM = 1024 * 1024

const UPLOAD_PATH = new RegExp(`^/api/(${UPLOAD_COLLECTIONS.join('|')})(/[^/]+)?/?$`)

/** The kind of route a path is, for its body limit. */
export function bodyRoute(pathname: string): BodyRoute {
  if (UPLOAD_PATH.test(pathname)) return 'upload'
  if (pathname.startsWith('/import/zip/')) return 'import'
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  return 'site'
}

/**
 * The limits in bytes: an upload is a file of at most MEDIA_MAX_BYTES with its form; a ZIP import
 * IMPORT_MAX_BYTES; the admin's and the REST API's JSON (a long page with all its blocks, the
 * admin's form state) 4 MB; the site's own endpoints (votes, comments, forms, checkout) 256 KB, far
 * above the 64 KB the largest of them reads.
 */
export function bodyLimits(env: { MEDIA_MAX_BYTES: number; IMPORT_MAX_BYTES: number }): Record<BodyRoute, number> {
  return { upload: env.MEDIA_MAX_BYTES + MULTIPART_HEADROOM, import: env.IMPORT_MAX_BYTES, admin: 4 * 1024 * 1024, site: 256 * 1024 }
}

const megabytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`)

/** The words of a 413: what the limit is. */
export const tooLargeMessage = (limit: number) => `This request is too large: at most ${megabytes(limit)} may be sent here.`

/**
 * Holds `request` to `limit` bytes: a declared length over it is answered 413 at once (returns
 * false: do not pass the request on); a body without one is counted as it arrives, and at the byte
 * that passes the limit the answer is 413, nothing more is read, and the connection closes. Whatever
 * the app writes after that is dropped (it was waiting for a body that will not come).
 */
export function holdBodyTo(request: IncomingMessage, response: ServerResponse, limit: number): boolean {
  const declared = request.headers['content-length']
  if (declared !== undefined && !(Number(declared) <= limit)) {
    refuse(request, response, limit)
    return false
  }
  if (declared !== undefined) return true
  let seen = 0
  let refused = false
  const push = request.push.bind(request)
  request.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === null || chunk === undefined) return refused ? false : push(chunk, encoding)
    if (refused) return false
    seen += (chunk as Buffer).length
    if (seen > limit) {
      refused = true
      refuse(request, response, limit)
      // false pauses the socket: nothing more is read from it.
      return false
    }
    return push(chunk, encoding)
  }
  return true
}

/** How long, and for how many bytes, a refused client may go on sending after its 413 is out. */
export const LINGER = { ms: 2000, bytes: 8 * 1024 * 1024 }

/**
 * Closes like nginx's lingering close: once the 413 is written the socket sends its FIN and stays
 * open a short while before closing. Closed at once, a client still writing gets a reset that can
 * wipe the answer it has not read yet (it saw "connection reset" instead of the 413's words).
 * Meanwhile Node's HTTP parser, which holds the socket, reads no more of the refused body (measured
 * on Node 20: the instance reads the route's limit and stops), so what the client still sends waits
 * in the kernel's buffers; should the socket be read after all, that is dropped, counted.
 */
function lingerOnClose(socket: Socket): void {
  // Node calls destroySoon when a "Connection: close" answer has gone out.
  socket.destroySoon = () => {
    socket.end()
    // Should the socket be read now (Node 20's parser, which holds it, reads no more), what comes
    // is dropped, counted.
    socket.removeAllListeners('data')
    let dropped = 0
    const close = () => socket.destroy()
    const timer = setTimeout(close, LINGER.ms)
    timer.unref()
    socket.on('data', (chunk: Buffer) => {
      dropped += chunk.length
      if (dropped > LINGER.bytes) close()
    })
    socket.once('end', close)
    socket.once('close', () => clearTimeout(timer))
    socket.resume()
  }
}

function refuse(request: IncomingMessage, response: ServerResponse, limit: number): void {
  const body = JSON.stringify({ error: 1, message: tooLargeMessage(limit) })
  if (!response.headersSent) {
    // Connection: close makes Node close the socket once the answer is out, unread body and all.
    response.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', Connection: 'close' })
    response.end(body)
    lingerOnClose(request.socket)
  } else {
    request.socket.destroy()
  }
  // The app may still answer the request it was handed; its answer goes nowhere.
  const ignore = () => response
  Object.assign(response, { setHeader: ignore, appendHeader: ignore, removeHeader: ignore, writeHead: ignore, flushHeaders: () => undefined, write: () => true, end: ignore })
}
