import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { SAME_ORIGIN, galleryItems, viewerOpenerReady } from '../helpers/e2e'
import { adminApi, type AdminApi } from '../helpers/fixtures'

/**
 * Watermarks: a watermarked gallery (the demo's "Events and conferences", and one made here) is
 * only ever served as burned copies; the plain files and every original stay private; a changed
 * setting gives new copies and retires the old ones; a download gives the burned copy too.
 */

const WATERMARKED = /^\/media\/watermarked\/(\d+)\/([0-9a-f]{16})\/([^/]+)$/
const TEST_GALLERY = `watermark-test-${Date.now().toString(36)}`
let admin: AdminApi

test.beforeAll(async ({ request }) => {
  admin = await adminApi(request)
})

const asAdmin = () => admin.headers

/** Every address in the first thumbnail's src and srcset, site-relative. */
async function firstThumbnailSources(page: Page): Promise<{ url: string; width: number }[]> {
  const image = page.locator('.gallery-body a[data-photo-id] img').first()
  await expect(image).toHaveJSProperty('complete', true)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  const srcset = (await image.getAttribute('srcset')) ?? ''
  return srcset.split(',').map((entry) => {
    const [url, width] = entry.trim().split(/\s+/)
    return { url: url!, width: Number.parseInt(width!, 10) }
  })
}

/** Mean absolute difference per channel inside a region of two same-sized images. */
async function regionDifference(a: Buffer, b: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const [x, y] = await Promise.all([a, b].map((input) => sharp(input).extract(region).removeAlpha().raw().toBuffer()))
  let sum = 0
  for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!)
  return sum / x!.length
}

const body = async (request: APIRequestContext, url: string, headers?: Record<string, string>) => {
  const response = await request.get(url, { headers })
  expect(response.status(), url).toBe(200)
  return response.body()
}

