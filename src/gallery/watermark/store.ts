import fs from 'node:fs'
import path from 'node:path'

import { getEnv } from '@/lib/env'

import { FINGERPRINT_PATTERN, type WatermarkRef } from './spec'

/**
 * Burned copies live on disk under DATA_DIR/watermarked/<gallery id>/<fingerprint>/<stored name>.
 * A file is written only after its gallery, watermark and photo were checked, so one that exists
 * may be served without asking the database; folders of old fingerprints are removed on change.
 */

export const watermarkRoot = () => path.resolve(getEnv().DATA_DIR, 'watermarked')

/** A stored derivative's name: generated at upload, with one of our derivative extensions. */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.(webp|jpe?g)$/

export function watermarkedFile(ref: WatermarkRef, filename: string): string | null {
  if (!Number.isSafeInteger(ref.gallery) || ref.gallery <= 0) return null
  if (!FINGERPRINT_PATTERN.test(ref.fingerprint) || !STORED_NAME.test(filename) || filename.includes('..')) return null
  return path.join(watermarkRoot(), String(ref.gallery), ref.fingerprint, filename)
}

/** The folder a watermark's burned copies live in. */
export const watermarkFolder = (ref: WatermarkRef) => path.join(watermarkRoot(), String(ref.gallery), ref.fingerprint)

export { writeAtomically } from '@/lib/server/files'

/**
 * Removes a folder. A copy still being burned for it may land while it goes (ENOTEMPTY): Node
 * retries, and a folder that still resists is left for the next sync rather than failing the save.
 */
async function removeFolder(folder: string): Promise<boolean> {
  try {
    await fs.promises.rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
    return true
  } catch {
    return false
  }
}

/** Removes every burned folder that is not a current (gallery, fingerprint) pair. */
export async function removeStaleWatermarks(current: readonly WatermarkRef[]): Promise<number> {
  const root = watermarkRoot()
  const keep = new Set(current.map((ref) => `${ref.gallery}/${ref.fingerprint}`))
  let removed = 0
  const galleries = await fs.promises.readdir(root).catch(() => [] as string[])
  for (const gallery of galleries) {
    const fingerprints = await fs.promises.readdir(path.join(root, gallery)).catch(() => [] as string[])
    for (const fingerprint of fingerprints) {
      if (keep.has(`${gallery}/${fingerprint}`)) continue
      if (await removeFolder(path.join(root, gallery, fingerprint))) removed++
    }
    if (!current.some((ref) => String(ref.gallery) === gallery)) {
      await removeFolder(path.join(root, gallery))
    }
  }
  return removed
}
