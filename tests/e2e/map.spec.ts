import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { galleryItems, hydrated, measureLayoutShift, pageSettled } from '../helpers/e2e'
import { adminApi } from '../helpers/fixtures'

/** Requests for map tiles (the tile server of the tests answers on 127.0.0.2). */
function tileRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => request.url().startsWith('http://127.0.0.2:') && seen.push(request.url()))
  return seen
}

const stamp = Date.now().toString(36)
const PAGE = `map-${stamp}`
const EMPTY = `map-empty-${stamp}`

test.beforeAll(async ({ request }) => {
  const admin = await adminApi(request)
  const [logo] = await galleryItems(request, 'life-at-atrium')
  const create = (slug: string, markers: Record<string, unknown>[]) =>
    admin.publish('pages', { title: `Map ${slug}`, slug, layout: [{ blockType: 'map', heading: 'Where to find us', layerSwitch: false, zoomControl: false, autoZoom: false, zoom: 12, markers }] })
  await create(PAGE, [
    { title: 'Hostile bubble', lat: 53.8, lng: -1.55, content: '<img src=x onerror="window.__injected=1">Plain words', tooltip: 'click', icon: logo, iconSize: 64 },
    { title: 'No coordinates', address: 'Somewhere', tooltip: 'click' },
  ])
  await create(EMPTY, [{ title: 'Only an address', address: 'Nowhere yet', tooltip: 'click' }])
})

test.describe('map block', () => {
  test('for a visitor who accepted, the map loads with its markers, bubbles, layer switch and tint; nothing moves', async ({ page }) => {
    const tiles = tileRequests(page)
    await page.goto('/contact')
    const block = page.locator('.block-map')
    // Below the contact form: the map starts loading as the visitor scrolls to it.
    await block.scrollIntoViewIfNeeded()
    await expect(block.getByRole('heading', { name: 'Our offices' })).toBeVisible()
    const map = block.getByRole('region', { name: 'Map: Our offices' })
    await expect(block.locator('.map-box')).toHaveAttribute('data-state', 'ready')
    expect((await block.locator('.map-box').boundingBox())!.height).toBe(440)
    await expect(block.locator('.leaflet-marker-icon')).toHaveCount(4)
    // Markers drop into place in half a second.
    await expect(block.locator('.leaflet-marker-icon').first()).toHaveCSS('animation-name', 'map-marker-drop')
    await expect(block.locator('.leaflet-marker-icon').first()).toHaveCSS('animation-duration', '0.5s')
    await expect.poll(() => tiles.filter((url) => url.includes('/street/')).length).toBeGreaterThan(0)
    // Leeds's bubble is always open; Bristol's opens on a click, as text.
    await expect(map.locator('.leaflet-tooltip')).toContainText('Leeds (head office)')
    await map.getByRole('button', { name: 'Bristol' }).click()
    await expect(map.locator('.leaflet-popup')).toContainText('4 Temple Quay')
    // The editor's tint (saturation -30) on the tiles only.
    await expect(map.locator('.leaflet-tile-pane')).toHaveCSS('filter', 'saturate(0.7)')
    // The layer switch: satellite tiles come from the satellite layer's own address.
    await map.locator('.leaflet-control-layers').hover()
    await map.getByRole('radio', { name: 'Satellite' }).check()
    await expect.poll(() => tiles.filter((url) => url.includes('/satellite/')).length).toBeGreaterThan(0)
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible()
    // The places are listed under the map for everyone.
    await expect(block.locator('.map-places li')).toHaveCount(4)
    const results = await new AxeBuilder({ page }).include('.block-map').analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
    expect(await measureLayoutShift(page)).toBe(0)
  })

  test('without consent no tile loads; "Show map" asks in the box, and allowing loads it', async ({ browser }) => {
    // A first-time visitor: no answer to the consent banner yet.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    const tiles = tileRequests(page)
    await page.goto('/contact')
    const block = page.locator('.block-map')
    await block.scrollIntoViewIfNeeded()
    await pageSettled(page)
    expect(tiles).toEqual([])
    await expect(block.locator('.leaflet-container')).toHaveCount(0)
    await hydrated(block.locator('.map-box'))
    await block.getByRole('button', { name: 'Show map' }).click()
    const allow = block.getByRole('button', { name: 'Allow and show map' })
    await expect(allow).toBeFocused()
    await expect(block).toContainText(/This map loads from 127\.0\.0\.2:\d+, which may set cookies\./)
    expect(tiles).toEqual([])
    await allow.click()
    await expect(block.locator('.map-box')).toHaveAttribute('data-state', 'ready')
    await expect.poll(() => tiles.length).toBeGreaterThan(0)
    expect((await context.cookies()).find((cookie) => cookie.name === 'atrium_consent')?.value).toBe('granted')
    await context.close()
  })

  test('a marker without coordinates is left off; bubbles are text; icons are at most 40 px on retina and do not drop under reduced motion', async ({ browser }) => {
    const context = await browser.newContext({
      deviceScaleFactor: 2,
      reducedMotion: 'reduce',
      storageState: { cookies: [{ name: 'atrium_consent', value: 'granted', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
    })
    const page = await context.newPage()
    await page.goto(`/${PAGE}`)
    const block = page.locator('.block-map')
    await expect(block.locator('.map-box')).toHaveAttribute('data-state', 'ready')
    await expect(block.locator('.map-places li')).toHaveCount(1)
    const icon = block.locator('img.leaflet-marker-icon')
    await expect(icon).toHaveCount(1)
    expect(await icon.evaluate((el) => [el.clientWidth, el.clientHeight])).toEqual([40, 40])
    // A visitor who asked for less motion sees the marker in place at once.
    await expect(icon).toHaveCSS('animation-name', 'none')
    await icon.click()
    const popup = block.locator('.leaflet-popup')
    await expect(popup).toContainText('<img src=x onerror="window.__injected=1">Plain words')
    await expect(popup.locator('img')).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined()
    // No layer switch and no zoom buttons when the editor turned them off.
    await expect(block.locator('.leaflet-control-layers, .leaflet-control-zoom')).toHaveCount(0)

    // A map whose markers all lack coordinates is not drawn at all.
    await page.goto(`/${EMPTY}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('.block-map')).toHaveCount(0)
    await context.close()
  })
})
