import fs from 'node:fs'
import path from 'node:path'

import { signature, signedBy } from '@/lib/security/signing'

/**
 * Playlist stills kept on our server. Their addresses are signed with the site's secret, so the
 * server fetches from YouTube only videos it listed itself, and the store is capped.
 */

const SIGNATURE_LENGTH = 12

/** The signature in a still's address for a YouTube video id. */
export function stillSignature(videoId: string): string {
  return signature('youtube-stills', videoId, SIGNATURE_LENGTH)
}

/** `<id>.<signature>.jpg` is the thumbnail; `…f1.jpg` to `…f3.jpg` YouTube's frames at a quarter, half and three quarters. */
const STILL = new RegExp(`^([A-Za-z0-9_-]{6,20})\\.([A-Za-z0-9_-]{${SIGNATURE_LENGTH}})(?:\\.f([123]))?\\.jpg$`)

/** The video and frame a still's file name asks for, or null when it is not one this site gave out. */
export function parseStillName(file: string): { videoId: string; frame?: '1' | '2' | '3' } | null {
  const match = STILL.exec(file)
  if (!match) return null
  if (!signedBy('youtube-stills', match[1]!, match[2], SIGNATURE_LENGTH)) return null
  return { videoId: match[1]!, ...(match[3] ? { frame: match[3] as '1' | '2' | '3' } : {}) }
}

/** How many stills the store keeps (about 4 per video, 10–30 KB each: some 50–150 MB at most). */
export const MAX_STILLS = 5000

/** After a still is added: past MAX_STILLS, the least recently written tenth goes. */
export async function capStills(root: string, max = MAX_STILLS): Promise<number> {
  const names = await fs.promises.readdir(root).catch(() => [] as string[])
  if (names.length <= max) return 0
  const files = await Promise.all(names.map(async (name) => ({ name, at: (await fs.promises.stat(path.join(root, name)).catch(() => null))?.mtimeMs ?? 0 })))
  files.sort((a, b) => a.at - b.at)
  const gone = files.slice(0, names.length - Math.floor(max * 0.9))
  await Promise.all(gone.map((file) => fs.promises.rm(path.join(root, file.name), { force: true })))
  return gone.length
}
