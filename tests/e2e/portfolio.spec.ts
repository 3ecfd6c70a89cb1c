import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { hydrated, islandLive, measureLayoutShift, pageSettled } from '../helpers/e2e'

/** The demo portfolio: eight client stories, newest first. */
const NEWEST = ['Six hundred people moved in one month', 'Salary sacrifice take-up, tripled', 'Managers who handle the hard conversations']

const grid = (page: Page) => page.getByRole('region', { name: 'Work we are proud of' })
const masonry = (page: Page) => page.getByRole('region', { name: 'Client stories' })

test.describe('portfolio grid', () => {
  test('filters by category, and an item opens a quick view that is the item’s own address', async ({ page }) => {
    await page.goto('/about')
    const region = grid(page)
    await islandLive(region)
    const cards = region.locator('.portfolio-items > li:not([hidden]) a')
    await expect(cards).toHaveCount(6)
    await expect(cards.first()).toHaveAttribute('href', '/portfolio/calder-engineering-payroll-move')
    const filter = region.getByRole('group', { name: 'Filter by category' })
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    await filter.getByRole('button', { name: 'HR' }).click()
    await expect(filter.getByRole('button', { name: 'HR' })).toHaveAttribute('aria-pressed', 'true')
    await expect(cards).toHaveCount(2)
    await expect(cards.first()).toContainText('Managers who handle the hard conversations')
    await filter.getByRole('button', { name: 'All' }).click()
    await expect(cards).toHaveCount(6)

    // A click opens the quick view above the grid; the address is the item's page.
    await cards.nth(1).click()
    const panel = region.getByRole('region', { name: NEWEST[1] })
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('heading', { name: NEWEST[1] })).toBeFocused()
    await expect(panel).toContainText('Brightwell Schools Trust')
    await expect(panel.getByRole('link', { name: 'Read the full story' })).toHaveAttribute('href', '/portfolio/brightwell-salary-sacrifice')
    await expect(page).toHaveURL(/\/portfolio\/brightwell-salary-sacrifice$/)
    // → and ← step through the items (the address follows, without new history entries); Esc closes.
    await page.keyboard.press('ArrowRight')
    await expect(region.getByRole('heading', { name: NEWEST[2], level: 3 }).first()).toBeFocused()
    await expect(page).toHaveURL(/\/portfolio\/harrow-finch-hr-advice$/)
    await panel.page().getByRole('button', { name: 'Previous item' }).click()
    await expect(page).toHaveURL(/\/portfolio\/brightwell-salary-sacrifice$/)
    await page.keyboard.press('Escape')
    await expect(region.locator('.portfolio-panel')).toHaveCount(0)
    await expect(page).toHaveURL(/\/about$/)
    await expect(cards.nth(1)).toBeFocused()

    // Back closes it too, and leaves the visitor on the page.
    await cards.first().click()
    await expect(page).toHaveURL(/\/portfolio\/calder-engineering-payroll-move$/)
    await page.goBack()
    await expect(region.locator('.portfolio-panel')).toHaveCount(0)
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { name: 'Work we are proud of' })).toBeVisible()
  })

  test('the quick view passes axe, and opening it is the only thing that moves', async ({ page }) => {
    await page.goto('/about')
    const region = grid(page)
    await region.scrollIntoViewIfNeeded()
    // Before hydration a card is a plain link to the item's page.
    await islandLive(region)
    await hydrated(region.getByRole('group', { name: 'Filter by category' }))
    await region.locator('.portfolio-items a').first().click()
    await expect(region.locator('.portfolio-panel')).toBeVisible()
    const results = await new AxeBuilder({ page }).include('.block-portfolio').analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })

  test('an item’s own page: title, story, breadcrumb and its neighbours', async ({ page }) => {
    const response = await page.goto('/portfolio/harrow-finch-hr-advice')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Managers who handle the hard conversations')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/portfolio')
    await expect(page.locator('main')).toContainText('Our adviser built a short training course')
    const neighbours = page.getByRole('navigation', { name: 'More stories' })
    await expect(neighbours.getByRole('link', { name: /Salary sacrifice take-up, tripled/ })).toHaveAttribute('rel', 'prev')
    await expect(neighbours.getByRole('link', { name: /A clean audit after a difficult year/ })).toHaveAttribute('rel', 'next')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/portfolio\/harrow-finch-hr-advice$/)
    expect((await page.goto('/portfolio/no-such-story'))?.status()).toBe(404)
    await page.goto('/portfolio')
    await expect(page.locator('.portfolio-items > li')).toHaveCount(8)
  })

  test('without JavaScript an item is a link to its page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/about')
    await grid(page).getByRole('link', { name: /Salary sacrifice take-up, tripled/ }).click()
    await expect(page).toHaveURL(/\/portfolio\/brightwell-salary-sacrifice$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salary sacrifice take-up, tripled')
    await context.close()
  })
})

