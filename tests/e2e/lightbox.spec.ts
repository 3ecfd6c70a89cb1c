import crypto from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import type { Page, Request } from '@playwright/test'

import { SAME_ORIGIN, axeViolations, expectReachable, galleryItems, isReachable, pageSettled, photoPageLive, scriptsContaining, viewerClosed, viewerOpenerReady } from '../helpers/e2e'
import { adminApi, expect, test } from '../helpers/fixtures'
import { afterNetworkQuiet } from '../helpers/networkQuiet'

/**
 * The photo viewer in a real browser: opening by click, address and old hash; walking by button,
 * key, swipe and filmstrip; slideshow on a fake clock; size, info, share and download; history,
 * focus and accessibility. Its galleries are made through the REST API, as an editor would.
 */

const stamp = crypto.randomBytes(3).toString('hex')
const FINITE = `viewer-${stamp}`
const LOOPING = `viewer-loop-${stamp}`
const PAGED = `viewer-paged-${stamp}`
const AUTOPLAY = `viewer-auto-${stamp}`
const SLIDING = `viewer-slide-${stamp}`
const FULLSCREEN = `viewer-full-${stamp}`
const SHAPED = `viewer-shape-${stamp}`
let items: number[] = []
let galleryLegacyId = 0

test.beforeAll(async ({ request }) => {
  const admin = await adminApi(request)
  const office = await galleryItems(request, 'life-at-atrium')
  items = office.slice(0, 6)
  galleryLegacyId = 9000 + Math.floor(Math.random() * 900)
  const create = (data: Record<string, unknown>) => admin.publish('galleries', { view: 'thumbnails', ...data })
  await create({
    title: 'Viewer test',
    slug: FINITE,
    legacyId: galleryLegacyId,
    items,
    viewOptions: { custom: true, lazyLoad: false },
    lightbox: { custom: true, loop: false, slideshowInterval: 2, effect: 'none', effectDuration: 0, preloadCount: 2, filmstrip: true, share: true, infoAlwaysShown: false },
    behaviour: { custom: true, downloads: true, rating: true, rightClickProtection: true },
  })
  await create({
    title: 'Viewer paged test',
    slug: PAGED,
    items: office.slice(0, 5),
    viewOptions: { custom: true, perPage: 2 },
    controls: { custom: true, paging: 'pagination' },
  })
  await create({
    title: 'Viewer loop test',
    slug: LOOPING,
    items: office.slice(0, 4),
    lightbox: { custom: true, loop: true, slideshowInterval: 3, effect: 'fade', effectDuration: 1, filmstrip: false },
  })
  await create({
    title: 'Viewer autoplay test',
    slug: AUTOPLAY,
    items: office.slice(0, 3),
    lightbox: { custom: true, loop: false, autoplay: true, openMaximized: true, slideshowInterval: 2, effect: 'none', filmstrip: true, filmstripPosition: 'left' },
  })
  await create({
    // Not "fullscreen" in its title: the search spec checks that a setting's name finds nothing.
    title: 'Viewer whole-screen test',
    slug: FULLSCREEN,
    items: office.slice(0, 3),
    lightbox: { custom: true, openFullscreen: true, filmstrip: true, share: true },
    behaviour: { custom: true, comments: true },
  })
  await create({
    title: 'Viewer shape test',
    slug: SHAPED,
    items: office.slice(0, 4),
    lightbox: { custom: true, openMaximized: true, filmstrip: true, filmstripPosition: 'right', filmstripSize: 100, controlBarPosition: 'top', infoPosition: 'bottom', infoAlwaysShown: true },
  })
  await create({
    title: 'Viewer slide test',
    slug: SLIDING,
    items: office.slice(0, 5),
    lightbox: { custom: true, loop: false, slideshowInterval: 0, effect: 'slide', effectDuration: 1, filmstrip: false },
  })
})

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo viewer' })
const counter = (page: Page) => viewer(page).locator('.lb-counter')
const announcement = (page: Page) => viewer(page).getByRole('status').filter({ hasText: /^Photo \d+ of \d+/ })

async function openFirst(page: Page, slug = FINITE, query = '') {
  await page.goto(`/galleries/${slug}${query}`)
  await viewerOpenerReady(page)
  await page.locator('.gallery-body a[data-photo-id]').first().click()
  await expect(viewer(page)).toBeVisible()
}

