import { expect, test, type Page } from '@playwright/test'

import { EMBLA_CODE, hydrated, pageSettled, pageTransitionsReady, scriptsContaining, viewerOpenerReady, visitIslands } from '../helpers/e2e'

/**
 * Each block's and gallery view's client code loads only on pages that show it. A string from each
 * island's own markup marks its code in the JavaScript a visit downloads.
 */
const MARKERS = {
  slider: 'slider-mobile-message',
  testimonials: 'testimonials-viewport',
  counters: 'counter-track',
  hotspots: 'hotspot-pin',
  masonry: 'masonry-status',
  portfolio: 'portfolio-panel-bar',
  map: 'map-canvas',
  galleryShell: 'data-gallery-form',
  slideshow: 'slideshow-stage',
  carousel: 'carousel-viewport',
  // Site features the demo site leaves off: their code must not come with any page.
  chat: 'chat-launcher',
  preloader: 'data-done',
} as const
type Island = keyof typeof MARKERS

/** Collects the code of every script the page downloads from now on. */
function scriptsOf(page: Page): () => Promise<Island[]> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  return async () => {
    const code = (await Promise.all(bodies)).join('\n')
    return (Object.keys(MARKERS) as Island[]).filter((island) => code.includes(MARKERS[island]))
  }
}

/** The islands whose code a visit to `path` downloads, once the page has settled and been scrolled through. */
async function islandsLoaded(page: Page, path: string): Promise<Island[]> {
  const loaded = scriptsOf(page)
  await page.goto(path)
  await pageSettled(page)
  await visitIslands(page)
  return loaded()
}

/** Each visit and the islands whose code it must download (and no other's). */
const VISITS: { what: string; path: string; islands: Island[] }[] = [
  { what: 'home: its slider, testimonials, counters and gallery', path: '/', islands: ['slider', 'testimonials', 'counters', 'galleryShell'] },
  { what: 'a page with only a map: the map', path: '/contact', islands: ['map'] },
  { what: 'services: its hotspots and masonry grid', path: '/services', islands: ['hotspots', 'masonry'] },
  { what: 'about: its counters, portfolio and galleries, one of them a slideshow', path: '/about', islands: ['counters', 'portfolio', 'galleryShell', 'slideshow'] },
  { what: 'a gallery in thumbnails: no slideshow or carousel', path: '/galleries/life-at-atrium', islands: ['galleryShell'] },
  { what: 'a gallery shown as a carousel: the carousel', path: '/galleries/life-at-atrium?view=carousel', islands: ['galleryShell', 'carousel'] },
]

// Each test is one visit in a fresh browser context, so no script comes from an earlier visit's cache.
test.describe('client code per page', () => {
  for (const visit of VISITS) {
    test(`${visit.what} — and no other island’s code`, async ({ page }) => {
      expect(await islandsLoaded(page, visit.path)).toEqual(visit.islands)
    })
  }
})

test.describe('blocks further down a page', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('bring their code when the visitor comes near them, and their HTML is whole before that', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    // Each block's HTML stays where it is in the page (no boundary sent apart and put in place by a script).
    expect(html).not.toContain('<div hidden id="S:')
    expect(html.indexOf('testimonials-viewport')).toBeGreaterThan(0)
    expect(html.indexOf('testimonials-viewport')).toBeLessThan(html.indexOf('<footer'))

    const loaded = scriptsOf(page)
    await page.goto('/')
    await pageSettled(page)
    const testimonials = page.locator('.block-testimonials')
    await expect(page.locator('template[data-island]:not([data-live])').first()).toBeAttached()
    // The gallery block further down too: its photos are links and its controls a form until then.
    expect(await loaded()).toEqual(['slider'])

    await visitIslands(page)
    expect(await loaded()).toEqual(['slider', 'testimonials', 'counters', 'galleryShell'])
    // Hydrated: the testimonials answer a press.
    await hydrated(testimonials.locator('.testimonials'))
    const second = testimonials.getByRole('button', { name: 'Show testimonial 2' })
    await second.click()
    await expect(second).toHaveAttribute('aria-current', 'true')
  })
})

test.describe('a gallery’s carousel', () => {
  test('brings its engine (embla) on first use, and the press that brought it moves it', async ({ page }) => {
    const engine = await scriptsContaining(page, EMBLA_CODE)
    await page.goto('/galleries/life-at-atrium?view=carousel')
    const carousel = page.getByRole('region', { name: 'Carousel: Life at Atrium' })
    await hydrated(carousel)
    await pageSettled(page)
    expect(engine.count()).toBe(0)
    await expect(carousel).not.toHaveAttribute('data-engine')
    const firstLeft = () => carousel.locator('.carousel-slide').first().evaluate((element) => Math.round(element.getBoundingClientRect().left))
    const startLeft = await firstLeft()
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(firstLeft).toBeLessThan(startLeft - 100)
    await expect(carousel).toHaveAttribute('data-engine', 'live')
    expect(engine.count()).toBe(1)
  })
})

