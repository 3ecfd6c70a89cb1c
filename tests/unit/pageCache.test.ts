import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { CACHE_STATUS_HEADER, createPageCache, type PageCacheOptions, type RequestHandler } from '@/lib/server/pageCache'
import { storedFileChangeCount, storedFilesChanged } from '@/lib/server/storedFileChanges'

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

/** A cache with the given options in front of `handler`, as serve.ts makes one. */
async function serveWith(handler: RequestHandler, options: PageCacheOptions): Promise<string> {
  const cached = createPageCache(handler, options)
  const server = http.createServer((request, response) => void cached(request, response))
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

describe('stored photo files', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable'
  const PHOTO = '/api/media/file/abc123-team-640x427.webp'
  /** Stands in for Payload's file handler: who may read the photo is `access.public`. */
  const fileHandler = (access: { public: boolean }) =>
    origin((request, response, call) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.end(`changed ${call}`)
        return
      }
      if (!access.public) {
        response.statusCode = 403
        response.setHeader('Cache-Control', 'no-store')
        response.end('You are not allowed to perform this action.')
        return
      }
      response.setHeader('Cache-Control', IMMUTABLE)
      response.setHeader('Content-Type', 'image/webp')
      response.setHeader('Vary', 'RSC')
      response.end(`photo ${call}`)
    })
  const files = (ttlMs = 60_000) => ({ ttlMs: 1000, storedFiles: { ttlMs, changes: storedFileChangeCount } })
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(url, { headers })
    return { status: answer.status, cache: answer.headers.get(CACHE_STATUS_HEADER), body: await answer.text() }
  }

  it('answers a public photo file from memory past the page time, and only the exact file address', async () => {
    const handler = fileHandler({ public: true })
    const url = await serveWith(handler, { ...files(), ttlMs: 100 })
    expect(await get(`${url}${PHOTO}`)).toEqual({ status: 200, cache: 'miss', body: 'photo 1' })
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(await get(`${url}${PHOTO}`)).toEqual({ status: 200, cache: 'hit', body: 'photo 1' })
    const head = await fetch(`${url}${PHOTO}`, { method: 'HEAD' })
    expect([head.status, head.headers.get(CACHE_STATUS_HEADER), head.headers.get('cache-control')]).toEqual([200, 'hit', IMMUTABLE])
    // Another collection's files, and an address with a query, are not photo files: Next each time.
    await get(`${url}/api/audio/file/theme.mp3`)
    expect((await get(`${url}/api/audio/file/theme.mp3`)).cache).toBe('miss')
    await get(`${url}${PHOTO}?v=1`)
    expect((await get(`${url}${PHOTO}?v=1`)).cache).toBe('miss')
    expect(handler.calls).toBe(5)
  })

  it('keeps a file no longer than its own time, and never a refusal or an answer made private', async () => {
    const access = { public: true }
    const url = await serveWith(fileHandler(access), files(150))
    await get(`${url}${PHOTO}`)
    expect((await get(`${url}${PHOTO}`)).cache).toBe('hit')
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(await get(`${url}${PHOTO}`)).toEqual({ status: 200, cache: 'miss', body: 'photo 2' })

    access.public = false
    storedFilesChanged()
    await get(`${url}${PHOTO}`)
    expect(await get(`${url}${PHOTO}`)).toMatchObject({ status: 403, cache: 'miss' })

    const editorCopy = origin((_request, response, call) => {
      response.setHeader('Cache-Control', 'private, max-age=31536000, immutable')
      response.end(`original ${call}`)
    })
    const editorUrl = await serveWith(editorCopy, files())
    await get(`${editorUrl}${PHOTO}`)
    expect(await get(`${editorUrl}${PHOTO}`)).toEqual({ status: 200, cache: 'miss', body: 'original 2' })
  })

  it('forgets every stored file the moment a change is announced, and keeps pages', async () => {
    const access = { public: true }
    const photos = fileHandler(access)
    const pages = isrPage((call) => `page ${call}`)
    const site = origin((request, response) => (request.url!.startsWith('/api/') ? photos(request, response) : pages(request, response)))
    const url = await serveWith(site, files())
    await get(`${url}${PHOTO}`)
    await get(`${url}/galleries/team`)
    expect((await get(`${url}${PHOTO}`)).cache).toBe('hit')

    // The photo's gallery gains a watermark: its plain file is refused from now on.
    access.public = false
    storedFilesChanged()
    expect(await get(`${url}${PHOTO}`)).toMatchObject({ status: 403, cache: 'miss' })
    expect((await get(`${url}/galleries/team`)).cache).toBe('hit')
  })

  it('does not keep a file whose answer began before a change', async () => {
    const access = { public: true }
    let release: () => void = () => {}
    const slow = origin((request, response, call) => {
      const send = () => {
        response.setHeader('Cache-Control', IMMUTABLE)
        response.setHeader('Vary', 'RSC')
        response.end(`photo ${call}`)
      }
      if (call === 2) release = send
      else send()
    })
    const url = await serveWith(slow, files())
    await get(`${url}/api/media/file/other.webp`) // call 1: another photo
    const first = get(`${url}${PHOTO}`)
    await expect.poll(() => slow.calls).toBe(2)
    // Read from the old state, answered after the change was announced.
    access.public = false
    storedFilesChanged()
    release()
    expect((await first).status).toBe(200)
    expect((await get(`${url}${PHOTO}`)).cache).toBe('miss')
  })

  it('forgets the files again when a changing request ends, after its transaction has committed', async () => {
    const access = { public: true }
    let commit: () => void = () => {}
    const photos = fileHandler(access)
    // A PATCH that announces its change at once (the hooks run inside the transaction) and ends later.
    const site = origin((request, response) => {
      if (request.method === 'PATCH') {
        storedFilesChanged()
        commit = () => {
          access.public = false
          response.end('saved')
        }
        return
      }
      photos(request, response)
    })
    const url = await serveWith(site, files())
    const patch = fetch(`${url}/api/galleries/7`, { method: 'PATCH' })
    await expect.poll(() => site.calls).toBe(1)
    // Between the announcement and the commit, the file is read as it still is: public, and kept.
    await get(`${url}${PHOTO}`)
    expect((await get(`${url}${PHOTO}`)).cache).toBe('hit')
    commit()
    expect((await patch).status).toBe(200)
    expect(await get(`${url}${PHOTO}`)).toMatchObject({ status: 403, cache: 'miss' })
  })

  it('stores files with the page cache off, and neither when both are off', async () => {
    const photos = fileHandler({ public: true })
    const url = await serveWith(photos, { ...files(), ttlMs: 0 })
    await get(`${url}${PHOTO}`)
    expect((await get(`${url}${PHOTO}`)).cache).toBe('hit')
    const page = isrPage((call) => `page ${call}`)
    const pageUrl = await serveWith(page, { ...files(), ttlMs: 0 })
    await get(pageUrl)
    expect((await get(pageUrl)).cache).toBeNull()
    expect(createPageCache(photos, { ttlMs: 0, storedFiles: { ttlMs: 0, changes: storedFileChangeCount } })).toBe(photos)
  })
})
