import { expect, test, type Response } from '@playwright/test'

import { gridColumns } from '@/gallery/layouts/grid'
import { BLURRED_PREVIEWS } from '@/gallery/views/shared/previews'

import { galleryReady, measureLayoutShift, pageSettled, prefetchOnIntentReady, viewerOpenerReady } from '../helpers/e2e'
import { afterNetworkQuiet } from '../helpers/networkQuiet'

test.describe('gallery pages', () => {
  test('a gallery shows its thumbnails with alt text, sizes and no layout shift', async ({ page }) => {
    const pageFetches: string[] = []
    page.on('request', (request) => request.resourceType() === 'fetch' && pageFetches.push(request.url()))
    // Earlier specs change content (revalidating every page); visitors get the cached page, so warm it.
    await page.request.get('/galleries/life-at-atrium')
    await page.goto('/galleries/life-at-atrium')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Life at Atrium')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /A look inside our offices/)
    const thumbnails = page.locator('.gallery-grid img')
    await expect(thumbnails).toHaveCount(30)
    for (const [index, img] of (await thumbnails.all()).entries()) {
      expect(await img.getAttribute('alt')).toMatch(/^Illustration in .+ tones of /)
      expect(await img.getAttribute('width')).toBe('240')
      expect(await img.getAttribute('height')).toBe('160')
      expect(await img.getAttribute('srcset')).toMatch(/w320.*320w|320w/)
      expect(await img.getAttribute('sizes')).toBeTruthy()
      // A first screen of photos has a blurred preview while loading; the others a skeleton colour.
      if (index < BLURRED_PREVIEWS) expect(await img.getAttribute('style')).toContain('data:image/webp;base64')
      else expect(await img.getAttribute('style')).not.toContain('background-image')
      await expect(img).toHaveCSS('background-color', 'rgba(148, 163, 184, 0.25)')
    }
    // Above the fold eager (preloaded at high priority on screens wider than a phone: next test), the rest lazy.
    await expect(thumbnails.first()).toHaveAttribute('loading', 'eager')
    await expect(thumbnails.nth(1)).toHaveAttribute('loading', 'eager')
    await expect(thumbnails.nth(2)).toHaveAttribute('loading', 'lazy')
    await expect(thumbnails.nth(29)).toHaveAttribute('loading', 'lazy')
    expect(await measureLayoutShift(page)).toBe(0)
    // Every thumbnail has loaded by now and is a real, decoded image.
    const broken = await thumbnails.evaluateAll((images) => images.filter((img) => !(img as HTMLImageElement).naturalWidth).length)
    expect(broken).toBe(0)
    // Thumbnail links are not prefetched: loading a gallery must not fetch thirty page payloads.
    expect(pageFetches.filter((url) => url.includes('/photos/'))).toEqual([])
  })

  test('under its description, a gallery asks first for its first thumbnails only where they are in the first screen', async ({ browser, page }) => {
    await page.request.get('/galleries/life-at-atrium')
    /** Each request for the first two thumbnails' files at this window size (a new browser, nothing cached): the priorities Chromium gave them. */
    const firstThumbnails = async (width: number, height: number) => {
      const context = await browser.newContext({ viewport: { width, height } })
      const visitor = await context.newPage()
      const cdp = await context.newCDPSession(visitor)
      await cdp.send('Network.enable')
      const requests: { url: string; priority: string }[] = []
      cdp.on('Network.requestWillBeSent', ({ request }) => {
        if (request.url.includes('/api/media/file/')) requests.push({ url: request.url, priority: request.initialPriority })
      })
      await visitor.goto('/galleries/life-at-atrium')
      const images = visitor.locator('.gallery-grid img')
      // Eager: both load without a scroll.
      await expect.poll(() => images.evaluateAll((all) => all.slice(0, 2).every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true)
      const files = await images.evaluateAll((all) => all.slice(0, 2).map((img) => (img as HTMLImageElement).currentSrc))
      const preloads = await visitor.locator('link[rel="preload"][as="image"][media="(min-width: 40rem)"][fetchpriority="high"]').count()
      await context.close()
      // One request a file: where it is preloaded, the image takes the preloaded file.
      return { priorities: files.map((file) => requests.filter((request) => request.url === file).map((request) => request.priority)), preloads }
    }
    // A phone: title, description and controls fill the first screen; the thumbnails below it come
    // at low priority, behind the page's stylesheets and text, yet without waiting for a scroll.
    expect(await firstThumbnails(412, 823)).toEqual({ priorities: [['Low'], ['Low']], preloads: 2 })
    // Wider: they are in the first screen, preloaded at high priority from the head.
    expect(await firstThumbnails(1280, 800)).toEqual({ priorities: [['High'], ['High']], preloads: 2 })
  })

  test('in blog style under its description, the first photo too is preloaded at high priority only from 40rem wide', async ({ request }) => {
    const html = await (await request.get('/galleries/life-at-atrium?view=blog-style')).text()
    const first = /<ol class="blog-style"[\s\S]*?(<img [^>]*>)/.exec(html)![1]!
    expect(first).toContain('loading="eager"')
    expect(first).toContain('fetchPriority="low"')
    const srcSet = /srcSet="([^"]*)"/.exec(first)![1]!
    const preloads = (html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).filter((link) => link.includes(`imageSrcSet="${srcSet}"`))
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toContain('media="(min-width: 40rem)"')
    expect(preloads[0]).toContain('fetchPriority="high"')
  })

  test('the grid has container width ÷ (thumbnail width + 1) columns, at most the maximum', async ({ page }) => {
    for (const width of [1280, 900, 412]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/galleries/life-at-atrium')
      const grid = page.locator('.gallery-grid')
      const container = await grid.evaluate((el) => el.clientWidth)
      const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
      expect(columns, `viewport ${width}`).toBe(gridColumns(container, 240, 5))
    }
  })

  test('thumbnails are links to the photo page, named by their alt text', async ({ page }) => {
    await page.goto('/galleries/events-and-conferences')
    await viewerOpenerReady(page)
    const link = page.getByRole('link', { name: /Illustration in .* keynote on pay transparency/i }).first()
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^\/galleries\/events-and-conferences\/photos\/\d+$/)
    // A click opens the photo viewer at the photo's address (lightbox.spec covers the viewer).
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
    await expect(viewer.locator('.yarl__slide_current img')).toHaveAttribute('alt', /keynote on pay transparency/i)
  })

  test('video embeds show their local poster with a play marker and load nothing third-party', async ({ page }) => {
    const outside: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.hostname !== '127.0.0.1') outside.push(request.url())
    })
    await page.goto('/galleries/video-stories')
    // Six embeds and our own welcome film.
    await expect(page.locator('.gallery-grid .play-marker')).toHaveCount(7)
    await viewerOpenerReady(page)
    // In the viewer: the poster and a play button; the provider's player waits for that press.
    await page.locator('.gallery-grid a').first().click()
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
    await expect(viewer.locator('.yarl__slide_current').getByRole('button', { name: /^Play video: / })).toBeVisible()
    await expect(viewer.locator('iframe')).toHaveCount(0)
    expect(outside).toEqual([])
  })

  test('the demo shows paging and downloads: Community days is longer than a page and its photos can be downloaded', async ({ page }) => {
    await page.goto('/galleries/community-days')
    const tiles = page.locator('.gallery-body a[data-photo-id]')
    await expect(tiles).toHaveCount(12)
    // In place once the page's scripts run (before that, Load more and a photo are plain links).
    await galleryReady(page)
    await viewerOpenerReady(page)
    await page.getByRole('link', { name: 'Load more' }).click()
    await expect(tiles).toHaveCount(24)
    await tiles.first().click()
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
    await expect(viewer.getByRole('button', { name: 'Download', exact: true })).toBeVisible()
  })

  test('the galleries index lists galleries and albums', async ({ page }) => {
    await page.goto('/galleries')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Albums' })).toBeVisible()
    // The demo's album by its address: the import spec may meanwhile bring in an old site's album of the same name.
    await expect(main.locator('a[href="/albums/our-story"]')).toContainText('Our story')
    for (const name of ['Life at Atrium', 'Events and conferences', 'Community days', 'Video stories']) {
      await expect(main.locator('.album-card-title', { hasText: name })).toBeVisible()
    }
  })

  test('pointing at a gallery in the index fetches it ahead: following the link asks nothing more for it, and the gallery works', async ({ page }) => {
    // Requests for a page's data (the router's), by address; the route tree alone is not the page.
    const payloads: string[] = []
    const scripts: string[] = []
    page.on('request', (request) => {
      const headers = request.headers()
      if (headers['rsc'] && !headers['next-router-segment-prefetch']) payloads.push(new URL(request.url()).pathname)
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    const isPayload = (path: string) => (response: Response) =>
      new URL(response.url()).pathname === path && Boolean(response.request().headers()['rsc']) && !response.request().headers()['next-router-segment-prefetch']
    await page.goto('/galleries')
    await prefetchOnIntentReady(page)
    const main = page.getByRole('main')
    // The cart is the visitor's own: never fetched ahead, however long the pointer rests on it.
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).hover()
    const scriptsAtLoad = scripts.length
    const gallery = page.waitForResponse(isPayload('/galleries/life-at-atrium'))
    const link = main.getByRole('link', { name: 'Life at Atrium' }).first()
    await link.hover()
    expect((await gallery).status()).toBe(200)
    // The gallery's client code is named in the data fetched ahead, so it comes with it.
    await expect.poll(() => scripts.length).toBeGreaterThan(scriptsAtLoad)
    const album = page.waitForResponse(isPayload('/albums/our-story'))
    await afterNetworkQuiet(page, () => main.locator('a[href="/albums/our-story"]').hover())
    expect((await album).status()).toBe(200)
    expect(payloads).toEqual(['/galleries/life-at-atrium', '/albums/our-story'])
    // Followed from the keyboard with the pointer out of the way: a pointer left over the new page's
    // thumbnails would rightly start loading the viewer's code.
    await page.mouse.move(0, 0)
    await link.focus()
    const scriptsBefore = scripts.length
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Life at Atrium')
    await expect(page).toHaveURL(/\/galleries\/life-at-atrium$/)
    expect(payloads).toEqual(['/galleries/life-at-atrium', '/albums/our-story'])
    // Its client parts came ahead too: the click fetched no code, and a thumbnail opens the viewer in place.
    await expect(page.locator('#gallery-root[data-viewer="ready"]')).toHaveCount(1)
    expect(scripts.slice(scriptsBefore)).toEqual([])
    await page.locator('.gallery-body a[data-photo-id]').first().click()
    await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toBeVisible()
  })

  test('keyboard focus resting on a link fetches its page ahead too', async ({ page }) => {
    await page.goto('/galleries')
    await prefetchOnIntentReady(page)
    const album = page.waitForResponse((response) => new URL(response.url()).pathname === '/albums/our-story' && Boolean(response.request().headers()['rsc']))
    await page.getByRole('main').locator('a[href="/albums/our-story"]').focus()
    expect((await album).status()).toBe(200)
  })

  test('no page fetches other pages ahead on load: only what the visitor points at', async ({ page }) => {
    const payloads: string[] = []
    page.on('request', (request) => request.headers()['rsc'] && payloads.push(request.url()))
    // The empty cart and checkout link to the galleries; the home page has galleries, albums and
    // menus; search results page on; the missing page links home.
    for (const path of ['/', '/cart', '/checkout', '/galleries', '/about', '/search?q=office', '/no-such-page']) {
      await page.goto(path)
      await pageSettled(page)
      expect(payloads, path).toEqual([])
    }
  })

  test('albums drill in with a breadcrumb, and Back returns', async ({ page }) => {
    await page.goto('/albums/our-story')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our story')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Every picture we have published/)
    await page.getByRole('link', { name: /Inside Atrium/ }).click()
    await expect(page).toHaveURL(/\/albums\/our-story\/inside-atrium$/)
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('link')).toHaveText(['Galleries', 'Our story', 'Inside Atrium'])
    await expect(breadcrumb.getByRole('link', { name: 'Inside Atrium' })).toHaveAttribute('aria-current', 'page')
    // A gallery opened from an album stays inside it: its address and breadcrumb keep the album.
    await page.getByRole('link', { name: /Events and conferences/ }).first().click()
    await expect(page).toHaveURL(/\/albums\/our-story\/inside-atrium\/events-and-conferences$/)
    await expect(breadcrumb.getByRole('link')).toHaveText(['Galleries', 'Our story', 'Inside Atrium', 'Events and conferences'])
    await page.goBack()
    await expect(page).toHaveURL(/\/albums\/our-story\/inside-atrium$/)
    await breadcrumb.getByRole('link', { name: 'Our story' }).click()
    await expect(page).toHaveURL(/\/albums\/our-story$/)
    // A path whose parts are not nested in each other does not exist.
    expect((await page.goto('/albums/inside-atrium/our-story'))?.status()).toBe(404)
  })
})