test.describe('a gallery block further down the page', () => {
  test('opens the photo an old Photo Gallery link names at once, without being scrolled to', async ({ page, request }) => {
    const gallery = (await (await request.get('/api/galleries?where[slug][equals]=life-at-atrium&depth=0')).json()).docs[0] as { id: number; items: number[] }
    const photo = gallery.items[1]!
    await page.goto(`/#bwg${gallery.id}/${photo}`)
    await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/galleries/life-at-atrium/photos/${photo}`))
  })
})

test.describe('a block further down the page', () => {
  test('fetches its code at once when pressed before it came near (React must hydrate it to answer)', async ({ page }) => {
    await page.goto('/')
    await pageTransitionsReady(page)
    await pageSettled(page)
    const toggles = page.locator('.block-toggles')
    await expect(toggles.locator('template[data-island]:not([data-live])')).toHaveCount(1)
    await toggles.locator('summary').first().dispatchEvent('click')
    await expect(toggles.locator('template[data-island][data-live]')).toHaveCount(1)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('fetches its code when pointed at or focused before it came near, so a press that follows finds it', async ({ page }) => {
    for (const approach of ['pointer', 'focus'] as const) {
      await page.goto('/')
      await pageTransitionsReady(page)
      await pageSettled(page)
      const toggles = page.locator('.block-toggles')
      await expect(toggles.locator('template[data-island]:not([data-live])')).toHaveCount(1)
      const summary = toggles.locator('summary').first()
      if (approach === 'pointer') await summary.dispatchEvent('pointerover', { bubbles: true })
      else await summary.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }))
      await expect(toggles.locator('template[data-island][data-live]'), approach).toHaveCount(1)
      expect(await page.evaluate(() => window.scrollY), approach).toBe(0)
    }
  })
})

test.describe('a block whose code cannot be fetched (a new release removed it)', () => {
  test('keeps its plain HTML, and the site’s links then load pages in full', async ({ page }) => {
    const toggleCode = await scriptsContaining(page, 'toggle-content', 'refuse')
    await page.goto('/')
    await pageTransitionsReady(page)
    const toggles = page.locator('.block-toggles')
    await toggles.scrollIntoViewIfNeeded()
    // Asked for, and asked again, then given up.
    await expect.poll(() => toggleCode.count()).toBeGreaterThanOrEqual(2)
    await expect(page.locator('html[data-island-code="missing"]')).toHaveCount(1)
    await expect(toggles.locator('details.toggle').first()).toBeVisible()
    await expect(toggles.locator('template[data-island][data-live]')).toHaveCount(0)
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined()
  })
})

test.describe('blocks on a page reached in place', () => {
  test('come whole: they render and work without being scrolled to', async ({ page }) => {
    await page.goto('/')
    await pageTransitionsReady(page)
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    // No server HTML to keep: every island renders at once, off screen too.
    await expect(page.locator('template[data-island]')).not.toHaveCount(0)
    await expect(page.locator('template[data-island]:not([data-live])')).toHaveCount(0)
    const hotspots = page.locator('.block-hotspots')
    await hotspots.getByRole('button', { name: 'Payroll desk' }).click()
    await expect(hotspots.getByRole('button', { name: 'Payroll desk' })).toHaveAttribute('aria-expanded', 'true')
  })
})

test.describe('a page’s scripts', () => {
  const PAGES = [
    { what: 'a cached gallery', path: '/galleries/life-at-atrium', ready: viewerOpenerReady },
    { what: 'the home page', path: '/', ready: pageTransitionsReady },
    { what: 'a search, rendered for its request', path: '/search?q=office', ready: pageTransitionsReady },
  ]
  for (const { what, path, ready } of PAGES) {
    test(`are asked for only once the page has painted, and it then works: ${what}`, async ({ page, request }) => {
      // As sent (the first visit and the cached copy alike): no script of Next's that the page would fetch before its paint.
      for (let visit = 0; visit < 2; visit++) {
        const html = await (await request.get(path)).text()
        expect(html).not.toMatch(/<script[^>]* src="\/_next\/static\/[^"]+"[^>]* async=""/)
        expect(html).not.toMatch(/<link[^>]* as="script"/)
        expect(html).toContain('<script data-after-paint="/_next/static/')
      }
      await page.goto(path)
      await ready(page)
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }))
      expect(scripts.length).toBeGreaterThan(0)
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint)
    })
  }
})

test.describe('a page’s stylesheets', () => {
  // Each stylesheet is a request the first paint waits for: the site's styles come as one file, the
  // blocks' as a second on pages made of blocks (the layout and eslint.config.mjs say why).
  const PAGES = [
    { what: 'the home page', path: '/', files: 2 },
    { what: 'a page of blocks', path: '/about', files: 2 },
    { what: 'a gallery', path: '/galleries/life-at-atrium', files: 1 },
    { what: 'a photo', path: '/galleries/life-at-atrium/photos/3', files: 1 },
    { what: 'the video gallery', path: '/videos', files: 1 },
  ]
  for (const { what, path, files } of PAGES) {
    test(`hold the first paint with ${files === 1 ? 'one file' : `${files} files`}: ${what}`, async ({ request }) => {
      const html = await (await request.get(path)).text()
      expect(html.match(/<link rel="stylesheet"[^>]*>/g) ?? []).toHaveLength(files)
    })
  }
})

test('the site’s icon is a small PNG: an SVG icon is drawn by building a whole document on the page’s main thread after the first paint', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const links = html.match(/<link rel="icon"[^>]*>/g) ?? []
  expect(links).toHaveLength(1)
  expect(links[0]).toContain('type="image/png"')
  const icon = await request.get(/href="([^"]+)"/.exec(links[0]!)![1]!)
  expect(icon.headers()['content-type']).toBe('image/png')
  expect((await icon.body()).length).toBeLessThan(2048)
})
