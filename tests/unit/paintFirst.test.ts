import http from 'node:http'
import type { AddressInfo } from 'node:net'
import vm from 'node:vm'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { compress } from '@/lib/server/compression'
import { LOADER, paintFirst, paintFirstRewriter } from '@/lib/server/paintFirst.mjs'
import { paintFirstPages } from '@/lib/server/paintFirstPages'

import { rawGet } from '../helpers/rawGet'

/** The head and body of a page as Next 16 sends it (the tags as React writes them), shortened. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/0a1b2c.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/2ojo9sab4-gzv.js"/>',
  '<script src="/_next/static/chunks/11elq9hl9cuhh.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-0d1e2f.js" async=""></script>',
  '<link rel="preload" href="/fonts/inter.woff2" as="font" type="font/woff2" crossorigin=""/>',
  '<script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script>',
  '<script src="https://widgets.example.com/chat.js" async=""></script>',
  '<title>Atrium</title></head><body><main><h1>Employer services</h1><p>From payroll to people.</p></main>',
  '<script>self.__next_f=self.__next_f||[];self.__next_f.push([0])</script>',
  '<script>self.__next_f.push([1,"1:I[\\"abc\\",[\\"/_next/static/chunks/11elq9hl9cuhh.js\\"]]\\n"])</script>',
  '<script src="/_next/static/chunks/3ccd9e0f.js" async=""></script>',
  '</body></html>',
].join('')

const BUILT_SCRIPTS = ['/_next/static/chunks/11elq9hl9cuhh.js', '/_next/static/chunks/turbopack-0d1e2f.js', '/_next/static/chunks/3ccd9e0f.js']

describe('a page stored with its scripts after its first paint', () => {
  const page = paintFirst(PAGE)

  it('turns each of Next’s async scripts into an inert tag with its address, in place', () => {
    for (const src of BUILT_SCRIPTS) {
      expect(page).not.toContain(`<script src="${src}"`)
      expect(page).toContain(`<script data-after-paint="${src}"></script>`)
    }
    const order = BUILT_SCRIPTS.map((src) => page.indexOf(`data-after-paint="${src}"`))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    // The last one stays at the end of the body, where React put it.
    expect(page.indexOf('data-after-paint="/_next/static/chunks/3ccd9e0f.js"')).toBeGreaterThan(page.indexOf('</main>'))
  })

  it('makes the scripts’ preloads inert too (a dynamic block’s chunk has only a preload), and nothing else', () => {
    expect(page).not.toContain('as="script"')
    expect(page).toContain('<link data-after-paint-preload="/_next/static/chunks/2ojo9sab4-gzv.js"/>')
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/0a1b2c.css" data-precedence="next"/>')
    expect(page).toContain('<link rel="preload" href="/fonts/inter.woff2" as="font" type="font/woff2" crossorigin=""/>')
  })

  it('leaves other scripts alone: inline ones, another site’s, and the old browsers’ polyfills', () => {
    expect(page).toContain('<script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script>')
    expect(page).toContain('<script src="https://widgets.example.com/chat.js" async=""></script>')
    expect(page).toContain('<script>self.__next_f=self.__next_f||[];self.__next_f.push([0])</script>')
    expect(page).toContain('\\"/_next/static/chunks/11elq9hl9cuhh.js\\"')
  })

  it('puts the loader in once, at the end of the body after the content', () => {
    expect(page.split(LOADER)).toHaveLength(2)
    expect(page.indexOf(LOADER) + LOADER.length).toBe(page.indexOf('</body>'))
    // The loader is script that parses.
    expect(() => new vm.Script(LOADER.slice('<script>'.length, -'</script>'.length))).not.toThrow()
    // A page cut short still gets it.
    const cut = paintFirst(PAGE.slice(0, PAGE.indexOf('</body>')))
    expect(cut.endsWith(LOADER)).toBe(true)
  })

  it('is the same page when stored again, and a page without Next’s scripts is unchanged', () => {
    expect(paintFirst(page)).toBe(page)
    const plain = '<!DOCTYPE html><html><body><p>Plain</p><script>console.log(1)</script></body></html>'
    expect(paintFirst(plain)).toBe(plain)
  })

  it('rewrites a streamed page to the same HTML wherever the pieces are cut', () => {
    for (let first = 1; first < PAGE.length; first += 7) {
      for (const second of [first + 1, first + 13, first + 61]) {
        const rewriter = paintFirstRewriter()
        const pieces = [PAGE.slice(0, first), PAGE.slice(first, second), PAGE.slice(second)]
        expect(pieces.map((piece) => rewriter.push(piece)).join('') + rewriter.end()).toBe(page)
      }
    }
  })
})

/** Answers as Next does: a cached page in one end(), a rendered page streamed, in bytes cut anywhere. */
const routes: Record<string, (response: http.ServerResponse & { flush?: () => void }) => void> = {
  '/cached': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('x-nextjs-cache', 'HIT')
    response.end(PAGE)
  },
  '/search': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    const bytes = Buffer.from(PAGE.replace('Employer services', 'Résumé — “search”'))
    // Cut inside a tag and inside a character of more than one byte.
    const cuts = [0, bytes.indexOf('async') - 3, bytes.indexOf('é') + 1, bytes.length]
    for (let index = 0; index + 2 < cuts.length; index++) {
      response.write(bytes.subarray(cuts[index], cuts[index + 1]))
      response.flush?.()
    }
    response.end(bytes.subarray(cuts.at(-2)))
  },
  '/head-without-body': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end()
  },
  '/cached-whole': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('x-nextjs-cache', 'HIT')
    response.setHeader('Content-Length', Buffer.byteLength(PAGE))
    response.end(PAGE)
  },
  '/whole': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('Content-Length', Buffer.byteLength(PAGE))
    response.end(PAGE)
  },
  '/missing': (response) => {
    response.statusCode = 404
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.write(PAGE.slice(0, 500))
    response.end(PAGE.slice(500))
  },
  '/admin/collections/pages': (response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(PAGE)
  },
  '/api/data': (response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify({ html: PAGE }))
  },
}

