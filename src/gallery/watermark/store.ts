import fs from 'node:fs'
import path from 'node:path'

import { DeleteObjectsCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'

import { openFileStream } from '@/collections/Media/files'
import { getEnv } from '@/lib/env'
import { type Bucket, isMissingObject, objectBucket, readObject, writeObject } from '@/lib/objectStorage'
import { writeAtomically } from '@/lib/server/files'

import { FINGERPRINT_PATTERN, type WatermarkRef } from './spec'

/**
 * Where burned copies are kept, under <gallery id>/<fingerprint>/<stored name>: on this server's disk
 * (DATA_DIR/watermarked), or, with object storage (S3_BUCKET), in the bucket under `watermarked/`,
 * so a copy one instance burned is served by all of them and none burns it again. A copy is written
 * only after its gallery, watermark and photo were checked, so one that exists may be served without
 * asking the database; copies of old fingerprints are removed on change.
 */

/** A kept copy as a response body: the stream and its length in bytes. */
export type OpenedCopy = { stream: ReadableStream; length: number }

export interface CopyStore {
  open(ref: WatermarkRef, filename: string): Promise<OpenedCopy | null>
  has(ref: WatermarkRef, filename: string): Promise<boolean>
  write(ref: WatermarkRef, filename: string, data: Buffer): Promise<void>
  /** Whether a watermark has any copy yet (new ones get their small sizes burned ahead). */
  hasAny(ref: WatermarkRef): Promise<boolean>
  /** Removes the copies of every (gallery, fingerprint) pair that is not current; how many pairs went. */
  removeStale(current: readonly WatermarkRef[]): Promise<number>
}

/** A stored derivative's name: generated at upload, with one of our derivative extensions. */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.(webp|jpe?g)$/

/** The copy's place below the store's root, or null for anything that is not a stored derivative of a real watermark. */
export function copyKey(ref: WatermarkRef, filename: string): string | null {
  if (!Number.isSafeInteger(ref.gallery) || ref.gallery <= 0) return null
  if (!FINGERPRINT_PATTERN.test(ref.fingerprint) || !STORED_NAME.test(filename) || filename.includes('..')) return null
  return `${ref.gallery}/${ref.fingerprint}/${filename}`
}

const pairOf = (ref: WatermarkRef) => `${ref.gallery}/${ref.fingerprint}`

// --- This server's disk -----------------------------------------------------------------------

export const watermarkRoot = () => path.resolve(getEnv().DATA_DIR, 'watermarked')

export function watermarkedFile(ref: WatermarkRef, filename: string): string | null {
  const key = copyKey(ref, filename)
  return key ? path.join(watermarkRoot(), key) : null
}

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

const diskStore: CopyStore = {
  async open(ref, filename) {
    const file = watermarkedFile(ref, filename)
    return file ? openFileStream(file) : null
  },
  async has(ref, filename) {
    const file = watermarkedFile(ref, filename)
    return file !== null && fs.existsSync(file)
  },
  async write(ref, filename, data) {
    const file = watermarkedFile(ref, filename)
    if (file) await writeAtomically(file, data)
  },
  async hasAny(ref) {
    return fs.existsSync(path.join(watermarkRoot(), pairOf(ref)))
  },
  async removeStale(current) {
    const root = watermarkRoot()
    const keep = new Set(current.map(pairOf))
    let removed = 0
    const galleries = await fs.promises.readdir(root).catch(() => [] as string[])
    for (const gallery of galleries) {
      const fingerprints = await fs.promises.readdir(path.join(root, gallery)).catch(() => [] as string[])
      for (const fingerprint of fingerprints) {
        if (keep.has(`${gallery}/${fingerprint}`)) continue
        if (await removeFolder(path.join(root, gallery, fingerprint))) removed++
      }
      if (!current.some((ref) => String(ref.gallery) === gallery)) await removeFolder(path.join(root, gallery))
    }
    return removed
  },
}

// --- The bucket -------------------------------------------------------------------------------

const PREFIX = 'watermarked/'

function bucketStore(bucket: Bucket): CopyStore {
  const { client, name } = bucket
  /** Every key under a prefix, a thousand at a time. */
  async function keysUnder(prefix: string, max = Infinity): Promise<string[]> {
    const keys: string[] = []
    let token: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: name, Prefix: prefix, ContinuationToken: token, MaxKeys: Math.min(1000, max) }))
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])))
      token = page.IsTruncated && keys.length < max ? page.NextContinuationToken : undefined
    } while (token)
    return keys
  }
  const pairOfKey = (key: string) => key.slice(PREFIX.length).split('/').slice(0, 2).join('/')
  return {
    async open(ref, filename) {
      const key = copyKey(ref, filename)
      return key ? readObject(bucket, PREFIX + key) : null
    },
    async has(ref, filename) {
      const key = copyKey(ref, filename)
      if (!key) return false
      try {
        await client.send(new HeadObjectCommand({ Bucket: name, Key: PREFIX + key }))
        return true
      } catch (error) {
        if (isMissingObject(error)) return false
        throw error
      }
    },
    async write(ref, filename, data) {
      const key = copyKey(ref, filename)
      // One object written whole: a reader sees all of it or nothing, as with the disk's rename.
      if (key) await writeObject(bucket, PREFIX + key, data, filename.endsWith('.webp') ? 'image/webp' : 'image/jpeg')
    },
    async hasAny(ref) {
      return (await keysUnder(`${PREFIX}${pairOf(ref)}/`, 1)).length > 0
    },
    async removeStale(current) {
      const keep = new Set(current.map(pairOf))
      const stale = (await keysUnder(PREFIX)).filter((key) => !keep.has(pairOfKey(key)))
      for (let i = 0; i < stale.length; i += 1000) {
        await client.send(new DeleteObjectsCommand({ Bucket: name, Delete: { Objects: stale.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }))
      }
      return new Set(stale.map(pairOfKey)).size
    },
  }
}

/** The store for this configuration: the bucket when S3_BUCKET is set, else this server's disk. */
export function copyStore(): CopyStore {
  const bucket = objectBucket()
  return bucket ? bucketStore(bucket) : diskStore
}
