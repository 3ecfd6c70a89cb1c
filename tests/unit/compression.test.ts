import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { acceptsGzip, compress, endArgs, gzipOnce } from '@/lib/server/compression'

import { rawGet } from '../helpers/rawGet'

/** A page's worth of HTML (about 60 KB), the same bytes each time. */
const PAGE = `<!doctype html><html><body>${Array.from({ length: 1500 }, (_, i) => `<p class="item">Photo ${i}: the office at dawn</p>`).join('')}</body></html>`

/** Answers as Next does: a cached page in one end(), a rendered page streamed and flushed, and so on. */
const routes: Record<string, (response: http.ServerResponse & { flush?: () => void }) => void> = {
  '/cached': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('x-nextjs-cache', 'HIT')
    response.setHeader('Content-Length', Buffer.byteLength(PAGE))
    response.end(PAGE)
  },
  '/streamed': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.flushHeaders()
    response.write('<!doctype html><p>first part</p>')
    response.flush?.()
    // The rest comes once the test has read the first part (a Suspense boundary resolving later).
    streamedRest = () => response.end(`${PAGE}<p>last part</p>`)
  },
  '/big': (response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' })
    // 6 MB through gzip, with Node's backpressure (pipe waits for the response's drain).
    Readable.from(Array.from({ length: 6000 }, (_, i) => `{"n":${i},"text":"${'x'.repeat(1000)}"},\n`)).pipe(response)
  },
  '/small': (response) => {
    response.setHeader('Content-Type', 'text/html')
    response.end('<p>short</p>')
  },
  '/picture': (response) => {
    response.setHeader('Content-Type', 'image/png')
    response.end(Buffer.alloc(5000, 7))
  },
  '/no-transform': (response) => {
    response.setHeader('Content-Type', 'text/html')
    response.setHeader('Cache-Control', 'public, no-transform')
    response.end(PAGE)
  },
  '/not-modified': (response) => {
    response.writeHead(304, { 'Content-Type': 'text/html' })
    response.end()
  },
}

let streamedRest: (() => void) | null = null
let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer((request, response) => {
    compress(request, response)
    routes[request.url ?? '']?.(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string, headers?: http.OutgoingHttpHeaders, method?: string) => rawGet(`${base}${path}`, headers, method)

describe('compression of answers', () => {
  it('reads Accept-Encoding with its weights', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('deflate, *;q=0')).toBe(false)
    expect(acceptsGzip('*;q=0.5, gzip;q=0')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })

  it('compresses the same bytes once and hands out the kept gzip after', async () => {
    const body = Buffer.from(`${PAGE}<!-- once -->`)
    const first = await new Promise<Buffer>((resolve, reject) => gzipOnce(body, (error, zipped) => (error ? reject(error) : resolve(zipped))))
    const second = await new Promise<Buffer>((resolve, reject) => gzipOnce(Buffer.from(body), (error, zipped) => (error ? reject(error) : resolve(zipped))))
    expect(second).toBe(first)
    expect(zlib.gunzipSync(first).equals(body)).toBe(true)
  })

  it('compresses a page given as text once, found again by that text', async () => {
    const text = `${PAGE}<!-- text -->`
    const zip = (value: string) => new Promise<Buffer>((resolve, reject) => gzipOnce(value, (error, zipped) => (error ? reject(error) : resolve(zipped))))
    const first = await zip(text)
    // The same text (a copy, not the same string) finds the same gzip.
    expect(await zip(`${PAGE}<!-- text -->`)).toBe(first)
    expect(zlib.gunzipSync(first).toString()).toBe(text)
  })

  it('sends a cached page gzipped, with its compressed length, and the same bytes on the next request', async () => {
    const first = await get('/cached')
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(first.headers.vary).toMatch(/Accept-Encoding/)
    expect(Number(first.headers['content-length'])).toBe(first.body.length)
    expect(first.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 5)
    expect(zlib.gunzipSync(first.body).toString()).toBe(PAGE)
    const second = await get('/cached')
    expect(second.body.equals(first.body)).toBe(true)
  })

  it('streams a rendered page through gzip, each flushed part as it comes', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      const request = http.request(`${base}/streamed`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('gzip')
        expect(response.headers['content-length']).toBeUndefined()
        const gunzip = zlib.createGunzip()
        let text = ''
        gunzip.on('data', (part: Buffer) => {
          text += part.toString()
          // The first part arrives before the page has ended: flushed, not held for the rest.
          if (streamedRest && text.includes('first part')) {
            const rest = streamedRest
            streamedRest = null
            rest()
          }
        })
        gunzip.on('end', () => resolve(text))
        response.pipe(gunzip)
      })
      request.on('error', reject)
      request.end()
    })
    expect(received.startsWith('<!doctype html><p>first part</p>')).toBe(true)
    expect(received.endsWith('<p>last part</p>')).toBe(true)
  })

  it('keeps a large streamed answer whole through backpressure', async () => {
    const { headers, body } = await get('/big')
    expect(headers['content-encoding']).toBe('gzip')
    const expected = Array.from({ length: 6000 }, (_, i) => `{"n":${i},"text":"${'x'.repeat(1000)}"},\n`).join('')
    expect(zlib.gunzipSync(body).toString() === expected).toBe(true)
  })

  it('leaves alone what gains nothing or must not change, and answers plainly who takes no gzip', async () => {
    for (const path of ['/small', '/picture', '/no-transform']) {
      const { headers, body } = await get(path)
      expect(headers['content-encoding'], path).toBeUndefined()
      expect(Number(headers['content-length']), path).toBe(body.length)
    }
    const plain = await get('/cached', {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)
    // Caches in front must still keep the two copies apart.
    expect(plain.headers.vary).toMatch(/Accept-Encoding/)
    expect((await get('/not-modified')).status).toBe(304)
    const head = await get('/cached', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.headers['content-encoding']).toBeUndefined()
    expect(head.body.length).toBe(0)
  })
})

describe('the arguments of end, as the wrappers read them', () => {
  it('finds the callback of end(callback), end(chunk, callback) and end(chunk, encoding, callback)', () => {
    const done = () => {}
    expect(endArgs([done])).toEqual({ callback: done })
    expect(endArgs(['page', done])).toEqual({ chunk: 'page', encoding: undefined, callback: done })
    expect(endArgs(['cGFnZQ==', 'base64', done])).toEqual({ chunk: 'cGFnZQ==', encoding: 'base64', callback: done })
    expect(endArgs([])).toEqual({ chunk: undefined, encoding: undefined, callback: undefined })
  })
})
