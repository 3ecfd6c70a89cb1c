import fs from 'node:fs'
import path from 'node:path'

import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import type { CollectionAfterErrorHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { objectBucket } from '@/lib/objectStorage'

/**
 * An upload whose file could not be stored — the disk is full, the object store does not answer or
 * refuses — is told to the editor in words (503), and what was written of it is removed: its row
 * never existed (the transaction is rolled back), and its files, the original and whichever sizes
 * made it, are deleted from the disk or the bucket, so nothing is half-stored.
 */
export const STORAGE_FAILED_MESSAGE =
  'The file could not be stored: the file storage is full or not answering. Nothing was saved; try again later, or tell the site’s operator if it goes on.'

/** Disk errors that mean the storage itself failed, not the request. */
const DISK_FAILURES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO'])

/**
 * Whether an error (or one it wraps) is a storage failure: a disk error, Payload's own "could not
 * write the file", or any failure of a call to the object store (the AWS SDK marks those, network
 * failures included, with `$metadata`).
 */
export function isStorageFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const failure = error as { code?: unknown; name?: unknown; $metadata?: unknown; cause?: unknown; errors?: unknown }
  if (typeof failure.code === 'string' && DISK_FAILURES.has(failure.code)) return true
  if (failure.name === 'FileUploadError' || failure.$metadata !== undefined) return true
  if (Array.isArray(failure.errors) && failure.errors.some((inner) => isStorageFailure(inner, depth + 1))) return true
  return isStorageFailure(failure.cause, depth + 1)
}

/** A stored name without its extension: the original and every size of one upload start with it (names are generated, with a random part). */
const stemOf = (filename: string) => filename.replace(/\.[^.]+$/, '')
const STORED_STEM = /^[a-z0-9][a-z0-9-]{11,}$/

export async function removeStoredFiles(collection: CollectionConfig, filename: string): Promise<void> {
  const stem = stemOf(filename)
  if (!STORED_STEM.test(stem)) return
  // The original, and its sizes as Payload names them: <stem>-<width>x<height>.<ext>.
  const belongs = (name: string) => name === filename || (name.startsWith(`${stem}-`) && /^\d+x\d+\.[a-z0-9]+$/.test(name.slice(stem.length + 1)))
  const bucket = objectBucket()
  if (bucket) {
    const { Contents = [] } = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.name, Prefix: stem }))
    const keys = Contents.flatMap((object) => (object.Key && belongs(path.basename(object.Key)) ? [{ Key: object.Key }] : []))
    if (keys.length) await bucket.client.send(new DeleteObjectsCommand({ Bucket: bucket.name, Delete: { Objects: keys, Quiet: true } }))
    return
  }
  const upload = collection.upload
  const dir = typeof upload === 'object' && upload.staticDir ? path.resolve(upload.staticDir) : null
  if (!dir) return
  const names = await fs.promises.readdir(dir).catch(() => [] as string[])
  await Promise.all(names.filter(belongs).map((name) => fs.promises.rm(path.join(dir, name), { force: true })))
}

/**
 * Writes still under way when the failure was seen (the sizes are stored side by side) land later,
 * and a store that failed may be away for a while: the removal runs again after these pauses.
 */
const LATER_PASSES_MS = [5_000, 30_000, 120_000]

/** The name a new file is stored under, noted before it is written (the request's file is gone by the time an error is answered). */
const STORED_NAME = 'storedUploadName'
const noteStoredName: CollectionBeforeChangeHook = ({ data, req, context }) => {
  if (req.file && typeof data?.filename === 'string') context[STORED_NAME] = data.filename
  return data
}

function answerStorageFailure(collection: CollectionConfig): CollectionAfterErrorHook {
  return async ({ error, req, context }) => {
    if (!isStorageFailure(error)) return
    const noted = context?.[STORED_NAME]
    const filename = typeof noted === 'string' ? noted : req.file?.name
    if (filename) {
      const clean = () =>
        removeStoredFiles(collection, filename).catch((cleanupError) => req.payload.logger.warn({ msg: `Could not remove the partly stored files of ${filename} yet; trying again later`, err: cleanupError }))
      await clean()
      for (const pause of LATER_PASSES_MS) setTimeout(() => void clean(), pause).unref()
    }
    req.payload.logger.error({ msg: `An upload to ${collection.slug} could not be stored`, err: error })
    return { response: { errors: [{ message: STORAGE_FAILED_MESSAGE }] }, status: 503 }
  }
}

/** Adds the storage-failure answer to every upload collection (applied last, after the storage adapter). */
export const withStorageFailureAnswer = (collection: CollectionConfig): CollectionConfig =>
  collection.upload
    ? {
        ...collection,
        hooks: {
          ...collection.hooks,
          beforeChange: [...(collection.hooks?.beforeChange ?? []), noteStoredName],
          afterError: [...(collection.hooks?.afterError ?? []), answerStorageFailure(collection)],
        },
      }
    : collection
