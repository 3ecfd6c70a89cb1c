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
  // Site features the demo site leaves off: their code must not come with any page.
  chat: 'chat-launcher',
  preloader: 'data-done',
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
