import { describe, expect, it } from 'vitest'

import { carriesCredentials, privateCacheControl, privateWhenCredentialed } from '@/lib/security/credentialedCaching'
import { STORED_FILE_CACHE_CONTROL, storedFileHeaders } from '@/lib/security/storedFileHeaders'

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
    expect(privateCacheControl(null)).toBeNull()
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
  it('are served cacheable for a year, unsniffed and sandboxed, whatever the collection set before', () => {
    const headers = storedFileHeaders({ headers: new Headers({ 'Cache-Control': 'no-cache', 'Content-Type': 'audio/mpeg' }) })
    expect(headers.get('cache-control')).toBe(STORED_FILE_CACHE_CONTROL)
    expect(STORED_FILE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(headers.get('content-type')).toBe('audio/mpeg')
  })

  it('and an editor gets the same file as a private answer', async () => {
    const handler = privateWhenCredentialed(async () => new Response('bytes', { headers: storedFileHeaders({ headers: new Headers() }) }))
    const editor = await handler(new Request('http://localhost/api/videos/file/a.mp4', { headers: { authorization: 'JWT abc' } }), {})
    expect(editor.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    expect(editor.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  })
})
