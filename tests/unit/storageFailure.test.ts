import { describe, expect, it } from 'vitest'

import { isStorageFailure } from '@/lib/server/storageFailure'

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
