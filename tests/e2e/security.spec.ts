import crypto from 'node:crypto'

import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { sendBigBody } from '../helpers/bigBody'
import { adminApi } from '../helpers/fixtures'

/**
 * What a probe of the production build tried, against the production server itself: bodies without
 * end, a page cache filled from visitors' inventions, redirect parameters that lead elsewhere.
 */
const MB = 1024 * 1024
const origin = () => test.info().project.use.baseURL!

test.describe('request bodies', () => {
  test('a 200 MB body without a length is refused at its route’s limit, unread, while others are served', async ({ request }) => {
    for (const path of ['/galleries/life-at-atrium/photos/1/rating', '/galleries/life-at-atrium/photos/1/comments', '/api/users/login', '/api/pages', '/newsletter/subscribe']) {
      const pending = sendBigBody(`${origin()}${path}`, 200 * MB, { headers: { Origin: origin() } })
      // Someone else's page meanwhile.
      const started = Date.now()
      expect((await request.get('/about')).status()).toBe(200)
      expect(Date.now() - started, path).toBeLessThan(2000)
      const answer = await pending
      expect(answer.status, path).toBe(413)
      // The server's cap, or a smaller one of the route's own (a comment's words), said in words.
      expect(JSON.parse(answer.body).message, path).toMatch(/^(This request is too large: at most \d+ (KB|MB) may be sent here\.|The request is too large\. Please shorten what you wrote and try again\.)$/)
      // Refused near the limit (256 KB here, 4 MB for the API), not after reading it all.
      expect(answer.sent, path).toBeLessThan(40 * MB)
    }
  })

  test('a declared length past the limit is refused before a byte is read; a vote of ordinary size still counts', async ({ request }) => {
    const answer = await sendBigBody(`${origin()}/galleries/life-at-atrium/photos/1/rating`, 300 * MB, { declare: true, headers: { Origin: origin() } })
    expect(answer.status).toBe(413)
    expect(answer.sent).toBeLessThan(40 * MB)
    const photo = (await (await request.get('/api/galleries?where[slug][equals]=life-at-atrium&depth=0')).json()).docs[0].items[0]
    const vote = await request.post(`/galleries/life-at-atrium/photos/${photo}/rating`, { headers: { Origin: origin() }, data: { value: 4 } })
    expect(vote.status()).toBe(200)
  })
})

test.describe('the page cache', () => {
  const cacheState = async (request: import('@playwright/test').APIRequestContext, path: string) => {
    const first = await request.get(path)
    const second = await request.get(path)
    return { status: second.status(), first: first.headers()['x-nextjs-cache'], second: second.headers()['x-nextjs-cache'] }
  }

  test('keeps a gallery’s ordinary states, never a search, tags, a far page or a 404', async ({ request }) => {
    const kept = await cacheState(request, '/galleries/life-at-atrium?sort=title&dir=desc')
    expect(kept.status).toBe(200)
    expect(kept.second).toBe('HIT')
    const word = crypto.randomBytes(4).toString('hex')
    for (const path of [`/galleries/life-at-atrium?q=${word}`, `/galleries/life-at-atrium?tag=${word}`, '/galleries/life-at-atrium?page=77', `/about?g1-q=${word}`]) {
      const state = await cacheState(request, path)
      expect(state.status, path).toBe(200)
      expect(state.second, path).not.toBe('HIT')
    }
    for (const path of [`/galleries/no-such-${word}`, `/no-such-page-${word}`, '/galleries/life-at-atrium/photos/999999', `/videos/no-such-${word}`]) {
      const state = await cacheState(request, path)
      expect(state.status, path).toBe(404)
      expect(state.second, path).not.toBe('HIT')
    }
  })

  test('a state segment typed into the address is no page of ours', async ({ page, request }) => {
    for (const path of ['/galleries/life-at-atrium/~cGFnZT0y', '/galleries/life-at-atrium/%7EcGFnZT0y', '/galleries/life-at-atrium/slides/~!c29ydD10aXRsZQ', '/~x', '/about/~']) {
      expect((await request.get(path)).status(), path).toBe(404)
      // The header by which the server lets a plain address skip the proxy is the server's alone.
      expect((await request.get(path, { headers: { 'x-atrium-plain-address': '1' } })).status(), path).toBe(404)
    }
    // A random order still gets its seed from the proxy (a redirect).
    const random = await request.get('/galleries/life-at-atrium?sort=random', { headers: { 'x-atrium-plain-address': '1' }, maxRedirects: 0 })
    expect(random.status()).toBe(307)
    await page.goto('/galleries/life-at-atrium/~cGFnZT0y')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByRole('link', { name: 'Go to the page' })).toHaveAttribute('href', '/galleries/life-at-atrium')
  })

  test('the viewer’s data follows a search through the address like the pages', async ({ request }) => {
    const all = await (await request.get('/galleries/life-at-atrium/slides')).json()
    const searched = await (await request.get('/galleries/life-at-atrium/slides?q=leeds')).json()
    expect(searched.slides.length).toBeGreaterThan(0)
    expect(searched.slides.length).toBeLessThan(all.slides.length)
  })
})

