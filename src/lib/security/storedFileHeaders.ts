import type { PayloadRequest } from 'payload'

/**
 * The headers every uploaded file (photos, video files, slideshow music) is served with, from the
 * upload collections' `modifyResponseHeaders`:
 * - kept by anyone but checked with us before each use (`no-cache`): a file's bytes never change
 *   under its generated name, but who may read it can (a gallery gains a watermark, a photo is
 *   deleted), and every answer checks that. A browser or a cache in front holding the file asks again
 *   with its tag and gets an empty 304 (`answerUnchangedFile`) or, once the file is closed, a 403.
 *   An answer to an editor is made private on its way out (credentialedCaching.ts);
 * - never sniffed into another type, and never run as a document: an uploaded file opened on its
 *   own gets no scripts, no subresources and a sandbox.
 */
export const STORED_FILE_CACHE_CONTROL = 'public, no-cache'
/** An uploaded file opened on its own: nothing may run or load, in a sandbox (headers.ts sends it too). */
export const STORED_FILE_POLICY = "default-src 'none'; sandbox"

export function storedFileHeaders({ headers }: { headers: Headers }): Headers {
  headers.set('Cache-Control', STORED_FILE_CACHE_CONTROL)
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Security-Policy', STORED_FILE_POLICY)
  return headers
}

/** A stored file's tag: its generated name, since its bytes never change under it. */
export const storedFileTag = (filename: string) => `"${filename}"`

/** Where Payload serves a collection's stored files from, with the file's name. */
export const STORED_FILE_PATH = /^\/api\/[a-z-]+\/file\/([^/?#]+)$/

/**
 * An upload collection's first file handler, run after Payload's access check: a request that
 * already holds this file (its tag in If-None-Match) gets an empty 304 without the file being read.
 * Files in object storage carry the storage's own tag, which its handler checks the same way.
 */
export function answerUnchangedFile(req: PayloadRequest, { params }: { params: { filename: string } }): Response | void {
  const held = req.headers.get('if-none-match')
  if (!held || !held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === storedFileTag(params.filename))) return
  return new Response(null, { status: 304, headers: storedFileHeaders({ headers: new Headers({ ETag: storedFileTag(params.filename) }) }) })
}
