import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

import { EMBLA_CODE, galleryItems, measureLayoutShift, pageSettled, scriptsContaining } from '../helpers/e2e'
import { adminApi } from '../helpers/fixtures'

const stamp = Date.now().toString(36)
/** A content slider: fade, no looping, autoplay every 2 s that stops at the last slide, a video slide without a still. */
const PAGE = `slider-${stamp}`

test.beforeAll(async ({ request }) => {
  const { headers } = await adminApi(request)
  const photos = await galleryItems(request, 'life-at-atrium')
  const clips = await (await request.get('/api/videos?where[title][like]=brand motion&depth=0')).json()
  const videoIds = (clips.docs as { id: number }[]).map((doc) => doc.id)
  expect(videoIds.length).toBe(2)
  const response = await request.post('/api/pages', {
    headers,
    data: {
      title: `Slider test ${stamp}`,
      slug: PAGE,
      _status: 'published',
      layout: [
        {
          blockType: 'slider',
          label: 'Fading slides',
          size: 'content',
          aspectRatio: '21:9',
          animation: 'fade',
          speed: 300,
          interval: 2,
          autoplay: true,
          pauseOnHover: true,
          loop: false,
          autoplayStop: 'last',
          slides: [
            { kind: 'image', image: photos[0], heading: 'First fading slide', captionPosition: 'center' },
            { kind: 'video', videoFiles: videoIds, heading: 'A clip without a still', captionPosition: 'bottom-left' },
            { kind: 'image', image: photos[2], heading: 'Last fading slide', captionPosition: 'bottom-right' },
          ],
        },
      ],
    },
  })
  expect(response.status(), await response.text()).toBe(201)
})

const slider = (page: Page, name = 'What Atrium does') => page.getByRole('region', { name })
const dot = (region: Locator, index: number) => region.getByRole('button', { name: `Go to slide ${index}` })
const selectedIndex = (region: Locator) =>
  region.locator('.slider-slide').evaluateAll((slides) => slides.findIndex((slide) => slide.getAttribute('data-selected') === 'true') + 1)

/** Autoplay on, timed from now: paused first if it was playing, then played. */
async function playFromHere(region: Locator) {
  const pause = region.getByRole('button', { name: 'Pause slideshow' })
  if (await pause.isVisible()) await pause.click()
  await region.getByRole('button', { name: 'Play slideshow' }).click()
}

async function startWithPausedClock(page: Page, path: string) {
  const start = new Date('2026-06-01T09:00:00Z')
  await page.clock.install({ time: start })
  // Paused as soon as the page is committed, before its scripts: they come after its first paint,
  // which on a busy machine can be long before the load event (its photos), and a slider live by
  // then had time to play its first slide before the test paused the clock.
  await page.goto(path, { waitUntil: 'commit' })
  // From here on time moves only when the test says so. Paused just after the page's own "now": a
  // fixed instant far ahead made the clock jump there, running every timer on the way (a slider
  // live by then had played through its slides before the test looked).
  // A busy machine can take longer than the margin between reading "now" and pausing (pauseAt
  // refuses a moment already past): then read it again.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now())
    try {
      await page.clock.pauseAt(new Date(now + 500))
      return
    } catch (error) {
      if (attempt === 3 || !String(error).includes('to the past')) throw error
    }
  }
}

