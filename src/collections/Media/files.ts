import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'

/**
 * Where a stored media file is on this server's disk, or null when the name is not a plain stored
 * name or the files are not kept on disk (object storage). Stored names are generated at upload;
 * one with a path in it is refused all the same.
 */
export function storedMediaPath(payload: Payload, filename: string | null | undefined): string | null {
  const upload = payload.collections.media.config.upload
  const staticDir = typeof upload === 'object' && upload.staticDir ? upload.staticDir : null
  if (!staticDir || !filename || filename !== path.basename(filename) || filename.startsWith('.')) return null
  const file = path.join(path.resolve(staticDir), filename)
  return fs.existsSync(file) ? file : null
}

/**
 * A file on disk as a response body, streamed (an original may be large), with its length; null
 * when it is gone (a watermark changed, say, between finding the file and opening it).
 */
export async function openFileStream(file: string): Promise<{ stream: ReadableStream; length: number } | null> {
  try {
    const handle = await fs.promises.open(file, 'r')
    const { size } = await handle.stat()
    return { stream: Readable.toWeb(handle.createReadStream()) as ReadableStream, length: size }
  } catch {
    return null
  }
}