test.describe('watermarks', () => {
  test('a watermarked gallery shows burned copies everywhere; plain files and originals are not public', async ({ page, request }) => {
    await page.goto('/galleries/events-and-conferences')
    const sources = await firstThumbnailSources(page)
    for (const { url } of sources) expect(url).toMatch(WATERMARKED)
    const large = sources.find((source) => source.width >= 1280) ?? sources.at(-1)!
    const response = await request.get(large.url)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/webp')
    expect(response.headers()['cache-control']).toContain('immutable')
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")
    const burned = await response.body()

    // The same stored file by its plain address: refused to visitors, different bytes for staff.
    const filename = WATERMARKED.exec(large.url)![3]!
    expect((await request.get(`/api/media/file/${filename}`)).status()).toBe(403)
    const plain = await body(request, `/api/media/file/${filename}`, asAdmin())
    const { width = 0, height = 0 } = await sharp(plain).metadata()
    // The demo's mark sits bottom right; the top-left corner is untouched.
    const corner = { left: Math.round(width * 0.55), top: Math.round(height * 0.88), width: Math.round(width * 0.42), height: Math.round(height * 0.1) }
    expect(await regionDifference(plain, burned, corner)).toBeGreaterThan(4)
    expect(await regionDifference(plain, burned, { left: 10, top: 10, width: Math.round(width * 0.3), height: Math.round(height * 0.1) })).toBeLessThan(3)

    // The uploaded original is not public either.
    const id = await page.locator('.gallery-body a[data-photo-id]').first().getAttribute('data-photo-id')
    const media = await (await request.get(`/api/media/${id}?depth=0`)).json()
    expect((await request.get(`/api/media/file/${media.filename}`)).status()).toBe(403)

    // The viewer shows the burned copies too.
    await viewerOpenerReady(page)
    await page.locator('.gallery-body a[data-photo-id]').first().click()
    const viewerImage = page.getByRole('dialog', { name: 'Photo viewer' }).locator('.yarl__slide_current img.yarl__slide_image')
    await expect(viewerImage).toHaveAttribute('src', WATERMARKED)

    // The photo page shares a burned copy.
    await page.goto(`/galleries/events-and-conferences/photos/${id}`)
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute('content')
    expect(new URL(ogImage!).pathname).toMatch(WATERMARKED)

    // Opened on its own, in its sandbox, the burned copy still shows.
    await page.goto(large.url)
    await expect.poll(() => page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })

  test('an unwatermarked gallery’s web sizes are public, its originals are not', async ({ page, request }) => {
    await page.goto('/galleries/life-at-atrium')
    const sources = await firstThumbnailSources(page)
    for (const { url } of sources) expect(url).toMatch(/^\/api\/media\/file\//)
    expect((await request.get(sources[0]!.url)).status()).toBe(200)
    const id = await page.locator('.gallery-body a[data-photo-id]').first().getAttribute('data-photo-id')
    const media = await (await request.get(`/api/media/${id}?depth=0`)).json()
    expect((await request.get(`/api/media/file/${media.filename}`)).status()).toBe(403)
    // Public files may be kept by shared caches (checked on each use); the original an editor may open must not be.
    expect((await request.get(`/api/media/file/${media.sizes.w640.filename}`, { headers: asAdmin() })).headers()['cache-control']).toBe('private, no-cache')
    const original = await request.get(`/api/media/file/${media.filename}`, { headers: asAdmin() })
    expect(original.status()).toBe(200)
    expect(original.headers()['cache-control']).toBe('private, no-cache')
  })

  test('a HEAD request for a file is answered as its GET would be, without the body', async ({ page, request }) => {
    await page.goto('/galleries/life-at-atrium')
    const { url } = (await firstThumbnailSources(page))[0]!
    const get = await request.get(url)
    const head = await request.head(url)
    expect(head.status()).toBe(200)
    expect(head.headers()['content-type']).toBe(get.headers()['content-type'])
    expect((await get.body()).length).toBeGreaterThan(0)
    expect(head.headers()['cache-control']).toBe('public, no-cache')
    expect(head.headers()['etag']).toBe(get.headers()['etag'])
    expect((await head.body()).length).toBe(0)
    // The same rules as GET: an original stays closed, and so does a name that is no file.
    const id = await page.locator('.gallery-body a[data-photo-id]').first().getAttribute('data-photo-id')
    const media = await (await request.get(`/api/media/${id}?depth=0`)).json()
    expect((await request.head(`/api/media/file/${media.filename}`)).status()).toBe(403)
    expect((await request.head('/api/media/file/no-such-file.webp')).status()).toBe((await request.get('/api/media/file/no-such-file.webp')).status())
  })

  test('a public photo file may be kept by caches but is checked on each use: refused the moment its gallery gains a watermark', async ({ request }) => {
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer()
    const uploaded = await request.post('/api/media', {
      headers: asAdmin(),
      multipart: { file: { name: 'kept-by-caches.jpg', mimeType: 'image/jpeg', buffer: image }, _payload: JSON.stringify({ alt: 'A blue test card' }) },
    })
    expect(uploaded.status(), await uploaded.text()).toBe(201)
    const media = (await uploaded.json()).doc as { id: number; sizes: { w640: { filename: string } } }
    const file = `/api/media/file/${media.sizes.w640.filename}`
    // Shown nowhere yet: private. Published in a gallery without a watermark: public.
    expect((await request.get(file)).status()).toBe(403)
    const created = await request.post('/api/galleries', {
      headers: asAdmin(),
      data: { _status: 'published', title: 'Memory test', slug: `${TEST_GALLERY}-memory`, view: 'thumbnails', items: [media.id] },
    })
    expect(created.status(), await created.text()).toBe(201)
    const galleryId = (await created.json()).doc.id
    const served = await request.get(file)
    expect(served.status()).toBe(200)
    expect(served.headers()['cache-control']).toBe('public, no-cache')
    const tag = served.headers()['etag']!
    expect(tag).toBe(`"${media.sizes.w640.filename}"`)
    // A holder asks again with the tag: an empty 304, the same headers.
    const unchanged = await request.get(file, { headers: { 'If-None-Match': tag } })
    expect(unchanged.status()).toBe(304)
    expect(unchanged.headers()['cache-control']).toBe('public, no-cache')
    expect((await unchanged.body()).length).toBe(0)

    const marked = await request.patch(`/api/galleries/${galleryId}`, { headers: asAdmin(), data: { watermark: { custom: true, type: 'text', text: 'Mine', opacity: 80, position: 'center' } } })
    expect(marked.status(), await marked.text()).toBe(200)
    // At once: GET and HEAD both, and a holder asking with its tag.
    expect((await request.get(file)).status()).toBe(403)
    expect((await request.head(file)).status()).toBe(403)
    expect((await request.get(file, { headers: { 'If-None-Match': tag } })).status()).toBe(403)

    // The watermark taken off: served again; the gallery gone: the photo is shown nowhere, private.
    expect((await request.patch(`/api/galleries/${galleryId}`, { headers: asAdmin(), data: { watermark: { custom: false } } })).status()).toBe(200)
    expect((await request.get(file)).status()).toBe(200)
    const removed = await request.delete(`/api/galleries/${galleryId}`, { headers: asAdmin() })
    expect(removed.status()).toBe(200)
    expect((await request.get(file)).status()).toBe(403)
    // Deleted: answered as a name that never was a file.
    expect((await request.delete(`/api/media/${media.id}`, { headers: asAdmin() })).status()).toBe(200)
    expect((await request.get(file)).status()).toBe((await request.get('/api/media/file/no-such-file.webp')).status())
  })

  test('a first watermark on a published gallery expires its cached pages at once: every state, photo page and slide list shows the burned copies', async ({ page, request }) => {
    const photos: number[] = []
    for (const colour of ['#7c2d12', '#365314']) {
      const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).jpeg().toBuffer()
      const uploaded = await request.post('/api/media', { headers: asAdmin(), multipart: { file: { name: 'first-mark.jpg', mimeType: 'image/jpeg', buffer: image }, _payload: JSON.stringify({ alt: `First mark ${colour}` }) } })
      expect(uploaded.status(), await uploaded.text()).toBe(201)
      photos.push((await uploaded.json()).doc.id)
    }
    const slug = `${TEST_GALLERY}-first`
    const created = await request.post('/api/galleries', { headers: asAdmin(), data: { _status: 'published', title: 'First mark', slug, view: 'thumbnails', items: photos, viewOptions: { custom: true, lazyLoad: false } } })
    expect(created.status(), await created.text()).toBe(201)
    const galleryId = (await created.json()).doc.id as number
    // Each address rendered and cached before the change (the second answer comes from the cache).
    const addresses = [`/galleries/${slug}`, `/galleries/${slug}?sort=title`, `/galleries/${slug}/photos/${photos[0]}`, `/galleries/${slug}/slides`]
    const firstFile = async (path: string) => /"(\/(?:api\/media\/file|media\/watermarked)\/[^"]+?\.webp)"/.exec(await (await request.get(path)).text())?.[1] ?? null
    for (const path of addresses) {
      expect(await firstFile(path), path).toMatch(/^\/api\/media\/file\//)
      expect((await request.get(path)).headers()['x-nextjs-cache'] ?? 'HIT', path).not.toBe('MISS')
    }
    const plain = (await firstFile(addresses[0]!))!

    const patched = await request.patch(`/api/galleries/${galleryId}`, { headers: asAdmin(), data: { watermark: { custom: true, type: 'text', text: 'Now marked', opacity: 80, position: 'center' } } })
    expect(patched.status(), await patched.text()).toBe(200)
    expect((await request.get(plain)).status()).toBe(403)
    for (const path of addresses) {
      const file = await firstFile(path)
      expect(file, path).toMatch(WATERMARKED)
      expect((await request.get(file!)).status(), `${path}: ${file}`).toBe(200)
    }
    // And a visitor sees every thumbnail, none broken.
    await page.goto(`/galleries/${slug}`)
    for (const image of await page.locator('.gallery-body a[data-photo-id] img').all()) {
      await expect(image).toHaveJSProperty('complete', true)
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
    expect((await request.delete(`/api/galleries/${galleryId}`, { headers: asAdmin() })).status()).toBe(200)
  })

  test('a changed watermark gives new copies, retires the old ones, and downloads are burned too', async ({ page, request }) => {
    const items = (await galleryItems(request, 'events-and-conferences')).slice(0, 2)
    const created = await request.post('/api/galleries', {
      headers: asAdmin(),
      data: {
        _status: 'published',
        title: 'Watermark test',
        slug: TEST_GALLERY,
        view: 'thumbnails',
        items,
        viewOptions: { custom: true, lazyLoad: false },
        behaviour: { custom: true, downloads: true, downloadOriginal: true },
        watermark: { custom: true, type: 'text', text: 'First mark', opacity: 80, position: 'center' },
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const galleryId = (await created.json()).doc.id as number

    await page.goto(`/galleries/${TEST_GALLERY}`)
    const first = (await firstThumbnailSources(page))[0]!.url
    const [, owner, firstPrint] = WATERMARKED.exec(first)!
    // This gallery's own mark, not the demo gallery's that these photos also carry elsewhere.
    expect(Number(owner)).toBe(galleryId)
    const before = await body(request, first)

    const patched = await request.patch(`/api/galleries/${galleryId}`, {
      headers: asAdmin(),
      data: { watermark: { custom: true, type: 'text', text: 'Second mark', opacity: 80, position: 'center' } },
    })
    expect(patched.status(), await patched.text()).toBe(200)
    let second = first
    await expect
      .poll(async () => {
        await page.reload()
        second = (await firstThumbnailSources(page))[0]!.url
        return WATERMARKED.exec(second)?.[2]
      }, { timeout: 20_000 })
      .not.toBe(firstPrint)
    const after = await body(request, second)
    expect(after.equals(before)).toBe(false)
    expect((await request.get(first)).status()).toBe(404)

    // A made-up fingerprint or a file that is not this gallery's gives nothing.
    expect((await request.get(second.replace(/\/[0-9a-f]{16}\//, '/0000000000000000/'))).status()).toBe(404)
    const lifeItem = (await galleryItems(request, 'life-at-atrium'))[0]
    const other = await (await request.get(`/api/media/${lifeItem}?depth=0`)).json()
    expect((await request.get(second.replace(/[^/]+$/, other.sizes.w640.filename))).status()).toBe(404)

    // Downloads: never the original of a watermarked gallery, and the burned copy of the largest size.
    const issued = await request.post(`/galleries/${TEST_GALLERY}/photos/${items[0]}/download`, { headers: SAME_ORIGIN })
    expect(issued.status()).toBe(200)
    const download = await request.get((await issued.json()).url)
    expect(download.status()).toBe(200)
    expect(download.headers()['content-type']).toBe('image/jpeg')
    const media = await (await request.get(`/api/media/${items[0]}?depth=0`)).json()
    const largest = ['w2560', 'w1920', 'w1280'].map((name) => media.sizes[name]?.filename).find(Boolean)
    const burnedLargest = await body(request, second.replace(/[^/]+$/, largest))
    // The burned copy of the largest size, as a JPEG: the same picture, mark and all.
    const [got, burned] = await Promise.all([sharp(await download.body()).metadata(), sharp(burnedLargest).metadata()])
    expect([got.format, got.width, got.height]).toEqual(['jpeg', burned.width, burned.height])
    const whole = { left: 0, top: 0, width: burned.width!, height: burned.height! }
    expect(await regionDifference(await download.body(), burnedLargest, whole)).toBeLessThan(3)
  })
})
