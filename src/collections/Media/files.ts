import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { createLocalReq, type Payload, type Where } from 'payload'

import { DERIVATIVE_NAMES } from './sizes'

/** A stored name as uploads generate it: no path in it, not hidden. */
const plainName = (filename: string | null | undefined): filename is string => typeof filename === 'string' && filename !== '' && filename === path.basename(filename) && !filename.startsWith('.')

/**
 * Where a stored media file is on this server's disk, or null when the name is not a plain stored
 * name or the files are not kept on disk (object storage: see openStoredMedia). Stored names are
 * generated at upload; one with a path in it is refused all the same.
 */
export function storedMediaPath(payload: Payload, filename: string | null | undefined): string | null {
  const upload = payload.collections.media.config.upload
  const staticDir = typeof upload === 'object' && upload.staticDir ? upload.staticDir : null
  if (!staticDir || !plainName(filename)) return null
  const file = path.join(path.resolve(staticDir), filename)
  return fs.existsSync(file) ? file : null
}

/** A stored file as a response body: the stream and its length in bytes. */
export type Opened = { stream: ReadableStream; length: number }

/**
 * A file on disk as a response body, streamed (an original may be large), with its length; null
 * when it is gone (a watermark changed, say, between finding the file and opening it).
 */
export async function openFileStream(file: string): Promise<Opened | null> {
  try {
    const handle = await fs.promises.open(file, 'r')
    const { size } = await handle.stat()
    return { stream: Readable.toWeb(handle.createReadStream()) as ReadableStream, length: size }
  } catch {
    return null
  }
}

/**
 * A stored media file wherever it is kept, streamed with its length: on this server's disk, or in
 * the storage adapter's place (S3 with S3_BUCKET), read through the collection's file handlers the
 * way Payload's own file endpoint reads it. Null when the file is in neither.
 */
export async function openStoredMedia(payload: Payload, filename: string | null | undefined): Promise<Opened | null> {
  if (!plainName(filename)) return null
  const local = storedMediaPath(payload, filename)
  if (local) return openFileStream(local)
  const upload = payload.collections.media.config.upload
  const handlers = typeof upload === 'object' ? (upload.handlers ?? []) : []
  if (handlers.length === 0) return null
  // The adapter finds the object's key (prefix included) from the document the file belongs to.
  const named: Where = { or: [{ filename: { equals: filename } }, ...DERIVATIVE_NAMES.map((name) => ({ [`sizes.${name}.filename`]: { equals: filename } }))] }
  const { docs } = await payload.find({ collection: 'media', where: named, depth: 0, limit: 1, pagination: false, overrideAccess: true })
  if (!docs[0]) return null
  const req = await createLocalReq({}, payload)
  for (const handler of handlers) {
    const response = await handler(req, { doc: docs[0], headers: new Headers(), params: { collection: 'media', filename } })
    if (!(response instanceof Response)) continue
    const length = Number(response.headers.get('content-length'))
    if (response.status !== 200 || !response.body || !Number.isSafeInteger(length)) {
      await response.body?.cancel()
      return null
    }
    return { stream: response.body, length }
  }
  return null
}

/** A stored media file's bytes wherever it is kept (see openStoredMedia); for files that are read whole, such as a photo to watermark. */
export async function readStoredMedia(payload: Payload, filename: string | null | undefined): Promise<Buffer | null> {
  const opened = await openStoredMedia(payload, filename)
  return opened ? Buffer.from(await new Response(opened.stream).arrayBuffer()) : null
}