test.describe('masonry grid', () => {
  test('loads more below without moving what is shown, ignores clicks while loading, and ends with a note', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => request.url().includes('/portfolio/items') && requests.push(request.url()))
    await page.goto('/services')
    const region = masonry(page)
    await region.scrollIntoViewIfNeeded()
    const cards = region.locator('.masonry-group > li:not([hidden]) a')
    await expect(cards).toHaveCount(3)
    // Where the first card is laid out on the page (not in the window, which focus may scroll, and
    // not counting the transforms of entrance animations).
    const pagePosition = () =>
      cards.first().evaluate((el) => {
        let x = 0
        let y = 0
        for (let node: HTMLElement | null = el as HTMLElement; node; node = node.offsetParent as HTMLElement | null) {
          x += node.offsetLeft
          y += node.offsetTop
        }
        return { x, y, width: (el as HTMLElement).offsetWidth, height: (el as HTMLElement).offsetHeight }
      })
    const firstBox = await pagePosition()
    // Before hydration "Load more" is a plain link to the next page.
    await islandLive(region)
    await hydrated(region.getByRole('group', { name: 'Filter by category' }))
    const more = region.getByRole('link', { name: 'Load more' })
    // A slow answer (held until the second click): a second click meanwhile sends nothing.
    let answer!: () => void
    const held = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/portfolio/items**', async (route) => {
      await held
      await route.continue()
    })
    await more.click()
    await expect(region.getByRole('status')).toHaveText('Loading…')
    // Clicked at once, without waiting for the link to settle; the first answer is still held.
    await more.evaluate((link) => (link as HTMLAnchorElement).click())
    answer()
    await expect(cards).toHaveCount(6)
    await page.unroute('**/portfolio/items**')
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]!).searchParams.get('offset')).toBe('3')
    expect(new URL(requests[0]!).searchParams.get('exclude')?.split(',')).toHaveLength(3)
    // The new cards are a group of their own below; the first card has not moved.
    await expect(region.locator('.masonry-group')).toHaveCount(2)
    expect(await pagePosition()).toEqual(firstBox)
    await expect(cards.nth(3)).toBeFocused()
    await more.click()
    await expect(cards).toHaveCount(8)
    await expect(region.getByRole('status')).toHaveText('That is everything.')
    await expect(more).toHaveCount(0)
    // Nothing repeated.
    const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(new Set(hrefs).size).toBe(8)
  })

  test('a category filters what is loaded and loads more of that category', async ({ page }) => {
    await page.goto('/services')
    const region = masonry(page)
    await islandLive(region)
    // Every category of the portfolio is offered from the start, not only those of the first cards:
    // none of the first three is about compliance, and choosing it loads the ones that are.
    const filter = region.getByRole('group', { name: 'Filter by category' })
    await expect(region.locator('.masonry-group > li a').filter({ hasText: /compliance/i })).toHaveCount(0)
    await filter.getByRole('button', { name: 'Compliance' }).click()
    await expect(region.locator('.masonry-group > li:not([hidden]) a').first()).toBeVisible()
    await filter.getByRole('button', { name: 'All' }).click()
    await region.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Benefits' }).click()
    const cards = region.locator('.masonry-group > li:not([hidden]) a')
    await expect(cards).toHaveCount(1)
    const request = page.waitForRequest((candidate) => candidate.url().includes('/portfolio/items'))
    await region.getByRole('link', { name: 'Load more' }).click()
    const sent = new URL((await request).url())
    expect(sent.searchParams.get('category')).toBe('benefits')
    await expect(cards).toHaveCount(2)
    await expect(cards.nth(1)).toContainText('A pension drivers understand')
    await expect(region.getByRole('status')).toHaveText('That is everything.')
    // Back to all: more can still be loaded for the others.
    await region.getByRole('button', { name: 'All' }).click()
    await expect(region.getByRole('link', { name: 'Load more' })).toBeVisible()
  })

  test('a failed request says so and leaves the button working', async ({ page }) => {
    await page.goto('/services')
    const region = masonry(page)
    await page.route('**/portfolio/items**', (route) => route.abort('failed'))
    // Before hydration "Load more" is a plain link to the next page (it works without JavaScript):
    // the failure is shown in place only once the block has hydrated.
    await islandLive(region)
    await hydrated(region.getByRole('group', { name: 'Filter by category' }))
    await region.getByRole('link', { name: 'Load more' }).click()
    await expect(region.getByRole('status')).toHaveText('More items could not be loaded. Please try again.')
    await page.unroute('**/portfolio/items**')
    await region.getByRole('link', { name: 'Load more' }).click()
    await expect(region.locator('.masonry-group > li a')).toHaveCount(6)
  })

  test('the endpoint refuses bad cursors with a readable 400', async ({ request }) => {
    for (const query of ['limit=1e9', 'limit=25', 'offset=5000', 'exclude=1;drop%20table%20portfolio', "category=1'%20OR%20'1'='1", 'sort=id', 'category=benefits&scope=payroll']) {
      const response = await request.get(`/portfolio/items?${query}`)
      expect(response.status(), query).toBe(400)
      expect((await response.json()).error, query).toMatch(/\w+/)
    }
    const ok = await request.get('/portfolio/items?limit=2&category=payroll')
    expect(ok.status()).toBe(200)
    const body = await ok.json()
    expect(body.items.map((item: { title: string }) => item.title)).toEqual(['Six hundred people moved in one month', 'One payroll for fourteen dental practices'])
    expect(body.hasMore).toBe(true)
  })

  test('without JavaScript "Load more" leads to the whole portfolio', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/services')
    await expect(masonry(page).getByRole('link', { name: 'Load more' })).toHaveAttribute('href', '/portfolio')
    await context.close()
  })
})

