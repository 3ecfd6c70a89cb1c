import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { expect, test, type AdminApi } from '../helpers/fixtures'

/**
 * A change rebuilds the cached pages that show what changed and no other: a photo's new words reach
 * its gallery, its photo page, the album that holds the gallery and a page with the gallery in a
 * block, on the very next visit, while another gallery's page is still answered from the cache.
 * And the caches in front are told how long they may keep a page.
 */
const RUN = Date.now().toString(36)
async function upload(admin: AdminApi, name: string, background: string): Promise<number> {
  const image = await sharp({ create: { width: 960, height: 640, channels: 3, background } }).jpeg().toBuffer()
  return (await admin.upload('media', { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: image }, { alt: `${name} before`, title: `${name} before` })).id
}

const create = async (admin: AdminApi, collection: string, data: Record<string, unknown>): Promise<number> => (await admin.publish(collection, data)).id

/** A visitor's visit: the page's HTML and how Next's cache answered it. */
async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return { html: await response.text(), cache: response.headers()['x-nextjs-cache'] ?? null, cacheControl: response.headers()['cache-control'] }
}

test('a changed photo rebuilds its gallery, photo, album and block pages at once, and no other gallery', async ({ request, admin }) => {
  const changed = await upload(admin, `Harbour ${RUN}`, '#1d4ed8')
  const other = await upload(admin, `Hills ${RUN}`, '#15803d')
  const first = `reval-first-${RUN}`
  const second = `reval-second-${RUN}`
  const firstId = await create(admin, 'galleries', { title: `First ${RUN}`, slug: first, view: 'thumbnails', items: [changed] })
  await create(admin, 'galleries', { title: `Second ${RUN}`, slug: second, view: 'thumbnails', items: [other] })
  const album = `reval-album-${RUN}`
  await create(admin, 'albums', { title: `Album ${RUN}`, slug: album, albumView: 'compact', children: [{ relationTo: 'galleries', value: firstId }] })
  const page = `reval-page-${RUN}`
  await create(admin, 'pages', { title: `Page ${RUN}`, slug: page, layout: [{ blockType: 'gallery', heading: 'Our harbour', source: { relationTo: 'galleries', value: firstId } }] })

  const showing = [`/galleries/${first}`, `/galleries/${first}/photos/${changed}`, `/albums/${album}`, `/${page}`]
  const elsewhere = `/galleries/${second}`
  // Each page rendered once, then answered from the cache.
  for (const path of [...showing, elsewhere]) {
    await visit(request, path)
    const again = await visit(request, path)
    expect(again.cache, path).toBe('HIT')
    expect(again.html, path).toContain(path === elsewhere ? `Hills ${RUN} before` : `Harbour ${RUN} before`)
  }

  await admin.update('media', changed, { alt: `Harbour ${RUN} after`, title: `Harbour ${RUN} after` })

  for (const path of showing) {
    const next = await visit(request, path)
    expect(next.html, path).toContain(`Harbour ${RUN} after`)
    expect(next.html, path).not.toContain(`Harbour ${RUN} before`)
  }
  expect((await visit(request, elsewhere)).cache).toBe('HIT')
})

test('an address no gallery had is a 404 until a gallery takes it, then the gallery', async ({ request, admin }) => {
  const slug = `reval-later-${RUN}`
  expect((await request.get(`/galleries/${slug}`)).status()).toBe(404)
  expect((await request.get(`/galleries/${slug}`)).status()).toBe(404)
  const photo = await upload(admin, `Later ${RUN}`, '#b45309')
  await create(admin, 'galleries', { title: `Later ${RUN}`, slug, view: 'thumbnails', items: [photo] })
  expect((await visit(request, `/galleries/${slug}`)).html).toContain(`Later ${RUN}`)
  // The index lists it too.
  expect((await visit(request, '/galleries')).html).toContain(`Later ${RUN}`)
})

test('caches in front may keep a public page a minute, a browser not at all; per-visitor answers are never shared', async ({ request }) => {
  const page = await visit(request, '/galleries/community-days')
  expect(page.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
  // No ETag on pages: Next would hash each whole page for it on every answer; caches go by max-age.
  expect((await request.get('/galleries/community-days')).headers()['etag']).toBeUndefined()
  const engagement = await request.get('/galleries/community-days/engagement')
  expect(engagement.headers()['cache-control']).toMatch(/no-store|private/)
  const cart = await request.get('/cart')
  expect(cart.headers()['cache-control']).toMatch(/no-store|private/)
})