test('redirect parameters stay on this site, whatever they hold', async ({ request }) => {
  for (const value of ['//other.host', '/\\other.host', '/%09/other.host', '/%0a/other.host', '/%00', '/.//other.host', 'javascript:alert(1)', 'https://other.host/']) {
    const response = await request.get(`/preview/exit?path=${value}`, { maxRedirects: 0 })
    expect(response.status(), value).toBe(307)
    expect(new URL(response.headers().location!, origin()).origin, value).toBe(new URL(origin()).origin)
    expect(response.headers().location, value).toBe('/')
  }
  const kept = await request.get('/preview/exit?path=/galleries/life-at-atrium%3Fpage%3D2', { maxRedirects: 0 })
  expect(kept.headers().location).toBe('/galleries/life-at-atrium?page=2')
})

test('a visitor reads only the photos published content shows: an upload is private until a published gallery shows it', async ({ request }) => {
  const auth = (await adminApi(request)).headers
  const listed = await (await request.get('/api/media?limit=500&depth=0')).json()
  expect(listed.docs.length).toBeGreaterThan(0)
  expect(listed.docs.every((doc: { public?: boolean }) => doc.public === true)).toBe(true)
  const everything = await (await request.get('/api/media?limit=1&depth=0', { headers: auth })).json()
  expect(everything.totalDocs).toBeGreaterThan(listed.totalDocs - 1)

  const stamp = crypto.randomBytes(3).toString('hex')
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 30, b: 120 } } }).jpeg().toBuffer()
  const upload = await request.post('/api/media', { headers: auth, multipart: { file: { name: `private-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: jpeg }, _payload: JSON.stringify({ alt: `Not yet shown ${stamp}`, kind: 'image' }) } })
  expect(upload.status(), await upload.text()).toBe(201)
  const doc = (await upload.json()).doc as { id: number; sizes: Record<string, { url?: string | null }> }
  const file = Object.values(doc.sizes).find((size) => size.url)!.url!
  // Uploaded but shown nowhere: not listed, not readable by its id, its files refused.
  expect((await request.get(`/api/media/${doc.id}?depth=0`)).status()).toBeGreaterThanOrEqual(403)
  expect((await request.get(file)).status()).toBeGreaterThanOrEqual(403)
  const draft = await request.post('/api/galleries?draft=true', { headers: auth, data: { title: `Draft ${stamp}`, slug: `draft-${stamp}`, view: 'thumbnails', items: [doc.id], _status: 'draft' } })
  expect(draft.status()).toBe(201)
  // In a draft gallery: still private.
  expect((await request.get(`/api/media/${doc.id}?depth=0`)).status()).toBeGreaterThanOrEqual(403)
  const gallery = (await draft.json()).doc.id
  expect((await request.patch(`/api/galleries/${gallery}`, { headers: auth, data: { _status: 'published' } })).status()).toBe(200)
  // Published: visitors read it and its files.
  expect((await request.get(`/api/media/${doc.id}?depth=0`)).status()).toBe(200)
  expect((await request.get(file)).status()).toBe(200)
  expect((await request.delete(`/api/galleries/${gallery}`, { headers: auth })).status()).toBe(200)
  expect((await request.get(`/api/media/${doc.id}?depth=0`)).status()).toBeGreaterThanOrEqual(403)
})
