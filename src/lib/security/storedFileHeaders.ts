/**
 * The headers every uploaded file (photos, video files, slideshow music) is served with, from the
 * upload collections' `modifyResponseHeaders`:
 * - cached for a year by anyone: stored names are generated, so a file's bytes never change under
 *   its URL (an answer to an editor is made private on its way out: credentialedCaching.ts);
 * - never sniffed into another type, and never run as a document: an uploaded file opened on its
 *   own gets no scripts, no subresources and a sandbox.
 */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** An uploaded file opened on its own: nothing may run or load, in a sandbox (headers.ts sends it too). */
export const STORED_FILE_POLICY = "default-src 'none'; sandbox"

export function storedFileHeaders({ headers }: { headers: Headers }): Headers {
  headers.set('Cache-Control', STORED_FILE_CACHE_CONTROL)
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Security-Policy', STORED_FILE_POLICY)
  return headers
}
