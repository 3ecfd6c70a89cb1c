import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bodyLimits, bodyRoute, holdBodyTo, tooLargeMessage } from '@/lib/server/bodyLimit'
import { readBody } from '@/lib/server/http'

import { sendBigBody } from '../helpers/bigBody'

/**
 * Request bodies are held to their route's limit on a real Node server, as the production server
 * does before Next reads anything: declared or chunked, the answer is 413 and the rest is never read.
 */
const LIMIT = 64 * 1024


describe('request body limits', () => {
  let server: http.Server
  let port = 0
  // What the app behind the limit was handed, per request.
  const handed: number[] = []

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (!holdBodyTo(request, response, LIMIT)) return
      // The app reads the whole body before answering, as a route handler's request.text() does.
      let bytes = 0
      request.on('data', (chunk: Buffer) => (bytes += chunk.length))
      request.on('end', () => {
        handed.push(bytes)
        response.end(JSON.stringify({ bytes }))
      })
      request.on('error', () => handed.push(bytes))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const send = (total: number, declare = false) => sendBigBody(`http://127.0.0.1:${port}/x`, total, { declare })

  it('passes a body within the limit whole', async () => {
    const answer = await send(32 * 1024)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ bytes: 32 * 1024 })
  })

  it('refuses a declared length past the limit at once, before the app sees the request', async () => {
    const before = handed.length
    const answer = await send(200 * 1024 * 1024, true)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ error: 1, message: tooLargeMessage(LIMIT) })
    expect(answer.sent).toBeLessThan(50 * 1024 * 1024)
    expect(handed.length).toBe(before)
  })

  it('refuses a chunked body of 200 MB at the byte past the limit; the app never gets more than the limit', async () => {
    const answer = await send(200 * 1024 * 1024)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).message).toBe('This request is too large: at most 64 KB may be sent here.')
    // The client stopped long before 200 MB: nothing more was read once the limit was passed.
    expect(answer.sent).toBeLessThan(50 * 1024 * 1024)
    await expect.poll(() => handed.at(-1)).toBeLessThanOrEqual(LIMIT)
    // The server still answers others.
    expect((await send(1024)).status).toBe(200)
  })

  it('readBody stops reading a request past its limit', async () => {
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(1024))
      },
    })
    const request = new Request('http://localhost/x', { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    expect(await readBody(request, 10 * 1024)).toBeNull()
    expect(pulled).toBeLessThan(20)
    expect(await readBody(new Request('http://localhost/x', { method: 'POST', body: 'héllo' }), 10)).toBe('héllo')
    expect(await readBody(new Request('http://localhost/x', { method: 'POST', body: 'x'.repeat(11) }), 10)).toBeNull()
  })

  it('knows each route’s limit: uploads, ZIP imports, the admin and REST API, the site’s endpoints', () => {
    expect(bodyRoute('/api/media')).toBe('upload')
    expect(bodyRoute('/api/media/12')).toBe('upload')
    expect(bodyRoute('/api/videos')).toBe('upload')
    expect(bodyRoute('/api/audio/3')).toBe('upload')
    expect(bodyRoute('/import/zip/4')).toBe('import')
    expect(bodyRoute('/api/users/login')).toBe('admin')
    expect(bodyRoute('/api/pages/3')).toBe('admin')
    expect(bodyRoute('/admin/collections/pages/3')).toBe('admin')
    expect(bodyRoute('/galleries/x/photos/1/rating')).toBe('site')
    expect(bodyRoute('/apiary')).toBe('site')
    const limits = bodyLimits({ MEDIA_MAX_BYTES: 25 * 1024 * 1024, IMPORT_MAX_BYTES: 1024 ** 3 })
    expect(limits.upload).toBeGreaterThan(25 * 1024 * 1024)
    expect(limits.site).toBe(256 * 1024)
    expect(limits.admin).toBe(4 * 1024 * 1024)
    expect(limits.import).toBe(1024 ** 3)
  })
})