test.describe('slider block', () => {
  test('the home page opens with a full-window slider under a clear header, without a layout shift', async ({ page }) => {
    await page.goto('/')
    const region = slider(page)
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(region.getByRole('group', { name: /^Slide \d of 3$/ })).toHaveCount(3)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your people, paid right and looked after')
    // The first slide's picture is the page's largest paint: eager and high priority; the others wait.
    const first = region.locator('.slider-slide').first().locator('img')
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    await expect(first).toHaveAttribute('loading', 'eager')
    await expect(region.locator('.slider-slide').nth(2).locator('img')).toHaveAttribute('loading', 'lazy')
    // Edge to edge and up to the top of the window, under the header, which is clear until 50 px.
    const box = await region.boundingBox()
    // The page's width without its scrollbar (the body's).
    const width = await page.evaluate(() => document.body.getBoundingClientRect().width)
    expect(box).toMatchObject({ x: 0, y: 0, width })
    const header = page.locator('header.site-header')
    await expect(header).toHaveCSS('position', 'fixed')
    await expect(header).not.toHaveClass(/is-scrolled/)
    await expect(header.locator('.site-logo')).toHaveCSS('color', 'rgb(255, 255, 255)')
    const fullHeight = (await header.boundingBox())!.height
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(header).toHaveClass(/is-scrolled/)
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    // It shrinks to half its height, by transform only.
    await expect.poll(async () => { const box = (await header.boundingBox())!; return box.y + box.height }).toBeLessThan(fullHeight / 2 + 1.5)
    await page.evaluate(() => window.scrollTo(0, 0))
    expect(await measureLayoutShift(page)).toBe(0)
  })

  test('buttons, dots and keys move it; a request during a change is ignored; a visitor’s move stops autoplay', async ({ page }) => {
    await startWithPausedClock(page, '/')
    const region = slider(page)
    await expect(region).toHaveAttribute('data-ready', 'true')
    // Autoplay may have moved while the page loaded: let a change that was running settle, then
    // start again from the first slide. The pointer coming to the slider brings its engine.
    await page.clock.runFor(2000)
    await dot(region, 1).click()
    await expect(region).toHaveAttribute('data-engine', 'live')
    await page.clock.runFor(2000)
    expect(await selectedIndex(region)).toBe(1)
    await playFromHere(region)
    await expect(region.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    const next = region.getByRole('button', { name: 'Next slide' })
    // Two presses within one change: the second is ignored.
    await next.click()
    await next.click()
    await page.clock.runFor(2000)
    await expect(dot(region, 2)).toHaveAttribute('aria-current', 'true')
    expect(await selectedIndex(region)).toBe(2)
    // The visitor moved it: autoplay has stopped and says so.
    await expect(region.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await page.clock.runFor(20_000)
    expect(await selectedIndex(region)).toBe(2)

    // ← and → while the pointer is over it.
    await region.hover()
    await page.keyboard.press('ArrowRight')
    await page.clock.runFor(2000)
    await expect(dot(region, 3)).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('ArrowRight')
    await page.clock.runFor(2000)
    await expect(dot(region, 1)).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('ArrowLeft')
    await page.clock.runFor(2000)
    await expect(dot(region, 3)).toHaveAttribute('aria-current', 'true')
    // Elsewhere on the page (pointer and focus outside) the keys are the page's own.
    await page.locator('footer').hover()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('ArrowRight')
    await page.clock.runFor(2000)
    await expect(dot(region, 3)).toHaveAttribute('aria-current', 'true')
    await dot(region, 1).click()
    await page.clock.runFor(2000)
    expect(await selectedIndex(region)).toBe(1)
    // Slides out of view are inert: their links cannot take focus.
    await expect(region.locator('.slider-slide').nth(1)).toHaveAttribute('inert', '')
  })

  test('plays on its interval, holds while hovered or on a hidden tab, and waits for a video slide to end', async ({ page }) => {
    await startWithPausedClock(page, '/')
    const region = slider(page)
    await expect(region).toHaveAttribute('data-ready', 'true')
    // Autoplay may have moved while the page loaded: start again from the first slide (a visitor's
    // move stops autoplay), then play; the interval counts from when the pointer leaves.
    await page.clock.runFor(2000)
    await dot(region, 1).click()
    await expect(region).toHaveAttribute('data-engine', 'live')
    await page.clock.runFor(2000)
    await playFromHere(region)
    await page.mouse.move(5, 5)
    await page.clock.runFor(5900)
    expect(await selectedIndex(region)).toBe(1)
    await page.clock.runFor(1200)
    await expect.poll(() => selectedIndex(region)).toBe(2)

    // Slide 2 is a clip: it plays muted and the slider waits for its end, not for the interval.
    // The hold starts once the clip really plays (its `playing` event): `paused` turns false as soon
    // as play() is asked, while the clip may still be loading, and until it plays the interval runs.
    const video = region.locator('.slider-slide').nth(1).locator('video')
    await expect(region).toHaveAttribute('data-hold', 'clip')
    expect(await video.evaluate((el) => !(el as HTMLVideoElement).paused && (el as HTMLVideoElement).muted)).toBe(true)
    // The clip plays in real time while the page clock runs the interval (running 8 s of timers
    // takes about as long here): slowed to a quarter, the 6 s clip cannot end on its own meanwhile.
    await video.evaluate((el) => ((el as HTMLVideoElement).playbackRate = 0.25))
    await page.clock.runFor(8000)
    expect(await selectedIndex(region)).toBe(2)
    await video.evaluate((el) => {
      const clip = el as HTMLVideoElement
      clip.currentTime = Math.max(0, clip.duration - 0.1)
    })
    await expect.poll(async () => {
      await page.clock.runFor(500)
      return selectedIndex(region)
    }).toBe(3)
    // The clip rests at its start once it is off screen.
    await expect.poll(() => video.evaluate((el) => (el as HTMLVideoElement).paused)).toBe(true)

    // Held while the pointer is over it.
    await region.hover()
    await page.clock.runFor(8000)
    expect(await selectedIndex(region)).toBe(3)
    await page.mouse.move(5, 5)
    await page.clock.runFor(7000)
    await expect.poll(() => selectedIndex(region)).toBe(1)

    // A hidden tab pauses it; coming back resumes it.
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      }, state)
    await setVisibility('hidden')
    await expect(region.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await page.clock.runFor(8000)
    expect(await selectedIndex(region)).toBe(1)
    await setVisibility('visible')
    await expect(region.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
  })

  test('a swipe over 50 px changes slide; a shorter one snaps back', async ({ page }) => {
    await page.goto('/')
    const region = slider(page)
    await expect(region).toHaveAttribute('data-ready', 'true')
    // The pointer over the slider brings its engine, which follows the drag.
    await region.hover()
    await expect(region).toHaveAttribute('data-engine', 'live')
    const box = (await region.boundingBox())!
    const y = box.y + box.height / 3
    const drag = async (dx: number) => {
      await page.mouse.move(box.x + box.width / 2, y)
      await page.mouse.down()
      for (let step = 1; step <= 6; step++) await page.mouse.move(box.x + box.width / 2 + (dx * step) / 6, y)
      await page.mouse.up()
    }
    await drag(-30)
    // It snaps back to the edge (within a pixel: a sub-pixel offset rounds to -0 as easily as to 0)
    // and stays on the same slide.
    await expect.poll(async () => Math.abs((await region.locator('.slider-slide').first().boundingBox())!.x)).toBeLessThan(1)
    expect(await selectedIndex(region)).toBe(1)
    await drag(-160)
    await expect.poll(() => selectedIndex(region)).toBe(2)
    await expect(region.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await drag(140)
    await expect.poll(() => selectedIndex(region)).toBe(1)
  })

  test('fade without looping: the arrows hide at the ends, autoplay stops on the last slide, and axe finds nothing', async ({ page }) => {
    await startWithPausedClock(page, `/${PAGE}`)
    const region = slider(page, 'Fading slides')
    await expect(region).toHaveAttribute('data-ready', 'true')
    await expect(region).toHaveAttribute('data-animation', 'fade')
    // A content slider keeps its ratio (21:9).
    const box = (await region.boundingBox())!
    expect(Math.abs(box.width / box.height - 21 / 9)).toBeLessThan(0.02)
    await expect(region.getByRole('button', { name: 'Previous slide' })).toBeHidden()
    await page.mouse.move(5, 5)
    await page.clock.runFor(2100)
    await expect.poll(() => selectedIndex(region)).toBe(2)
    // Fading, not sliding: the second slide shows in the first one's place, the first has faded out.
    const second = region.locator('.slider-slide').nth(1)
    const opacity = (slide: Locator) => slide.evaluate((el) => Number(getComputedStyle(el).opacity))
    await expect.poll(async () => {
      await page.clock.runFor(100)
      return opacity(second)
    }).toBe(1)
    expect(Math.round((await second.boundingBox())!.x)).toBe(Math.round(box.x))
    expect(await opacity(region.locator('.slider-slide').first())).toBe(0)
    // The clip has no still and is not looping: it plays, then the slider moves on when it ends.
    await region.locator('.slider-slide').nth(1).locator('video').evaluate((el) => {
      const clip = el as HTMLVideoElement
      return new Promise<void>((resolve) => {
        const skip = () => {
          clip.currentTime = Math.max(0, clip.duration - 0.1)
          resolve()
        }
        if (clip.readyState >= 1) skip()
        else clip.addEventListener('loadedmetadata', skip, { once: true })
      })
    })
    await expect.poll(async () => {
      await page.clock.runFor(500)
      return selectedIndex(region)
    }).toBe(3)
    await expect(region.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await expect(region.getByRole('button', { name: 'Next slide' })).toBeHidden()
    await page.clock.runFor(10_000)
    expect(await selectedIndex(region)).toBe(3)
    // Play at the end plays it again from the first slide.
    await page.mouse.move(5, 5)
    await region.getByRole('button', { name: 'Play slideshow' }).click()
    await page.mouse.move(5, 5)
    await expect.poll(async () => {
      await page.clock.runFor(100)
      return selectedIndex(region)
    }).toBe(1)
    await expect(region.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    // axe needs timers.
    await page.clock.resume()
    const results = await new AxeBuilder({ page }).include('.block-slider').analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })

  test('on a phone a video slide shows its still, or tells editors it lacks one; the clip never plays', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    const region = slider(page)
    await expect(region).toHaveAttribute('data-ready', 'true')
    await dot(region, 2).click()
    const slide = region.locator('.slider-slide').nth(1)
    await expect(slide.locator('video')).toBeHidden()
    await expect(slide.locator('img')).toBeVisible()
    await expect(slide.getByText(/fallback image/)).toBeHidden()
    await expect(slide).toHaveAttribute('data-selected', 'true')
    await expect(region).toHaveAttribute('data-clips', 'still')
    expect(await slide.locator('video').evaluate((el) => (el as HTMLVideoElement).paused)).toBe(true)

    await page.goto(`/${PAGE}`)
    const content = slider(page, 'Fading slides')
    await expect(content).toHaveAttribute('data-ready', 'true')
    await dot(content, 2).click()
    await expect(content.getByText('Please set a mobile device fallback image for this video in the Atrium admin.')).toBeVisible()
  })

  test('under reduced motion it does not play on its own and no clip moves', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const region = slider(page)
    await expect(region).toHaveAttribute('data-ready', 'true')
    await expect(region.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    // Nothing has asked for the engine yet (no autoplay, no visitor): the first press brings it and moves.
    await pageSettled(page)
    await expect(region).not.toHaveAttribute('data-engine')
    await dot(region, 2).click()
    await expect.poll(() => selectedIndex(region)).toBe(2)
    await expect(region).toHaveAttribute('data-engine', 'live')
    await expect(region).toHaveAttribute('data-clips', 'still')
    expect(await region.locator('.slider-slide').nth(1).locator('video').evaluate((el) => (el as HTMLVideoElement).paused)).toBe(true)
  })

  test('its engine is not part of the first view, and autoplay’s first change still comes on time', async ({ page }) => {
    const engine = await scriptsContaining(page, EMBLA_CODE)
    await startWithPausedClock(page, '/')
    const region = slider(page)
    await expect(region).toHaveAttribute('data-ready', 'true')
    await pageSettled(page)
    expect(engine.count()).toBe(0)
    await expect(region).not.toHaveAttribute('data-engine')
    // Playing from the start (every 6 s): the engine is asked for a little ahead of the first change.
    await expect(region.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    await page.clock.runFor(2500)
    expect(await selectedIndex(region)).toBe(1)
    await page.clock.runFor(4100)
    await expect(region).toHaveAttribute('data-engine', 'live')
    await expect.poll(() => selectedIndex(region)).toBe(2)
    expect(engine.count()).toBe(1)
  })

  test('in a tab opened in the background, autoplay’s first change waits until the tab shows', async ({ page }) => {
    // Hidden from the start: the page never hears a visibilitychange until it shows.
    await page.addInitScript(() => Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true }))
    const engine = await scriptsContaining(page, EMBLA_CODE)
    await startWithPausedClock(page, '/')
    const region = slider(page)
    await expect(region).toHaveAttribute('data-ready', 'true')
    await page.clock.runFor(10_000)
    expect(await selectedIndex(region)).toBe(1)
    expect(engine.count()).toBe(0)
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await page.clock.runFor(6600)
    await expect.poll(() => selectedIndex(region)).toBe(2)
    expect(engine.count()).toBe(1)
  })

  test('when its engine cannot be fetched it stays a strip that scrolls sideways, without controls that do nothing', async ({ page }) => {
    const engine = await scriptsContaining(page, EMBLA_CODE, 'refuse')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const region = slider(page)
    await expect(region).toHaveAttribute('data-ready', 'true')
    await region.getByRole('button', { name: 'Go to slide 2' }).click()
    // Asked for, asked again, then given up: the plain strip is back.
    await expect.poll(() => engine.count()).toBeGreaterThanOrEqual(2)
    await expect(region).not.toHaveAttribute('data-ready')
    await expect(region.locator('.slider-controls')).toBeHidden()
    await expect(region.locator('.slider-viewport')).toHaveCSS('overflow-x', 'auto')
    await expect(region.getByRole('heading', { name: 'Your people, paid right and looked after' })).toBeVisible()
  })

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

    test('a swipe made before its engine came still changes slide', async ({ page }) => {
      // embla's code is held back until the swipe is over (a slow connection).
      const engine = await scriptsContaining(page, EMBLA_CODE, 'hold')
      // No autoplay: nothing moves on its own.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      const region = slider(page)
      await expect(region).toHaveAttribute('data-ready', 'true')
      const box = (await region.boundingBox())!
      const x = box.x + box.width * 0.75
      const y = box.y + box.height / 4
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
      for (let step = 1; step <= 6; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - (160 * step) / 6, y }] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      await expect(region).not.toHaveAttribute('data-engine')
      engine.release()
      await expect.poll(() => selectedIndex(region)).toBe(2)
      await expect(region).toHaveAttribute('data-engine', 'live')
      await expect(region.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    })
  })

  test('without JavaScript every slide is there, in a strip that scrolls sideways', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const region = slider(page)
    await expect(region.locator('.slider-viewport')).toHaveCSS('overflow-x', 'auto')
    await expect(region.getByRole('heading', { name: 'Your people, paid right and looked after' })).toBeVisible()
    await expect(region.getByRole('heading', { name: 'Advice from people who know your business' })).toBeAttached()
    await expect(region.locator('.slider-controls')).toBeHidden()
    await context.close()
  })
})