let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer((request, response) => {
    compress(request, response)
    paintFirstPages(request, response)
    routes[request.url ?? '']?.(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The body as sent, unzipped when it was zipped, and its declared length. */
async function fetchBody(path: string, gzip: boolean): Promise<{ body: string; length: string | undefined }> {
  const response = await rawGet(base + path, { 'accept-encoding': gzip ? 'gzip' : 'identity' })
  const zipped = response.headers['content-encoding'] === 'gzip'
  return { body: (zipped ? zlib.gunzipSync(response.body) : response.body).toString(), length: response.headers['content-length'] }
}

describe('pages the server sends', () => {
  for (const gzip of [true, false]) {
    describe(gzip ? 'compressed' : 'plain', () => {
      it('rewrites a page rendered for its request as it streams, cut anywhere', async () => {
        const { body } = await fetchBody('/search', gzip)
        expect(body).toBe(paintFirst(PAGE.replace('Employer services', 'Résumé — “search”')))
      })

      it('rewrites a page sent whole, with the length of what it sends', async () => {
        const { body, length } = await fetchBody('/whole', gzip)
        expect(body).toBe(paintFirst(PAGE))
        if (!gzip) expect(Number(length)).toBe(Buffer.byteLength(body))
      })

      it('answers a HEAD for such a page with the length of the rewritten page, not of the page before its rewrite', async () => {
        const head = await rawGet(base + '/whole', { 'accept-encoding': gzip ? 'gzip' : 'identity' }, 'HEAD')
        expect(head.status).toBe(200)
        expect(head.body.length).toBe(0)
        // A HEAD is never compressed: the length is the plain page's.
        expect(head.headers['content-length']).toBe(String(Buffer.byteLength(paintFirst(PAGE))))
        // An answer ended without its body names no length (not 0).
        const bare = await rawGet(base + '/head-without-body', { 'accept-encoding': 'identity' }, 'HEAD')
        expect(bare.status).toBe(200)
        expect(bare.headers['content-length']).toBeUndefined()
        // A cached page is stored rewritten: its length stands.
        const cached = await rawGet(base + '/cached-whole', { 'accept-encoding': 'identity' }, 'HEAD')
        expect(cached.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)))
      })

      it('sends a cached page as the cache holds it, and leaves error pages, the admin and other answers alone', async () => {
        expect((await fetchBody('/cached', gzip)).body).toBe(PAGE)
        expect((await fetchBody('/admin/collections/pages', gzip)).body).toBe(PAGE)
        // An error page: browsers report no paint on it to wait for.
        expect((await fetchBody('/missing', gzip)).body).toBe(PAGE)
        expect(JSON.parse((await fetchBody('/api/data', gzip)).body)).toEqual({ html: PAGE })
      })
    })
  }
})

describe('the page cache', () => {
  it('stores a page with its scripts after its first paint, and other entries as given', async () => {
    const { default: PageCacheHandler } = await import('@/lib/server/cacheHandler.mjs')
    const cache = new PageCacheHandler({})
    const rsc = Buffer.from('0:{}')
    await cache.set('/paint-first', { kind: 'APP_PAGE', html: PAGE, rscData: rsc, headers: {}, status: 200 }, {})
    const stored = await cache.get('/paint-first', {})
    expect(stored?.value.html).toBe(paintFirst(PAGE))
    expect(stored?.value.rscData).toBe(rsc)
    await cache.set('/route', { kind: 'APP_ROUTE', body: Buffer.from(PAGE), headers: {}, status: 200 }, {})
    expect((await cache.get('/route', {}))?.value.body.toString()).toBe(PAGE)
  })
})

/**
 * The loader run against a small stand-in for the browser: what it swaps, and when. (The real
 * browser's order of paint and scripts is the end-to-end test's, in code-splitting.spec.)
 */
function browserStandIn({ readyState = 'loading', hidden = false, painted = false, paintEntries = true } = {}) {
  type Tag = { attributes: Record<string, string>; replacedBy?: Element }
  type Element = { tag: string; src?: string; href?: string; rel?: string; as?: string; async?: boolean; onload?: () => void; onerror?: () => void }
  const tags: Tag[] = ['/a.js', '/b.js'].map((src) => ({ attributes: { 'data-after-paint': src } }))
  const preloads: Tag[] = [{ attributes: { 'data-after-paint-preload': '/dynamic.js' } }]
  const listeners: Record<string, (() => void)[]> = {}
  const timers: (() => void)[] = []
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, self: { disconnect: () => void }) => void) | null = null
  const root: Record<string, string> = {}
  const inert = (list: Tag[]) => list.filter((tag) => !tag.replacedBy)
  const withReplace = (tag: Tag) => ({ getAttribute: (name: string) => tag.attributes[name], replaceWith: (element: Element) => (tag.replacedBy = element) })
  const document = {
    readyState,
    visibilityState: hidden ? 'hidden' : 'visible',
    prerendering: false,
    documentElement: { setAttribute: (name: string, value: string) => (root[name] = value) },
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
    createElement: (tag: string): Element => ({ tag }),
    querySelectorAll: (selector: string) => (selector.startsWith('link') ? inert(preloads) : inert(tags)).map(withReplace),
  }
  class PerformanceObserver {
    static supportedEntryTypes = paintEntries ? ['paint'] : []
    constructor(callback: typeof observer) {
      observer = callback
    }
    /** As the browser does: with `buffered`, a paint already made is delivered at once. */
    observe(options: { type: string; buffered?: boolean }) {
      if (painted && options.type === 'paint' && options.buffered) observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => (observer = null) })
    }
  }
  const context = vm.createContext({
    document,
    window: { PerformanceObserver },
    PerformanceObserver,
    setTimeout: (callback: () => void) => timers.push(callback),
  })
  vm.runInContext(LOADER.slice('<script>'.length, -'</script>'.length), context)
  return {
    root,
    swapped: () => tags.filter((tag) => tag.replacedBy).map((tag) => tag.replacedBy!),
    preloadsBack: () => preloads.filter((tag) => tag.replacedBy).map((tag) => tag.replacedBy!),
    parsed: () => listeners.DOMContentLoaded?.forEach((listener) => listener()),
    paint: () => observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => (observer = null) }),
    hide: () => {
      document.visibilityState = 'hidden'
      listeners.visibilitychange?.forEach((listener) => listener())
    },
    runTimers: () => timers.splice(0).forEach((timer) => timer()),
  }
}

