import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isStorageFailure, removeStoredFiles } from '@/lib/server/storageFailure'

describe('a storage failure is told apart from other errors', () => {
  it('knows a full or broken disk, Payload’s failed file write and any failed call to the object store', () => {
    expect(isStorageFailure(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe(true)
    expect(isStorageFailure(Object.assign(new Error('read-only file system'), { code: 'EROFS' }))).toBe(true)
    expect(isStorageFailure(Object.assign(new Error('There was a problem while uploading the file.'), { name: 'FileUploadError' }))).toBe(true)
    // The AWS SDK marks what it throws, a refused connection included, with $metadata.
    expect(isStorageFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8580'), { code: 'ECONNREFUSED', $metadata: { attempts: 3 } }))).toBe(true)
    expect(isStorageFailure(Object.assign(new Error('We encountered an internal error.'), { name: 'InternalError', $metadata: { httpStatusCode: 500 } }))).toBe(true)
    expect(isStorageFailure(new Error('wrapped', { cause: Object.assign(new Error('disk'), { code: 'EDQUOT' }) }))).toBe(true)
    expect(isStorageFailure(new AggregateError([new Error('x'), Object.assign(new Error('y'), { code: 'ENOSPC' })]))).toBe(true)
  })

  it('leaves everything else alone: the database away, a refused upload, a bug', () => {
    expect(isStorageFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(false)
    expect(isStorageFailure(Object.assign(new Error('This file is not a supported image.'), { name: 'UploadRejected', status: 415 }))).toBe(false)
    expect(isStorageFailure(new TypeError('undefined is not a function'))).toBe(false)
    expect(isStorageFailure(null)).toBe(false)
    expect(isStorageFailure('ENOSPC')).toBe(false)
  })
})

describe('a failed upload’s files on this disk', () => {
  it('are removed, the original and every size that made it, and nothing else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-storage-'))
    const names = ['0a1b2c3d4e5f-harbour.jpg', '0a1b2c3d4e5f-harbour-320x213.webp', '0a1b2c3d4e5f-harbour-640x427.webp', '0a1b2c3d4e5f-harbour-more.jpg', 'ffeeddccbbaa-other.jpg', 'x.jpg']
    for (const name of names) fs.writeFileSync(path.join(dir, name), 'x')
    try {
      await removeStoredFiles({ slug: 'media', upload: { staticDir: dir }, fields: [] }, '0a1b2c3d4e5f-harbour.jpg')
      // Another upload whose name merely begins the same way (…-harbour-more) is a size only if it ends in one; it stays.
      expect(fs.readdirSync(dir).sort()).toEqual(['0a1b2c3d4e5f-harbour-more.jpg', 'ffeeddccbbaa-other.jpg', 'x.jpg'].sort())
      // A name that was not generated is never used to remove anything.
      await removeStoredFiles({ slug: 'media', upload: { staticDir: dir }, fields: [] }, 'x.jpg')
      expect(fs.existsSync(path.join(dir, 'x.jpg'))).toBe(true)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
