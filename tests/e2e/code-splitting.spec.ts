import { expect, test, type Page } from '@playwright/test'

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
} as const
type Island = keyof typeof MARKERS

/** The islands whose code a visit to `path` downloads, once the page has settled. */
async function islandsLoaded(page: Page, path: string): Promise<Island[]> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const code = (await Promise.all(bodies)).join('\n')
  return (Object.keys(MARKERS) as Island[]).filter((island) => code.includes(MARKERS[island]))
}

// Each test is one visit in a fresh browser context, so no script comes from an earlier visit's cache.
test.describe('client code per page', () => {
  test('home loads the code of its slider, testimonials, counters and gallery, and no other block’s', async ({ page }) => {
    expect(await islandsLoaded(page, '/')).toEqual(['slider', 'testimonials', 'counters', 'galleryShell'])
  })

  test('a page with only a map loads the map’s code and no other block’s', async ({ page }) => {
    expect(await islandsLoaded(page, '/contact')).toEqual(['map'])
  })

  test('services loads its hotspots and masonry grid', async ({ page }) => {
    expect(await islandsLoaded(page, '/services')).toEqual(['hotspots', 'masonry'])
  })

  test('about loads its counters, portfolio and galleries, one of them a slideshow', async ({ page }) => {
    expect(await islandsLoaded(page, '/about')).toEqual(['counters', 'portfolio', 'galleryShell', 'slideshow'])
  })

  test('a gallery in thumbnails loads no slideshow or carousel code', async ({ page }) => {
    expect(await islandsLoaded(page, '/galleries/life-at-atrium')).toEqual(['galleryShell'])
  })

  test('a gallery shown as a carousel loads the carousel’s code', async ({ page }) => {
    expect(await islandsLoaded(page, '/galleries/life-at-atrium?view=carousel')).toEqual(['galleryShell', 'carousel'])
  })
})