test.describe('section block', () => {
  test('a full-width band with a background clip that plays muted, its blocks inside, nothing shifting', async ({ page }) => {
    await page.goto('/services')
    const band = page.getByRole('region', { name: 'How switching works' })
    await expect(band.getByRole('heading', { name: 'Switching to Atrium takes four to six weeks' })).toBeVisible()
    await expect(band.getByRole('heading', { name: 'Parallel run', level: 3 })).toBeVisible()
    const width = await page.evaluate(() => document.body.getBoundingClientRect().width)
    expect((await band.boundingBox())!.width).toBe(width)
    // The page's other blocks keep to its column: the header's content edge, centred in the window.
    const column = (await page.locator('.block-hotspots').boundingBox())!
    const edge = await page.locator('.site-header-inner').evaluate((el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft))
    expect(Math.round(column.x)).toBe(Math.round(edge))
    expect(Math.abs(column.x + column.width / 2 - width / 2)).toBeLessThanOrEqual(1)
    const video = band.locator('video.section-video')
    // The clip is added only as the band comes near the window.
    await expect(video).toHaveCount(0)
    await band.scrollIntoViewIfNeeded()
    await expect(video).toHaveAttribute('data-state', 'playing')
    expect(await video.evaluate((el) => (el as HTMLVideoElement).muted && !(el as HTMLVideoElement).paused)).toBe(true)
    await expect(band.locator('img.section-picture')).toBeAttached()
    expect(await page.evaluate(() => document.getElementById('switching')?.getAttribute('aria-label'))).toBe('How switching works')
    // Light text on the band; the white cards inside it keep dark text.
    await expect(band.getByRole('heading', { name: 'Switching to Atrium takes four to six weeks' })).toHaveCSS('color', 'rgb(255, 255, 255)')
    await expect(band.locator('.icon-box h3').first()).toHaveCSS('color', 'rgb(15, 23, 42)')
    const results = await new AxeBuilder({ page }).include('.block-section .icon-boxes').analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
    expect(await measureLayoutShift(page)).toBe(0)
  })

  test('a clip that fails, or is not playing after 2 s, gives way to the picture', async ({ page }) => {
    await page.route('**/api/videos/file/**', (route) => route.abort('failed'))
    await page.goto('/services')
    const band = page.getByRole('region', { name: 'How switching works' })
    await band.scrollIntoViewIfNeeded()
    await expect(band.locator('video')).toHaveCount(0)
    await expect(band.locator('img.section-picture')).toBeVisible()

    // A clip that never starts: removed after the grace time.
    const stalled = await page.context().newPage()
    await stalled.route('**/api/videos/file/**', () => {})
    await stalled.goto('/services')
    const stalledBand = stalled.getByRole('region', { name: 'How switching works' })
    await stalledBand.scrollIntoViewIfNeeded()
    await expect(stalledBand.locator('video')).toHaveCount(1)
    await expect(stalledBand.locator('video')).toHaveCount(0, { timeout: 4000 })
    await stalled.close()
  })

  test('under reduced motion there is no clip at all, only the picture', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const clips: string[] = []
    page.on('request', (request) => request.url().includes('/api/videos/file/') && clips.push(request.url()))
    await page.goto('/services')
    const band = page.getByRole('region', { name: 'How switching works' })
    await band.scrollIntoViewIfNeeded()
    await expect(band.locator('img.section-picture')).toBeVisible()
    await pageSettled(page)
    await expect(band.locator('video')).toHaveCount(0)
    expect(clips).toEqual([])
  })
})
