import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { CACHE_STATUS_HEADER, createPageCache, type RequestHandler } from '@/lib/server/pageCache'

/**
 * The page cache in front of a real HTTP server. The origin stands in for Next's handler: it answers
 * with the headers Next sends for ISR pages (or not) and counts how often it is asked.
 */
type Origin = RequestHandler & { calls: number }

const ISR = 's-maxage=3600, stale-while-revalidate=31532400'
const servers: http.Server[] = []

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

function origin(answer: (request: http.IncomingMessage, response: http.ServerResponse, call: number) => void): Origin {
  const handler = ((request: http.IncomingMessage, response: http.ServerResponse) => {
    handler.calls += 1
    answer(request, response, handler.calls)
  }) as Origin
  handler.calls = 0
  return handler
}

async function serve(handler: RequestHandler, ttlMs = 1000, maxEntryBytes?: number): Promise<string> {
  const server = http.createServer((request, response) => void createPageCacheOnce(handler, ttlMs, maxEntryBytes)(request, response))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

// One cache per handler, as serve.ts makes one per process.
const caches = new WeakMap<RequestHandler, RequestHandler>()
function createPageCacheOnce(handler: RequestHandler, ttlMs: number, maxEntryBytes?: number): RequestHandler {
  let cached = caches.get(handler)
  if (!cached) {
    cached = createPageCache(handler, { ttlMs, maxEntryBytes })
    caches.set(handler, cached)
  }
  return cached
}

const isrPage = (body: (call: number) => string, extra: http.OutgoingHttpHeaders = {}) =>
  origin((_request, response, call) => {
    response.setHeader('Cache-Control', ISR)
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('Vary', 'RSC, Accept-Encoding')
    for (const [name, value] of Object.entries(extra)) response.setHeader(name, value as string)
    response.write('<p>')
    response.end(`${body(call)}</p>`)
  })

describe('page cache', () => {
  it('answers a repeat of a shared-cacheable page from memory, unchanged', async () => {
    const page = isrPage((call) => `render ${call}`, { ETag: '"abc"' })
    const url = await serve(page)
    const first = await fetch(`${url}/galleries/team`)
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe('miss')
    expect(await first.text()).toBe('<p>render 1</p>')
    const second = await fetch(`${url}/galleries/team`)
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe('hit')
    expect(await second.text()).toBe('<p>render 1</p>')
    expect(second.headers.get('cache-control')).toBe(ISR)
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(second.headers.get('etag')).toBe('"abc"')
    expect(page.calls).toBe(1)
    // Another address is another page.
    expect(await (await fetch(`${url}/galleries/team?page=2`)).text()).toBe('<p>render 2</p>')
  })

  it('keeps a page no longer than the configured time', async () => {
    const page = isrPage((call) => `render ${call}`)
    const url = await serve(page, 150)
    expect(await (await fetch(url)).text()).toBe('<p>render 1</p>')
    expect(await (await fetch(url)).text()).toBe('<p>render 1</p>')
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(await (await fetch(url)).text()).toBe('<p>render 2</p>')
  })

  it('keeps built scripts and styles past the page time, one variant per encoding; uploaded files and other answers go to Next each time', async () => {
    const IMMUTABLE = 'public, max-age=31536000, immutable'
    const asset = origin((request, response, call) => {
      response.setHeader('Cache-Control', request.url!.includes('mutable') ? 'public, max-age=600' : IMMUTABLE)
      response.setHeader('Vary', 'Accept-Encoding')
      if (request.headers['accept-encoding'] === 'gzip') {
        response.setHeader('Content-Encoding', 'gzip')
        response.end(gzipSync(`compressed ${call}`))
      } else response.end(`plain ${call}`)
    })
    const url = await serve(asset, 100)
    const get = async (path: string, encoding = 'identity') => {
      const answer = await fetch(`${url}${path}`, { headers: { 'accept-encoding': encoding } })
      return { status: answer.headers.get(CACHE_STATUS_HEADER), body: await answer.text() }
    }
    expect(await get('/_next/static/chunks/app.js', 'gzip')).toEqual({ status: 'miss', body: 'compressed 1' })
    expect(await get('/_next/static/chunks/app.js')).toEqual({ status: 'miss', body: 'plain 2' })
    await new Promise((resolve) => setTimeout(resolve, 250))
    // Past the 100 ms page time, still from memory, each encoding its own.
    expect(await get('/_next/static/chunks/app.js', 'gzip')).toEqual({ status: 'hit', body: 'compressed 1' })
    expect(await get('/_next/static/chunks/app.js')).toEqual({ status: 'hit', body: 'plain 2' })
    expect(asset.calls).toBe(2)
    // An uploaded file says the same but who may read it can change: never kept.
    await get('/api/media/file/photo.webp')
    expect(await get('/api/media/file/photo.webp')).toEqual({ status: 'miss', body: 'plain 4' })
    // A build path without `immutable` is not kept either.
    await get('/_next/static/chunks/mutable.js')
    expect(await get('/_next/static/chunks/mutable.js')).toEqual({ status: 'miss', body: 'plain 6' })
  })

  it('never stores private, uncacheable, cookie-setting, failed or oversized answers', async () => {
    const cases: [string, (response: http.ServerResponse) => void][] = [
      ['dynamic', (response) => response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')],
      ['browser-only', (response) => response.setHeader('Cache-Control', 'public, max-age=600')],
      ['cookie', (response) => response.setHeader('Set-Cookie', 'atrium_visitor=abc; HttpOnly')],
      ['vary-star', (response) => response.setHeader('Vary', '*')],
      ['not-found', (response) => (response.statusCode = 404)],
      ['big', (response) => response.write('x'.repeat(5000))],
    ]
    for (const [name, spoil] of cases) {
      const page = origin((_request, response, call) => {
        response.setHeader('Cache-Control', ISR)
        spoil(response)
        response.end(`${name} ${call}`)
      })
      const url = await serve(page, 1000, 4096)
      await (await fetch(url)).text()
      const again = await fetch(url)
      expect(again.headers.get(CACHE_STATUS_HEADER), name).toBe('miss')
      expect(await again.text(), name).toMatch(/ 2$/)
    }
  })

  it('sees headers given straight to writeHead, so a Set-Cookie there is never stored', async () => {
    const page = origin((_request, response, call) => {
      response.writeHead(200, { 'Cache-Control': ISR, 'Set-Cookie': `n=${call}` })
      response.end(`call ${call}`)
    })
    const url = await serve(page)
    await (await fetch(url)).text()
    expect(await (await fetch(url)).text()).toBe('call 2')

    const raw = origin((_request, response, call) => {
      response.writeHead(200, ['Cache-Control', ISR, 'Content-Type', 'text/plain'])
      response.end(`raw ${call}`)
    })
    const rawUrl = await serve(raw)
    await (await fetch(rawUrl)).text()
    const repeat = await fetch(rawUrl)
    expect(repeat.headers.get('content-type')).toBe('text/plain')
    expect(await repeat.text()).toBe('raw 1')
  })

  it('keeps one variant per value of each header the response varies by', async () => {
    const page = origin((request, response) => {
      response.setHeader('Cache-Control', ISR)
      response.setHeader('Vary', 'RSC, Accept-Encoding')
      const rsc = request.headers.rsc === '1'
      if (String(request.headers['accept-encoding']).includes('gzip')) {
        response.setHeader('Content-Encoding', 'gzip')
        response.end(gzipSync(rsc ? 'flight data' : '<html>'))
      } else response.end(rsc ? 'flight data' : '<html>')
    })
    const url = await serve(page)
    const get = (headers: Record<string, string>) => fetch(url, { headers })
    for (let round = 0; round < 2; round += 1) {
      expect(await (await get({ 'accept-encoding': 'gzip' })).text()).toBe('<html>')
      expect(await (await get({ 'accept-encoding': 'gzip', rsc: '1' })).text()).toBe('flight data')
      const plain = await get({ 'accept-encoding': 'identity' })
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(await plain.text()).toBe('<html>')
    }
    expect(page.calls).toBe(3)
  })

  it('passes through what Next must answer itself', async () => {
    const page = isrPage((call) => `render ${call}`)
    const url = await serve(page)
    await (await fetch(url)).text()
    await (await fetch(url)).text()
    expect(page.calls).toBe(1)
    await (await fetch(url, { method: 'POST', body: 'x' })).text()
    await (await fetch(url, { headers: { cookie: '__prerender_bypass=1; other=2' } })).text()
    await (await fetch(url, { headers: { 'x-prerender-revalidate': 'token' } })).text()
    await (await fetch(url, { headers: { range: 'bytes=0-1' } })).text()
    await (await fetch(url, { headers: { authorization: 'Bearer x' } })).text()
    await (await fetch(`${url}/?${'q'.repeat(3000)}`)).text()
    expect(page.calls).toBe(7)
    // An ordinary cookie does not change a page Next marked shared-cacheable.
    await (await fetch(url, { headers: { cookie: 'atrium_visitor=abc' } })).text()
    expect(page.calls).toBe(7)
  })

  it('answers HEAD and a matching If-None-Match from the stored page', async () => {
    const page = isrPage(() => 'body', { ETag: 'W/"v1"' })
    const url = await serve(page)
    await (await fetch(url)).text()
    const head = await fetch(url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String('<p>body</p>'.length))
    const conditional = await fetch(url, { headers: { 'if-none-match': '"other", W/"v1"' } })
    expect(conditional.status).toBe(304)
    expect(conditional.headers.get('etag')).toBe('W/"v1"')
    expect(page.calls).toBe(1)
  })

  it('renders a page once for many simultaneous requests once its variants are known', async () => {
    const page = origin((_request, response, call) => {
      response.setHeader('Cache-Control', 's-maxage=1')
      setTimeout(() => response.end(`slow ${call}`), 100)
    })
    const url = await serve(page, 1000)
    await (await fetch(url)).text()
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const bodies = await Promise.all(Array.from({ length: 10 }, async () => (await fetch(url)).text()))
    expect(new Set(bodies)).toEqual(new Set(['slow 2']))
    expect(page.calls).toBe(2)
  })

  it('a page whose render fails is rendered again by those who waited for it', async () => {
    const page = origin((request, response, call) => {
      response.setHeader('Cache-Control', 's-maxage=1')
      if (call === 2) {
        response.statusCode = 500
        setTimeout(() => response.end('failed'), 100)
      } else response.end(`ok ${call}`)
    })
    const url = await serve(page, 100)
    await (await fetch(url)).text()
    await new Promise((resolve) => setTimeout(resolve, 150))
    const answers = await Promise.all(Array.from({ length: 3 }, async () => (await fetch(url)).status))
    expect(answers.sort()).toEqual([200, 200, 500])
  })

  it('is off with a zero time', () => {
    const page = isrPage(() => 'x')
    expect(createPageCache(page, { ttlMs: 0 })).toBe(page)
  })
})