describe('the loader in the page', () => {
  it('waits for the parsed page’s first contentful paint, then puts each script back in order, and says when all have arrived', () => {
    const page = browserStandIn()
    expect(page.root['data-scripts']).toBe('waiting')
    page.parsed()
    expect(page.swapped()).toEqual([])
    page.paint()
    expect(page.swapped().map((script) => [script.tag, script.src, script.async])).toEqual([
      ['script', '/a.js', true],
      ['script', '/b.js', true],
    ])
    expect(page.preloadsBack().map((link) => [link.tag, link.rel, link.as, link.href])).toEqual([['link', 'preload', 'script', '/dynamic.js']])
    page.swapped()[0]!.onload!()
    expect(page.root['data-scripts']).toBe('waiting')
    page.swapped()[1]!.onerror!()
    expect(page.root['data-scripts']).toBe('loaded')
  })

  it('goes on at once when the page painted mid-parse, when its tab is hidden, or when it is hidden later', () => {
    const early = browserStandIn({ painted: true })
    early.parsed()
    expect(early.swapped()).toHaveLength(2)
    const hidden = browserStandIn({ hidden: true })
    hidden.parsed()
    expect(hidden.swapped()).toHaveLength(2)
    const later = browserStandIn()
    later.parsed()
    later.hide()
    expect(later.swapped()).toHaveLength(2)
  })

  it('does not wait for a paint the browser cannot report, and gives up waiting after a while', () => {
    const unsupported = browserStandIn({ paintEntries: false })
    unsupported.parsed()
    expect(unsupported.swapped()).toHaveLength(2)
    const neverPainted = browserStandIn()
    neverPainted.parsed()
    expect(neverPainted.swapped()).toEqual([])
    neverPainted.runTimers()
    expect(neverPainted.swapped()).toHaveLength(2)
    // A paint after that finds nothing left to swap, and the scripts already asked for still count.
    neverPainted.paint()
    for (const script of neverPainted.swapped()) script.onload!()
    expect(neverPainted.root['data-scripts']).toBe('loaded')
  })

  it('hears of a paint made before it ran from its observer alone: the page’s performance list (which a test clock wraps) is not read', () => {
    // The stand-in has no `performance` at all: reading it would throw.
    const page = browserStandIn({ painted: true })
    page.parsed()
    expect(page.swapped()).toHaveLength(2)
  })

  it('runs at once in a page already parsed', () => {
    const page = browserStandIn({ readyState: 'interactive', painted: true })
    expect(page.swapped()).toHaveLength(2)
  })
})