test.describe('photo viewer', () => {
  test('a click opens it at the photo’s address; buttons and keys walk; Esc closes without a history entry and focus returns', async ({ page }) => {
    await page.goto(`/galleries/${FINITE}`)
    await viewerOpenerReady(page)
    const historyBefore = await page.evaluate(() => history.length)
    const first = page.locator('.gallery-body a[data-photo-id]').first()
    const firstTitle = await first.locator('img').getAttribute('alt')
    await first.click()
    await expect(viewer(page)).toBeVisible()
    await expect(viewer(page)).toHaveAttribute('aria-modal', 'true')
    await expect(page).toHaveURL(new RegExp(`/galleries/${FINITE}/photos/${items[0]}$`))
    await expect(counter(page)).toHaveText('1 / 6')
    await expect(announcement(page)).toHaveText(/^Photo 1 of 6: /)
    expect(firstTitle).toBeTruthy()
    // Focus is inside the dialog.
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true)

    await viewer(page).getByRole('button', { name: 'Next photo' }).click()
    await expect(counter(page)).toHaveText('2 / 6')
    await expect(page).toHaveURL(new RegExp(`/photos/${items[1]}$`))
    await page.keyboard.press('ArrowRight')
    await expect(counter(page)).toHaveText('3 / 6')
    await page.keyboard.press('ArrowLeft')
    await expect(counter(page)).toHaveText('2 / 6')
    // Photo changes replace the address: one entry for the whole visit.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1)

    await page.keyboard.press('Escape')
    await expect(viewer(page)).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/galleries/${FINITE}$`))
    // Focus is back on the thumbnail that opened the viewer: the close has run to its last step,
    // and it left no entry of its own in the history.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.photoId)).toBe(String(items[0]))
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1)
  })

  test('Back closes it and keeps the scroll position; Close does the same', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 500 })
    await page.goto(`/galleries/${FINITE}`)
    await viewerOpenerReady(page)
    const last = page.locator('.gallery-body a[data-photo-id]').last()
    await last.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    await last.click()
    await expect(viewer(page)).toBeVisible()
    await page.goBack()
    await expect(viewer(page)).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/galleries/${FINITE}$`))
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5)

    await last.click()
    await viewer(page).getByRole('button', { name: 'Close', exact: true }).click()
    await expect(viewer(page)).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/galleries/${FINITE}$`))
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5)
  })

  test('without loop the arrows hide at the ends; with loop they wrap', async ({ page }) => {
    await openFirst(page)
    await expect(viewer(page).getByRole('button', { name: 'Previous photo' })).toBeHidden()
    await viewer(page).getByRole('button', { name: 'Next photo' }).click()
    await expect(viewer(page).getByRole('button', { name: 'Previous photo' })).toBeVisible()
    for (let n = 3; n <= 6; n++) {
      await page.keyboard.press('ArrowRight')
      await expect(counter(page)).toHaveText(`${n} / 6`)
    }
    await expect(viewer(page).getByRole('button', { name: 'Next photo' })).toBeHidden()

    await openFirst(page, LOOPING)
    await viewer(page).getByRole('button', { name: 'Previous photo' }).click()
    await expect(counter(page)).toHaveText('4 / 4')
  })

  test('the address carries the visitor’s order: the viewer walks the sorted list, also after a reload', async ({ page }) => {
    await page.goto(`/galleries/${FINITE}?sort=title&dir=desc`)
    const titles = await page.locator('.gallery-body a[data-photo-id] img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
    await viewerOpenerReady(page)
    await page.locator('.gallery-body a[data-photo-id]').first().click()
    await expect(viewer(page)).toBeVisible()
    await expect(page).toHaveURL(/\/photos\/\d+\?sort=title&dir=desc$/)
    await viewer(page).getByRole('button', { name: 'Next photo' }).click()
    await expect(viewer(page).locator('.yarl__slide_current img')).toHaveAttribute('alt', titles[1]!)
    await page.reload()
    await photoPageLive(page)
    await expect(counter(page)).toHaveText('2 / 6')
    await expect(viewer(page).locator('.yarl__slide_current img')).toHaveAttribute('alt', titles[1]!)
  })

  test('loading a photo address opens the viewer over its gallery; closing shows the gallery', async ({ page }) => {
    await page.goto(`/galleries/${FINITE}/photos/${items[2]}`)
    await expect(viewer(page).locator('.sv-counter')).toHaveText('3 / 6')
    await photoPageLive(page)
    await expect(counter(page)).toHaveText('3 / 6')
    await viewer(page).getByRole('button', { name: 'Close', exact: true }).click()
    await expect(viewer(page)).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/galleries/${FINITE}$`))
    await expect(page.locator('.gallery-body a[data-photo-id]')).toHaveCount(6)
    await expect(page.getByRole('heading', { name: 'Viewer test' })).toBeVisible()
  })

  test('without JavaScript a photo address is a complete page with previous, next and close links', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto(`/galleries/${FINITE}/photos/${items[0]}`)
    const dialog = page.getByRole('dialog', { name: 'Photo viewer' })
    await expect(dialog.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(dialog.getByText('1 / 6')).toBeVisible()
    await dialog.getByRole('link', { name: /Next photo/ }).click()
    await expect(page).toHaveURL(new RegExp(`/photos/${items[1]}$`))
    await page.getByRole('dialog', { name: 'Photo viewer' }).getByRole('link', { name: 'Close', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/galleries/${FINITE}$`))
    await context.close()
  })

  test('a photo page fetches the live viewer only at the first input', async ({ page }) => {
    const VIEWER = 'lb-counter'
    const scripts = await scriptsContaining(page, VIEWER)
    await afterNetworkQuiet(page, async () => {
      await page.goto(`/galleries/${FINITE}/photos/${items[1]}`)
      await viewerOpenerReady(page)
    })
    expect(scripts.count()).toBe(0)
    // Enter on the server viewer's own "Details" opens them, and the live viewer (whose info panel
    // would take their place closed) waits while they are open. (A pointer's move brings it at once.)
    await viewer(page).getByText('Details', { exact: true }).focus()
    await afterNetworkQuiet(page, () => page.keyboard.press('Enter'))
    await expect(viewer(page).getByText('Camera')).toBeVisible()
    await afterNetworkQuiet(page, () => page.keyboard.press('Tab'))
    expect(scripts.count()).toBe(0)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(viewer(page).getByText('Camera')).toBeHidden()
    await photoPageLive(page)
    expect(scripts.count()).toBeGreaterThan(0)
    await expect(counter(page)).toHaveText('2 / 6')
  })

  // The gallery's viewer settings shape both viewers alike: box or whole window, filmstrip and its side, bar and info.
  for (const [name, slug, size] of [
    ['a box with a filmstrip under it', () => FINITE, { width: 1280, height: 800 }],
    ['a box without a filmstrip', () => LOOPING, { width: 1280, height: 800 }],
    ['the whole window, a filmstrip on the right, the bar on top', () => SHAPED, { width: 1280, height: 800 }],
    ['a phone', () => FINITE, { width: 390, height: 844 }],
  ] as const) {
    test(`the live viewer shows the photo where the server's viewer did: ${name}`, async ({ page }) => {
      await page.setViewportSize(size)
      await page.goto(`/galleries/${slug()}/photos/${items[1]}`)
      const image = viewer(page).locator('.sv-media img')
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
      // The server's photo: its box, less the bands `object-fit: contain` leaves.
      const shown = await image.evaluate((element: HTMLImageElement) => {
        const box = element.getBoundingClientRect()
        // (scale-down: never larger than the file, as in the live viewer)
        const scale = Math.min(1, box.width / element.naturalWidth, box.height / element.naturalHeight)
        const [width, height] = [element.naturalWidth * scale, element.naturalHeight * scale]
        return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height }
      })
      await photoPageLive(page)
      const live = viewer(page).locator('.yarl__slide_current img')
      await expect(live).toBeVisible()
      const box = (await live.boundingBox())!
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box[key] - shown[key]), key).toBeLessThanOrEqual(2)
    })
  }

  test('the server’s filmstrip keeps the current photo in view, in the middle of a long walk and at its end, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const office = await galleryItems(page.request, 'life-at-atrium')
    for (const id of [office[14], office.at(-1)]) {
      await page.goto(`/galleries/life-at-atrium/photos/${id}`)
      const strip = (await viewer(page).locator('.sv-strip ul').boundingBox())!
      const current = (await viewer(page).locator('.sv-strip a[aria-current="page"]').boundingBox())!
      expect(current.x).toBeGreaterThanOrEqual(strip.x)
      expect(current.x + current.width).toBeLessThanOrEqual(strip.x + strip.width)
    }
  })

  test('the server’s stage has its size before its filmstrip has arrived, so a page painted mid-parse does not move: a strip under it, on the right, on a phone', async ({ page }) => {
    for (const [slug, size] of [
      [FINITE, { width: 1280, height: 800 }],
      [SHAPED, { width: 1280, height: 800 }],
      [FINITE, { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size)
      await page.goto(`/galleries/${slug}/photos/${items[1]}`)
      // Hydrated first (it only waits, no input): React must not put the strip back.
      await viewerOpenerReady(page)
      const stage = viewer(page).locator('.sv-stage')
      const whole = await stage.boundingBox()
      // As the first frame of a page still being parsed has it (Lighthouse's phone saw a shift): no strip yet.
      await viewer(page).locator('.sv-strip').evaluate((strip) => strip.remove())
      expect(await stage.boundingBox(), `${slug} at ${size.width} px`).toEqual(whole)
    }
  })

  test('a first press on a photo page does not throw it into fullscreen, even where the gallery opens its viewer so', async ({ page }) => {
    await page.goto(`/galleries/${FULLSCREEN}/photos/${items[0]}`)
    await viewerOpenerReady(page)
    // A press on the photo is a user gesture the browser would allow fullscreen for.
    const photo = (await viewer(page).locator('.sv-media img').boundingBox())!
    await page.mouse.click(photo.x + photo.width / 2, photo.y + photo.height / 2)
    await expect(page.locator('.atrium-lightbox')).toBeVisible()
    await expect(viewer(page).getByRole('button', { name: 'Enter fullscreen' })).toBeVisible()
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull()
  })

  test('the server’s viewer opens its details where the gallery always shows the info', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto(`/galleries/${SHAPED}/photos/${items[1]}`)
    await expect(viewer(page).getByText('Camera')).toBeVisible()
    await page.goto(`/galleries/${FINITE}/photos/${items[1]}`)
    await expect(viewer(page).getByText('Camera')).toBeHidden()
    await context.close()
  })

  test('a gallery whose slideshow starts on open has its live viewer at once, playing', async ({ page }) => {
    await page.goto(`/galleries/${AUTOPLAY}/photos/${items[0]}`)
    await expect(viewer(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
  })

  test('before the live viewer comes, → and ← follow the server viewer’s links; on the page they lead to, the live one opens at once', async ({ page }) => {
    await page.goto(`/galleries/${FINITE}/photos/${items[1]}`)
    await viewerOpenerReady(page)
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(new RegExp(`/photos/${items[2]}$`))
    // The visitor is here to use the viewer: on the next photo's page the live one opens at once.
    await expect(counter(page)).toHaveText('3 / 6')
    await page.goto(`/galleries/${FINITE}/photos/${items[1]}`)
    await viewerOpenerReady(page)
    await page.keyboard.press('ArrowLeft')
    await expect(page).toHaveURL(new RegExp(`/photos/${items[0]}$`))
    await expect(counter(page)).toHaveText('1 / 6')
  })

  test('before the live viewer comes, Esc follows the server viewer’s Close to the gallery', async ({ page }) => {
    await page.goto(`/galleries/${FINITE}/photos/${items[1]}`)
    await viewerOpenerReady(page)
    await page.keyboard.press('Escape')
    await viewerClosed(page)
    await expect(page).toHaveURL(new RegExp(`/galleries/${FINITE}$`))
  })

  test('under its viewer a photo address shows the gallery page that holds the photo', async ({ page }) => {
    const paged = await galleryItems(page.request, PAGED)
    await page.goto(`/galleries/${PAGED}/photos/${paged[4]}`)
    await photoPageLive(page)
    await expect(counter(page)).toHaveText('5 / 5')
    await viewer(page).getByRole('button', { name: 'Close', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/galleries/${PAGED}\\?page=3$`))
    await expect(page.locator(`.gallery-body a[data-photo-id="${paged[4]}"]`)).toBeVisible()
  })

  test('an old #bwg link opens its photo by the old gallery id', async ({ page }) => {
    await page.goto(`/galleries/${FINITE}#bwg${galleryLegacyId}/${items[3]}`)
    await expect(viewer(page)).toBeVisible()
    await expect(counter(page)).toHaveText('4 / 6')
    await expect(page).toHaveURL(new RegExp(`/photos/${items[3]}$`))
  })

  test('an unknown photo or one from another gallery is a 404 page', async ({ page }) => {
    const other = (await galleryItems(page.request, 'events-and-conferences'))[0]
    expect((await page.goto(`/galleries/${FINITE}/photos/${other}`))?.status()).toBe(404)
    expect((await page.goto(`/galleries/${FINITE}/photos/99999999`))?.status()).toBe(404)
  })

  test('the filmstrip lists every photo by title, changes photo and marks the current one; swipe walks too', async ({ page }) => {
    await openFirst(page)
    const strip = viewer(page).getByRole('list', { name: 'Filmstrip' })
    await expect(strip.getByRole('button')).toHaveCount(6)
    const firstTitle = (await announcement(page).textContent())!.replace(/^Photo 1 of 6: /, '')
    await expect(strip.getByRole('button').first()).toHaveAccessibleName(firstTitle)
    await strip.getByRole('button').nth(2).click()
    await expect(counter(page)).toHaveText('3 / 6')
    await expect(strip.locator('[aria-current="true"]')).toHaveCount(1)
    await expect(strip.getByRole('button').nth(2)).toHaveAttribute('aria-current', 'true')
    // Choosing the current photo again changes nothing.
    const url = page.url()
    await strip.locator('[aria-current="true"]').click()
    await expect(counter(page)).toHaveText('3 / 6')
    expect(page.url()).toBe(url)
    // A mouse drag is a swipe to the stage.
    const box = (await viewer(page).locator('.yarl__slide_current').boundingBox())!
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 })
    await page.mouse.up()
    await expect(counter(page)).toHaveText('4 / 6')
  })

  test('the slideshow plays on its interval, waits while the window is unfocused and stops at the end without loop', async ({ page }) => {
    await page.clock.install()
    await openFirst(page)
    await viewer(page).getByRole('button', { name: 'Play slideshow' }).click()
    await expect(viewer(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    await page.clock.runFor(2100)
    await expect(counter(page)).toHaveText('2 / 6')
    await page.evaluate(() => window.dispatchEvent(new Event('blur')))
    await page.clock.runFor(6000)
    await expect(counter(page)).toHaveText('2 / 6')
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await page.clock.runFor(2100)
    await expect(counter(page)).toHaveText('3 / 6')
    // Space pauses and plays.
    await viewer(page).locator('.yarl__slide_current').click()
    await expect(viewer(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await page.clock.runFor(4000)
    await expect(counter(page)).toHaveText('3 / 6')
    await page.locator('body').press(' ')
    await page.clock.runFor(2100 * 3 + 2100)
    await expect(counter(page)).toHaveText('6 / 6')
    await expect(viewer(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('an open comments panel holds the slideshow (?panel=comments)', async ({ page }) => {
    await page.clock.install()
    await page.goto(`/galleries/${FINITE}/photos/${items[0]}?panel=comments`)
    await viewer(page).getByRole('button', { name: 'Play slideshow' }).click()
    await expect(viewer(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    await page.clock.runFor(6500)
    await expect(counter(page)).toHaveText('1 / 6')
  })

  test('right-click is blocked on the viewer’s photo only where the gallery asks for it', async ({ page }) => {
    const blocked = () =>
      page.evaluate(() => {
        const image = document.querySelector('.atrium-lightbox .yarl__slide_current img')!
        return !image.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))
      })
    await openFirst(page)
    await expect(viewer(page).locator('.yarl__slide_current img')).toBeVisible()
    expect(await blocked()).toBe(true)
    await openFirst(page, LOOPING)
    await expect(viewer(page).locator('.yarl__slide_current img')).toBeVisible()
    expect(await blocked()).toBe(false)
  })

  test('a video shows its poster; the provider’s player loads on play and goes on photo change', async ({ page }) => {
    const outside: string[] = []
    await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => {
      outside.push(route.request().url())
      return route.abort()
    })
    await openFirst(page, 'video-stories')
    const current = viewer(page).locator('.yarl__slide_current')
    expect(outside).toEqual([])
    await current.getByRole('button', { name: /^Play video: / }).click()
    await expect(current.locator('iframe')).toHaveAttribute('src', /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|www\.dailymotion\.com|www\.instagram\.com)\//)
    await viewer(page).getByRole('button', { name: 'Next photo' }).click()
    await expect(viewer(page).locator('iframe')).toHaveCount(0)
  })

  test('maximize, fullscreen, info, rating and hide controls swap their names', async ({ page }) => {
    await openFirst(page)
    const button = (name: string) => viewer(page).getByRole('button', { name, exact: true })
    await button('Maximize').click()
    await expect(button('Restore size')).toBeVisible()
    await button('Restore size').click()
    await button('Enter fullscreen').click()
    await expect(button('Exit fullscreen')).toBeVisible()
    await expect(button('Maximize')).toHaveCount(0)
    // The whole viewer goes fullscreen: the photo, its control bar and the filmstrip.
    expect(await page.evaluate(() => ['.yarl__slide_current', '.lb-bar', '.lb-filmstrip'].map((selector) => Boolean(document.fullscreenElement?.querySelector(selector))))).toEqual([true, true, true])
    await button('Exit fullscreen').click()
    await expect(button('Enter fullscreen')).toBeVisible()
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull()

    await button('Show info').click()
    const info = viewer(page).locator('.lb-info')
    await expect(info.getByRole('heading', { level: 2 })).toBeVisible()
    await expect(info.getByText(/\d+ × \d+ pixels/)).toBeVisible()
    await button('Hide info').click()
    await expect(info).toHaveCount(0)

    await button('Show rating').click()
    const stars = viewer(page).getByRole('radiogroup', { name: 'Rate this photo' })
    await expect(stars).toBeVisible()
    await button('Hide rating').click()
    await expect(stars).toHaveCount(0)

    await button('Hide controls').click()
    await expect(button('Show controls')).toBeVisible()
    await expect(button('Show info')).toBeHidden()
    await button('Show controls').click()
    await expect(button('Show info')).toBeVisible()
  })

  test('share falls back to direct links for the photo address', async ({ page }) => {
    await openFirst(page)
    await viewer(page).getByRole('button', { name: 'Share', exact: true }).click()
    const menu = viewer(page).getByRole('group', { name: 'Share this photo' })
    const photoUrl = encodeURIComponent(new URL(page.url()).toString())
    await expect(menu.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${photoUrl}`)
    await expect(menu.getByRole('link', { name: 'X' })).toHaveAttribute('href', new RegExp(`url=${photoUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    await expect(menu.getByRole('link', { name: 'Pinterest' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'LinkedIn' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:/)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await menu.getByRole('button', { name: 'Copy link' }).click()
    await expect(menu.getByRole('status')).toHaveText('Link copied.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })

  test('Esc closes the innermost open thing first, focus goes back to its button, and the next Esc closes the viewer', async ({ page }) => {
    await openFirst(page)
    const share = viewer(page).getByRole('button', { name: 'Share', exact: true })
    await share.click()
    const menu = viewer(page).getByRole('group', { name: 'Share this photo' })
    await expect(menu.getByRole('link', { name: 'Facebook' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await expect(viewer(page)).toBeVisible()
    await expect(share).toBeFocused()
    await page.keyboard.press('Escape')
    await viewerClosed(page)

    // The comments panel: Esc on its controls closes it (not the viewer) and focus returns to its button.
    await openFirst(page, 'life-at-atrium')
    await viewer(page).getByRole('button', { name: 'Show comments' }).click()
    const consent = viewer(page).getByRole('checkbox', { name: 'I agree to the privacy policy' })
    await consent.focus()
    await page.keyboard.press('Escape')
    await expect(consent).toHaveCount(0)
    await expect(viewer(page).getByRole('button', { name: 'Show comments' })).toBeFocused()
    // Also from a text field (Esc is the way out, not a character): what was typed is kept.
    await viewer(page).getByRole('button', { name: 'Show comments' }).click()
    const text = viewer(page).getByRole('textbox', { name: 'Comment' })
    await text.fill('Half a thought')
    await text.press('Escape')
    await expect(text).toHaveCount(0)
    await expect(viewer(page).getByRole('button', { name: 'Show comments' })).toBeFocused()
    await viewer(page).getByRole('button', { name: 'Show comments' }).click()
    await expect(viewer(page).getByRole('textbox', { name: 'Comment' })).toHaveValue('Half a thought')
    await page.keyboard.press('Escape')
    await expect(viewer(page).getByRole('button', { name: 'Show comments' })).toBeFocused()
    await page.keyboard.press('Escape')
    await viewerClosed(page)

    // Focus lost to the page (the control that held it went away): Esc still closes the viewer.
    await openFirst(page)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    await page.keyboard.press('Escape')
    await expect(viewer(page)).toHaveCount(0)
  })

  test('a post from another site whose slide code cannot be fetched keeps its poster and a link to it; the viewer goes on working', async ({ page }) => {
    const refused = await scriptsContaining(page, 'lb-embed-play', 'refuse')
    await openFirst(page, 'video-stories')
    // The first photo is a YouTube video (the next one, a Vimeo video, is laid out beside it).
    const watch = viewer(page).getByRole('link', { name: 'Watch on YouTube' })
    await expect(watch).toBeVisible()
    // Clear of the control bar over the foot of the slide.
    await expect.poll(() => isReachable(watch)).toBe(true)
    expect(refused.count()).toBeGreaterThan(0)
    await expect(viewer(page).locator('.lb-embed-facade img').first()).toBeVisible()
    // The rest of the viewer still answers: the next photo, then Esc.
    await viewer(page).getByRole('button', { name: 'Next photo' }).click()
    await expect(counter(page)).toHaveText(/^2 \/ /)
    await page.keyboard.press('Escape')
    await expect(viewer(page)).toHaveCount(0)
  })

  test('a video in a gallery is rated, commented and counted like a photo', async ({ page }) => {
    await openFirst(page, 'video-stories')
    await viewer(page).getByRole('button', { name: 'Show rating' }).click()
    const stars = viewer(page).getByRole('radiogroup', { name: 'Rate this photo' })
    await expect(stars).toBeVisible()
    const vote = page.waitForResponse((response) => /\/rating$/.test(response.url()) && response.request().method() === 'POST')
    await stars.locator('label').nth(3).click()
    expect((await vote).status()).toBe(200)
    await expect(viewer(page).locator('.lb-rating-hint')).toContainText('You have already rated.')
    await viewer(page).getByRole('button', { name: 'Show comments' }).click()
    await expect(viewer(page).getByRole('button', { name: 'Post comment' })).toBeVisible()
  })

  test('a photo page and its gallery reach network idle within seconds, also on a second visit (nothing left pending)', async ({ page }) => {
    const office = await galleryItems(page.request, 'life-at-atrium')
    const pending = new Set<Request>()
    page.on('request', (request) => pending.add(request))
    page.on('requestfinished', (request) => pending.delete(request))
    page.on('requestfailed', (request) => pending.delete(request))
    for (const path of [`/galleries/life-at-atrium/photos/${office[2]}`, '/galleries/life-at-atrium', `/galleries/life-at-atrium/photos/${office[3]}`, `/galleries/life-at-atrium/photos/${office[2]}`]) {
      await page.goto(path)
      // A request left open never goes idle; a first visit on a loaded 2-core machine takes over 5 s.
      await pageSettled(page)
      if (!path.includes('/photos/')) continue
      // Then the live viewer, with its list, its photos and their totals: all of it answered too.
      await photoPageLive(page)
      await expect.poll(() => [...pending].map((request) => request.url()), { timeout: 10_000 }).toEqual([])
    }
  })

  test('the viewer’s data follows the editor: a changed setting reaches the cached photo list', async ({ request, admin }) => {
    const slides = async () => (await (await request.get(`/galleries/${LOOPING}/slides`)).json()).settings.share as boolean
    expect(await slides()).toBe(true)
    const id = (await (await request.get(`/api/galleries?where[slug][equals]=${LOOPING}&depth=0`)).json()).docs[0].id
    await admin.update('galleries', id, { lightbox: { custom: true, share: false } })
    await expect.poll(slides, { timeout: 15_000 }).toBe(false)
  })

  test('on a narrow screen the filmstrip scrolls by its arrows without changing photo, loads only what it shows and follows the current photo', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await openFirst(page)
    const strip = viewer(page).getByRole('list', { name: 'Filmstrip' })
    const back = viewer(page).getByRole('button', { name: 'Scroll filmstrip back' })
    const forward = viewer(page).getByRole('button', { name: 'Scroll filmstrip forward' })
    await expect(back).toHaveAttribute('aria-disabled', 'true')
    await expect(forward).not.toHaveAttribute('aria-disabled')
    // Thumbnails out of sight have no image yet.
    expect(await strip.locator('img').count()).toBeLessThan(6)
    const scrolled = () => strip.evaluate((list) => list.scrollLeft)
    await forward.click()
    await expect.poll(scrolled).toBeGreaterThan(0)
    await expect(back).not.toHaveAttribute('aria-disabled')
    await expect(counter(page)).toHaveText('1 / 6')
    await expect.poll(() => strip.locator('img').count()).toBeGreaterThan(1)
    // Back to the start, then walk to the end: the strip follows the current photo.
    await back.click()
    await expect.poll(scrolled).toBe(0)
    for (let n = 0; n < 5; n++) await page.keyboard.press('ArrowRight')
    await expect(counter(page)).toHaveText('6 / 6')
    const inView = () =>
      strip.evaluate((list) => {
        const current = list.querySelector('[aria-current="true"]')!.getBoundingClientRect()
        const box = list.getBoundingClientRect()
        return current.left >= box.left - 1 && current.right <= box.right + 1
      })
    await expect.poll(inView).toBe(true)
    await expect(forward).toHaveAttribute('aria-disabled', 'true')
    // Keys work from the strip too: ← walks back, Esc closes.
    await forward.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(counter(page)).toHaveText('5 / 6')
    await page.keyboard.press('Escape')
    await expect(viewer(page)).toBeHidden()
  })

  for (const [name, size] of [['a 320 px wide phone', { width: 320, height: 568 }], ['200% zoom (640 × 400 CSS px)', { width: 640, height: 400 }]] as const) {
    test(`usable on ${name}: every control inside the window, the viewer never wider than it`, async ({ page }) => {
      await page.setViewportSize(size)
      await openFirst(page)
      await expect(counter(page)).toHaveText('1 / 6')
      const outside = await viewer(page).evaluate((dialog, width) =>
        [...dialog.querySelectorAll('button')]
          .filter((button) => button.offsetParent !== null && !button.closest('.lb-strip-list'))
          .map((button) => ({ name: button.getAttribute('aria-label') ?? button.textContent, box: button.getBoundingClientRect() }))
          .filter(({ box }) => box.left < 0 || box.right > width || box.width < 24 || box.height < 24)
          .map(({ name }) => name), size.width)
      expect(outside).toEqual([])
      // The viewer itself never scrolls sideways (the page under it is the site chrome's business).
      const root = await page.locator('.atrium-lightbox').evaluate((element) => ({ width: element.getBoundingClientRect().width, scroll: element.scrollWidth }))
      expect(root.width).toBeLessThanOrEqual(size.width)
      expect(root.scroll).toBeLessThanOrEqual(size.width)
      await viewer(page).getByRole('button', { name: 'Next photo' }).click()
      await expect(counter(page)).toHaveText('2 / 6')
      await viewer(page).getByRole('button', { name: 'Close', exact: true }).click()
      await expect(viewer(page)).toBeHidden()
    })
  }

  for (const [name, size] of [
    ['1280 × 800 (the default 800 × 500 viewer in it)', { width: 1280, height: 800 }],
    ['800 × 500 (the viewer fills it)', { width: 800, height: 500 }],
    ['a 390 × 844 phone', { width: 390, height: 844 }],
  ] as const) {
    test(`panels never cover each other and the comment form is usable on ${name}`, async ({ page }) => {
      await page.setViewportSize(size)
      await openFirst(page)
      const button = (label: string) => viewer(page).getByRole('button', { name: label, exact: true })
      await button('Show info').click()
      await button('Show rating').click()
      await button('Show comments').click()
      const form = viewer(page).locator('.lb-comment-form')
      await expect(form.getByRole('button', { name: 'Post comment' })).toBeVisible()
      const boxes = await viewer(page).evaluate((dialog) => {
        const box = (selector: string) => {
          const element = dialog.querySelector(selector)
          const rect = element?.getBoundingClientRect()
          return rect && rect.width > 0 && rect.height > 0 && getComputedStyle(element!).display !== 'none' ? { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom } : null
        }
        return { comments: box('.lb-comments'), others: [box('.lb-info'), box('.lb-rating')], bar: box('.lb-bar') }
      })
      const overlap = (a: { left: number; top: number; right: number; bottom: number }, b: typeof a) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
      expect(boxes.comments).not.toBeNull()
      for (const other of boxes.others) if (other) expect(overlap(boxes.comments!, other), JSON.stringify({ comments: boxes.comments, other })).toBe(false)
      expect(overlap(boxes.comments!, boxes.bar!)).toBe(false)
      // Everything needed to post is on screen and on top, without scrolling the panel.
      await expectReachable(form.getByRole('textbox', { name: 'Name' }), form.getByRole('textbox', { name: 'Comment' }), form.getByRole('checkbox', { name: 'I agree to the privacy policy' }), form.getByRole('button', { name: 'Post comment' }))
      // And so is the answer: the notice after posting is in view, not under the control bar.
      await form.getByRole('textbox', { name: 'Name' }).fill('Sam')
      await form.getByRole('textbox', { name: 'Comment' }).fill(`Seen on ${name}`)
      await form.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check()
      await form.getByRole('button', { name: 'Post comment' }).click()
      const notice = form.getByRole('status').filter({ hasText: 'Your comment is awaiting moderation.' })
      await expect(notice).toBeVisible({ timeout: 15_000 })
      await expectReachable(notice)
    })
  }

  test('the info panel keeps clear of zoom and close, shows all its text and scrolls by keyboard; with every panel open the viewer passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openFirst(page, 'life-at-atrium')
    const button = (label: string) => viewer(page).getByRole('button', { name: label, exact: true })
    await button('Show info').click()
    const info = viewer(page).locator('.lb-info')
    await expect(info.getByText(/\d+ × \d+ pixels/)).toBeVisible()
    await expectReachable(button('Zoom in'), button('Close'), button('Next photo'))
    // Every line can be read: in view at once, or by scrolling the panel, which takes focus for the keyboard.
    const fits = await info.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)
    if (!fits) await expect(info).toHaveAttribute('tabindex', '0')
    await info.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    await expectReachable(info.getByText(/\d+ × \d+ pixels/))
    await button('Show rating').click()
    await button('Show comments').click()
    await expect(button('Post comment')).toBeVisible()
    expect(await axeViolations(page, '.atrium-lightbox')).toEqual([])
    // A maximized viewer is the window: nothing of the page shows through.
    await button('Maximize').click()
    expect(await page.locator('.atrium-lightbox').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(2, 6, 23)')
  })

  test('on a phone: one row of controls without Maximize or fullscreen, the page behind stays put, and no zoom on a video', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/galleries/life-at-atrium')
    // Before the opener is ready a press follows the link to the photo page instead.
    await viewerOpenerReady(page)
    // A photo half out of the window: opening it must not scroll the gallery behind the viewer.
    const scrolled = await page.evaluate(() => window.scrollY)
    const first = page.locator('.gallery-body a[data-photo-id]').first()
    const box = (await first.boundingBox())!
    expect(box.y + box.height).toBeGreaterThan(844)
    await page.mouse.click(box.x + box.width / 2, 830)
    await expect(viewer(page)).toBeVisible()
    await expect(counter(page)).toHaveText(/^1 \//)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    const bar = viewer(page).locator('.lb-bar-items')
    // Every control on one line: their middles at the same height.
    const middles = await bar.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()).map((box) => box.top + box.height / 2))
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4)
    await expect(viewer(page).getByRole('button', { name: 'Maximize' })).toHaveCount(0)
    await expect(viewer(page).getByRole('button', { name: 'Enter fullscreen' })).toHaveCount(0)
    for (const control of await bar.getByRole('button').all()) expect(await isReachable(control), await control.getAttribute('aria-label') ?? '').toBe(true)
    await viewer(page).getByRole('button', { name: 'Close', exact: true }).click()
    // Close goes back in history: the next page load waits until that has landed.
    await viewerClosed(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)

    // A video (the demo's film, last in Video stories): nothing to zoom.
    await page.goto('/galleries/video-stories')
    await viewerOpenerReady(page)
    await page.locator('.gallery-body a[data-photo-id]').last().click()
    await expect(viewer(page).locator('.yarl__slide_current').getByRole('region', { name: 'Video player' })).toBeVisible()
    await expect(viewer(page).getByRole('button', { name: 'Zoom in' })).toHaveCount(0)
  })

  test('with reduced motion the photos change without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openFirst(page, LOOPING)
    await viewer(page).getByRole('button', { name: 'Next photo' }).click()
    await expect(counter(page)).toHaveText('2 / 4')
    expect(await viewer(page).locator('.yarl__slide_current').evaluate((slide) => getComputedStyle(slide).animationName)).toBe('none')
  })

  test('a change asked for while the photo is still sliding is queued, not lost', async ({ page }) => {
    await openFirst(page, SLIDING)
    await expect(counter(page)).toHaveText('1 / 5')
    // Each slide takes a second; the second and third presses come while the first still runs.
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(counter(page)).toHaveText('4 / 5')
    await expect(page).toHaveURL(new RegExp(`/galleries/${SLIDING}/photos/${(await galleryItems(page.request, SLIDING))[3]}`))
    // Going left: the new index is lower.
    await page.keyboard.press('ArrowLeft')
    await expect(counter(page)).toHaveText('3 / 5')
  })

  test('a setting opens it fullscreen, with its side panel; leaving fullscreen keeps it open, closing leaves fullscreen', async ({ page }) => {
    await page.goto(`/galleries/${FULLSCREEN}`)
    await viewerOpenerReady(page)
    // Fullscreen needs the press's user activation, which lasts a few seconds: the viewer's code and
    // data load on pointing (as for a visitor), so the press opens it at once even on a busy machine.
    const first = page.locator('.gallery-body a[data-photo-id]').first()
    const data = page.waitForResponse((response) => response.url().includes(`/galleries/${FULLSCREEN}/slides`))
    await first.hover()
    await data
    await first.click()
    const button = (name: string) => viewer(page).getByRole('button', { name, exact: true })
    await expect(button('Exit fullscreen')).toBeVisible()
    await expect(page.locator('.atrium-lightbox')).toHaveClass(/lb-maximized/)
    await button('Show comments').click()
    await expect(viewer(page).getByRole('button', { name: 'Hide comments' })).toBeVisible()
    expect(await page.evaluate(() => ['.lb-bar', '.lb-filmstrip', '.lb-side'].map((selector) => Boolean(document.fullscreenElement?.querySelector(selector))))).toEqual([true, true, true])
    await button('Exit fullscreen').click()
    await expect(button('Enter fullscreen')).toBeVisible()
    await expect(page.locator('.atrium-lightbox')).toHaveClass(/lb-normal/)
    await button('Enter fullscreen').click()
    await expect(button('Exit fullscreen')).toBeVisible()
    await button('Close').click()
    await expect(viewer(page)).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull()
  })

  test('settings can open it maximized and playing; the filmstrip can sit at the side', async ({ page }) => {
    await page.clock.install()
    await openFirst(page, AUTOPLAY)
    await expect(page.locator('.atrium-lightbox')).toHaveClass(/lb-maximized/)
    await expect(viewer(page).getByRole('button', { name: 'Restore size' })).toBeVisible()
    await expect(viewer(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    await expect(viewer(page).getByRole('button', { name: 'Scroll filmstrip back' })).toBeVisible()
    const strip = await viewer(page).getByRole('list', { name: 'Filmstrip' }).boundingBox()
    const stage = await viewer(page).locator('.yarl__slide_current').boundingBox()
    expect(strip!.x + strip!.width).toBeLessThanOrEqual(stage!.x + 1)
    await page.clock.runFor(2100)
    await expect(counter(page)).toHaveText('2 / 3')
  })

  test('download needs a valid, unchanged signature and gives an attachment', async ({ page, request }) => {
    await openFirst(page)
    const [download] = await Promise.all([page.waitForEvent('download'), viewer(page).getByRole('button', { name: 'Download', exact: true }).click()])
    // A JPEG, as a visitor expects a downloaded photo to be (the site's own sizes are WebP).
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.jpg$/)

    // Links are handed only to our own pages (the browser says so with Sec-Fetch-Site).
    const crossSite = await request.post(`/galleries/${FINITE}/photos/${items[0]}/download`, { headers: { 'sec-fetch-site': 'cross-site' } })
    expect(crossSite.status()).toBe(403)
    expect((await crossSite.json()).message).toBe('This request did not come from this site. Please use the form on the page.')
    const issued = await request.post(`/galleries/${FINITE}/photos/${items[0]}/download`, { headers: SAME_ORIGIN })
    expect(issued.status()).toBe(200)
    const { url } = await issued.json()
    const good = await request.get(url)
    expect(good.status()).toBe(200)
    expect(good.headers()['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.jpg"$/)
    expect(good.headers()['content-type']).toBe('image/jpeg')
    expect([...(await good.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    const tampered = new URL(url, 'http://x')
    tampered.searchParams.set('signature', tampered.searchParams.get('signature')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')))
    const bad = await request.get(tampered.pathname + tampered.search)
    expect(bad.status()).toBe(403)
    expect((await bad.json()).error).toMatch(/not valid or has expired/)
    const otherPhoto = url.replace(`/photos/${items[0]}/`, `/photos/${items[1]}/`)
    expect((await request.get(otherPhoto)).status()).toBe(403)
    const extended = new URL(url, 'http://x')
    extended.searchParams.set('expires', String(Number(extended.searchParams.get('expires')) + 3600))
    expect((await request.get(extended.pathname + extended.search)).status()).toBe(403)
    // A gallery without downloads issues no link.
    expect((await request.post(`/galleries/${LOOPING}/photos/${items[0]}/download`, { headers: SAME_ORIGIN })).status()).toBe(403)
  })

  test('the open viewer passes axe, traps focus and locks the page scroll', async ({ page }) => {
    await openFirst(page)
    await expect(counter(page)).toHaveText('1 / 6')
    const results = await new AxeBuilder({ page }).include('.atrium-lightbox').analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
    for (let n = 0; n < 25; n++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true)
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow + getComputedStyle(document.documentElement).overflow)).toMatch(/hidden/)
  })

  test('resting the pointer on a photo fetches the very file the viewer then opens with', async ({ page }) => {
    const images: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname)
    })
    await page.goto(`/galleries/${FINITE}`)
    await pageSettled(page)
    const link = page.locator('.gallery-body a[data-photo-id]').nth(1)
    const before = images.length
    await link.hover()
    await expect.poll(() => images.length).toBeGreaterThan(before)
    const fetchedAhead = images.slice(before)
    await link.click()
    const current = viewer(page).locator('.yarl__slide_current img.yarl__slide_image')
    await expect(current).toHaveJSProperty('complete', true)
    const shown = new URL(await current.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname
    expect(fetchedAhead).toContain(shown)
  })

  test('a click asks for its photo first: neighbours, filmstrip thumbnails and live numbers wait until it has loaded', async ({ page }) => {
    await page.goto(`/galleries/${FINITE}`)
    await pageSettled(page)
    // From before the pointer comes over the photo (pointing already fetches ahead) until the
    // viewer's photo has loaded (from the network, or from the cache when the page had that file).
    await page.evaluate(() => {
      const marks = window as unknown as { clickAt: number; shownAt?: number }
      marks.clickAt = performance.now()
      const onLoad = (event: Event) => {
        if (event.target instanceof HTMLImageElement && event.target.closest('.yarl__slide_current')) marks.shownAt ??= performance.now()
      }
      document.addEventListener('load', onLoad, true)
    })
    await page.locator('.gallery-body a[data-photo-id]').nth(2).click()
    const current = viewer(page).locator('.yarl__slide_current img.yarl__slide_image')
    await expect(current).toHaveJSProperty('complete', true)
    const shown = await current.evaluate((image: HTMLImageElement) => image.currentSrc)
    // What the browser fetched since (resource timing: each file once, when first asked for).
    const fetched = () =>
      page.evaluate(() => {
        const clickAt = (window as unknown as { clickAt: number }).clickAt
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime >= clickAt && (entry.initiatorType === 'img' || /\/(engagement|view)$/.test(entry.name)))
          .map((entry) => ({ url: entry.name, start: entry.startTime }))
      })
    // The neighbours (preload 2), the filmstrip's thumbnails and the live numbers do follow.
    await expect.poll(async () => (await fetched()).filter((entry) => entry.url !== shown).length).toBeGreaterThan(3)
    await expect.poll(async () => (await fetched()).some((entry) => entry.url.endsWith('/engagement'))).toBe(true)
    const shownAt = await page.evaluate(() => (window as unknown as { shownAt?: number }).shownAt)
    expect(shownAt).toBeGreaterThan(0)
    const before = (await fetched()).filter((entry) => entry.url !== shown && entry.start < shownAt!)
    expect(before, `${shown} loaded at ${shownAt} ms`).toEqual([])
  })

  test('the viewer code loads only when a photo is pointed at, not on the gallery’s first view', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().includes('/slides')) scripts.push(request.url())
    })
    await page.goto(`/galleries/${FINITE}`)
    await pageSettled(page)
    expect(scripts.filter((url) => url.includes('/slides'))).toEqual([])
    const before = scripts.length
    await page.locator('.gallery-body a[data-photo-id]').first().hover()
    await expect.poll(() => scripts.filter((url) => url.includes('/slides')).length).toBe(1)
    expect(scripts.length).toBeGreaterThan(before + 1)
  })

  test('a viewer of photos loads neither the code of posts from other sites nor the stars’ until they are wanted', async ({ page }) => {
    const [POSTS, STARS] = ['lb-embed-play', 'lb-rating-hint']
    const scripts = await scriptsContaining(page, [POSTS, STARS])
    // Everything the opening asked for (the viewer's code, its list, the photos, their totals) is in.
    await afterNetworkQuiet(page, () => openFirst(page))
    const showRating = viewer(page).getByRole('button', { name: 'Show rating' })
    await expect(showRating).toBeVisible()
    expect([scripts.count(POSTS), scripts.count(STARS)]).toEqual([0, 0])
    // The pointer coming to the button fetches the stars; the press shows them.
    await showRating.hover()
    await expect.poll(() => scripts.count(STARS)).toBe(1)
    await showRating.click()
    await expect(viewer(page).getByRole('radiogroup', { name: 'Rate this photo' })).toBeVisible()
    expect([scripts.count(POSTS), scripts.count(STARS)]).toEqual([0, 1])
  })
})
