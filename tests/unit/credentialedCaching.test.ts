import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { carriesCredentials, privateCacheControl, privateWhenCredentialed } from '@/lib/security/credentialedCaching'
import { SHARED_MAX_AGE_S, SHARED_STALE_S, sharedCacheControl } from '@/lib/security/sharedCaching'
import { answerUnchangedFile, STORED_FILE_CACHE_CONTROL, STORED_FILE_PATH, storedFileHeaders, storedFileTag } from '@/lib/security/storedFileHeaders'

describe('answers to requests with credentials are never shared-cacheable', () => {
  it('knows a request with credentials: a Payload session cookie or any Authorization header', () => {
    expect(carriesCredentials(new Headers({ cookie: 'consent=all; payload-token=abc' }))).toBe(true)
    expect(carriesCredentials(new Headers({ cookie: 'payload-token=abc' }))).toBe(true)
    expect(carriesCredentials(new Headers({ authorization: 'JWT abc' }))).toBe(true)
    expect(carriesCredentials(new Headers({ authorization: 'users API-Key abc' }))).toBe(true)
    // A visitor's own cookies are not credentials, nor a cookie that only ends in the same name.
    expect(carriesCredentials(new Headers({ cookie: 'consent=all; atrium-visitor=xyz' }))).toBe(false)
    expect(carriesCredentials(new Headers({ cookie: 'not-payload-token=abc' }))).toBe(false)
    expect(carriesCredentials(new Headers())).toBe(false)
  })

  it('turns public into private and drops what only shared caches read', () => {
    expect(privateCacheControl('public, max-age=31536000, immutable')).toBe('private, max-age=31536000, immutable')
    expect(privateCacheControl('public, s-maxage=60, max-age=0, proxy-revalidate')).toBe('private, max-age=0')
    expect(privateCacheControl('no-store')).toBe('private, no-store')
    expect(privateCacheControl('private, no-cache')).toBe('private, no-cache')
    // Payload's JSON answers (accounts, orders) say nothing: nobody keeps them.
    expect(privateCacheControl(null)).toBe('private, no-store')
  })

  it('rewrites only answers to requests with credentials, keeping status, body and other headers', async () => {
    const handler = privateWhenCredentialed(async () => new Response('file bytes', { status: 200, headers: { 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Type': 'image/webp' } }))
    const visitor = await handler(new Request('http://localhost/api/media/file/a.webp'), {})
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const editor = await handler(new Request('http://localhost/api/media/file/a.webp', { headers: { cookie: 'payload-token=abc' } }), {})
    expect(editor.status).toBe(200)
    expect(editor.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    expect(editor.headers.get('content-type')).toBe('image/webp')
    expect(await editor.text()).toBe('file bytes')
  })
})

describe('uploaded files', () => {
  it('are served for caches to keep and check on each use, unsniffed and sandboxed, whatever the collection set before', () => {
    const headers = storedFileHeaders({ headers: new Headers({ 'Cache-Control': 'no-cache', 'Content-Type': 'audio/mpeg' }) })
    expect(headers.get('cache-control')).toBe(STORED_FILE_CACHE_CONTROL)
    expect(STORED_FILE_CACHE_CONTROL).toBe('public, no-cache')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(headers.get('content-type')).toBe('audio/mpeg')
  })

  it('and an editor gets the same file as a private answer', async () => {
    const handler = privateWhenCredentialed(async () => new Response('bytes', { headers: storedFileHeaders({ headers: new Headers() }) }))
    const editor = await handler(new Request('http://localhost/api/videos/file/a.mp4', { headers: { authorization: 'JWT abc' } }), {})
    expect(editor.headers.get('cache-control')).toBe('private, no-cache')
    expect(editor.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  })

  it('a holder asking with the file’s tag gets an empty 304; any other tag, or none, the file', () => {
    const ask = (ifNoneMatch?: string) =>
      answerUnchangedFile({ headers: new Headers(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) } as PayloadRequest, { params: { filename: 'photo-a-w640.webp' } })
    const unchanged = ask('"photo-a-w640.webp"')
    expect(unchanged?.status).toBe(304)
    expect(unchanged?.headers.get('etag')).toBe(storedFileTag('photo-a-w640.webp'))
    expect(unchanged?.headers.get('cache-control')).toBe('public, no-cache')
    expect(ask('"other.webp", W/"photo-a-w640.webp"')?.status).toBe(304)
    expect(ask('"photo-b-w640.webp"')).toBeUndefined()
    expect(ask('photo-a-w640.webp')).toBeUndefined()
    expect(ask()).toBeUndefined()
    expect(STORED_FILE_PATH.exec('/api/media/file/photo-a-w640.webp')?.[1]).toBe('photo-a-w640.webp')
    expect(STORED_FILE_PATH.exec('/api/media/file/a/b.webp')).toBeNull()
  })
})

describe('public pages in caches in front of the site', () => {
  it('may be kept a minute and served stale ten minutes more, never by the browser, whatever Next announced', () => {
    expect(sharedCacheControl('s-maxage=3600, stale-while-revalidate=31532400')).toBe(`public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${SHARED_STALE_S}`)
    expect(sharedCacheControl('s-maxage=31536000')).toBe('public, max-age=0, s-maxage=60')
    expect(sharedCacheControl('public, max-age=0, s-maxage=30, stale-while-revalidate=60')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60')
    // A route's own browser lifetime stays.
    expect(sharedCacheControl('public, max-age=60, s-maxage=300')).toBe('public, max-age=60, s-maxage=60')
  })

  it('leaves private, unstored and file answers alone', () => {
    for (const value of ['private, no-cache, no-store, max-age=0, must-revalidate', 'no-store', 'public, no-cache', 'public, max-age=31536000, immutable', 'public, max-age=86400']) {
      expect(sharedCacheControl(value)).toBe(value)
    }
  })
})
