import { expect, test, type Locator } from '@playwright/test'

import { hydrated, measureLayoutShift } from '../helpers/e2e'

/** The sub-menu under the main navigation's "Galleries" entry. */
const galleriesMenu = (nav: Locator) =>
  nav.locator(':scope > ul > li').filter({ has: nav.page().locator(':scope > a', { hasText: /^Galleries$/ }) }).locator(':scope > ul')

test.describe('site chrome and pages', () => {
  test('markup is valid where an HTML validator looked: no heading or block inside a span, no name on a plain list in the header', async ({ page }) => {
    for (const path of ['/', '/about', '/services', '/galleries', '/galleries/life-at-atrium']) {
      await page.goto(path)
      const misplaced = await page.evaluate(() => ({
        blocksInSpans: [...document.querySelectorAll('span h1, span h2, span h3, span h4, span h5, span h6, span div, span p, span ul, span ol')].map((element) => element.outerHTML.slice(0, 80)),
        namedPlainLists: [...document.querySelectorAll('header ul[aria-label]:not([role]), header ol[aria-label]:not([role])')].map((element) => element.outerHTML.slice(0, 80)),
      }))
      expect(misplaced, path).toEqual({ blocksInSpans: [], namedPlainLists: [] })
    }
  })

  test('home renders blocks with header navigation and footer', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.goto('/')
    await expect(page).toHaveTitle(/Atrium/)
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Services' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Galleries' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your people, paid right and looked after')
    await expect(page.getByRole('contentinfo')).toContainText('Atrium')
    await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About us' })).toBeVisible()
    // The hero slider's first picture is the LCP candidate: eager and high priority.
    const hero = page.locator('.block-slider .slider-slide').first().locator('img')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).toHaveAttribute('loading', 'eager')
    // Blocks: columns, a gallery block with thumbnails, and a call to action.
    await expect(page.getByRole('heading', { name: 'Payroll', exact: true })).toBeVisible()
    await expect(page.locator('.block-gallery .gallery-item')).toHaveCount(8)
    await expect(page.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/contact')
    expect(errors).toEqual([])
  })

  test("only a page's first block fetches its picture ahead of the rest", async ({ request }) => {
    // About: a hero first, a slideshow gallery block far below it.
    const html = await (await request.get('/about')).text()
    const urgentImages = html.match(/<img [^>]*fetchPriority="high"[^>]*>/g) ?? []
    expect(urgentImages).toHaveLength(1)
    expect(html.match(/<link rel="preload" as="image"[^>]*>/g)).toHaveLength(1)
    const slide = html.match(/<img [^>]*class="slide-image"[^>]*>/g) ?? []
    expect(slide).toHaveLength(1)
    expect(slide[0]).toContain('loading="lazy"')
    expect(slide[0]).not.toContain('fetchPriority')
  })

  test('sub-menus open with the keyboard', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    const submenu = galleriesMenu(nav)
    await expect(submenu).toBeHidden()
    await nav.getByRole('link', { name: 'Galleries' }).focus()
    await page.keyboard.press('Tab')
    await expect(submenu).toBeVisible()
    await expect(submenu.getByRole('link', { name: 'Life at Atrium' })).toBeFocused()
  })

  test('the Galleries mega menu shows its columns on hover and stays 300 ms after the pointer leaves', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    const panel = galleriesMenu(nav)
    await nav.getByRole('link', { name: 'Galleries' }).hover()
    await expect(panel).toBeVisible()
    await expect(panel.getByText('Albums', { exact: true })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Inside Atrium' })).toBeVisible()
    // Galleries and Albums sit side by side.
    const galleries = (await panel.getByText('Galleries', { exact: true }).boundingBox())!
    const albums = (await panel.getByText('Albums', { exact: true }).boundingBox())!
    expect(albums.x).toBeGreaterThan(galleries.x + galleries.width)
    expect(Math.round(albums.y)).toBe(Math.round(galleries.y))
    // Off the menu: still there for 300 ms (a diagonal move to it does not lose it), gone soon after.
    // The stay is a CSS transition, which runs on the page's animation clock, not on timers: the
    // test slows that clock so a busy machine cannot spend the 300 ms before it looks, then looks
    // at the leaving transitions at chosen moments.
    // First the opening fade (150 ms) ends: a pointer leaving mid-fade holds the opacity it had reached.
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Animation.enable')
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.05 })
    await page.mouse.move(5, 400)
    const at = (ms: number) =>
      panel.evaluate((element, time) => {
        const leaving = element.getAnimations()
        for (const animation of leaving) {
          animation.pause()
          animation.currentTime = time
        }
        return { leaving: leaving.length, opacity: getComputedStyle(element).opacity }
      }, ms)
    expect(await at(290)).toEqual({ leaving: 2, opacity: '1' })
    await expect(panel).toBeVisible()
    await at(10_000)
    await expect(panel).toBeHidden()
  })

  test('the header search opens a field in a popover that leads to the search page', async ({ page }) => {
    await page.goto('/about')
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Search' })
    const field = page.getByRole('combobox', { name: 'Search the site' })
    await expect(field).toBeHidden()
    await toggle.click()
    await expect(field).toBeVisible()
    await expect(field).toBeFocused()
    // Just under the bar, tall at the top of the page and half as tall once scrolled.
    const header = page.locator('header.site-header')
    const gapUnderBar = async () => (await page.locator('.search-popover').boundingBox())!.y - (await header.evaluate((el) => el.getBoundingClientRect().bottom))
    expect(await gapUnderBar()).toBeGreaterThanOrEqual(0)
    expect(await gapUnderBar()).toBeLessThanOrEqual(8)
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(header).toHaveClass(/is-scrolled/)
    await expect.poll(gapUnderBar).toBeGreaterThanOrEqual(0)
    await expect.poll(gapUnderBar).toBeLessThanOrEqual(8)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveClass(/is-scrolled/)
    // Esc closes it; a press outside too.
    await page.keyboard.press('Escape')
    await expect(field).toBeHidden()
    await toggle.click()
    await page.mouse.click(10, 500)
    await expect(field).toBeHidden()

    await toggle.click()
    await field.fill('payroll')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=payroll$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    await expect(page.locator('main').getByRole('status')).toContainText('found for "payroll"')
    // Result pages are an endless space of addresses: search engines may follow them, not keep them.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    await expect(page.getByRole('link', { name: 'Payroll, HR and benefits for growing employers' })).toHaveAttribute('href', '/')
    const photo = page.locator('.search-hits a[href*="/photos/"]').first()
    await expect(photo).toHaveAttribute('href', /^\/galleries\/[a-z-]+\/photos\/\d+$/)
    await photo.click()
    await expect(page).toHaveURL(/\/photos\/\d+/)
  })

  test('the search page explains a search too short or too long, and finds nothing gracefully', async ({ page, request }) => {
    await page.goto('/search?q=ab')
    await expect(page.locator('main').getByRole('alert')).toHaveText('Enter at least 3 characters to search.')
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('ab')
    await page.goto('/search?q=zzqxj')
    await expect(page.locator('main').getByRole('status')).toHaveText('Nothing on the site matches "zzqxj".')
    const long = await request.get(`/search?q=${'a'.repeat(101)}`)
    expect(long.status()).toBe(400)
    expect(await long.text()).toContain('Search for at most 100 characters.')
  })

  test('under 768 px the navigation folds behind a Menu button that opens, ignores a second click while it opens, closes on Esc and after a navigation', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    // The panel's animation lock is timed on performance.now(): the page clock runs it out.
    await page.clock.install()
    await page.goto('/')
    // Nothing is wider than the smallest phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(nav.getByRole('link', { name: 'Services' })).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await hydrated(page.locator('.site-header'))

    // Two clicks at once: the second comes while the panel is still opening and is ignored.
    await menu.evaluate((toggle: HTMLElement) => {
      toggle.click()
      toggle.click()
    })
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Services' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Services' })).toBeFocused()
    // Sub-menu entries are listed in the panel, not in a hover pop-up.
    await expect(nav.getByRole('link', { name: 'Life at Atrium' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)

    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Services' })).toBeHidden()
    await expect(menu).toBeFocused()

    // Space works as on any button; a click outside closes it (past the lock of the last toggle).
    await page.clock.runFor(300)
    await page.keyboard.press('Space')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    // (The open panel covers this small screen, so the press outside is sent to the page's main.)
    await page.locator('main').dispatchEvent('pointerdown')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')

    await page.clock.runFor(300)
    await menu.click()
    await nav.getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Services' })).toBeHidden()
  })

  test('without JavaScript the Menu button still opens the navigation on a small screen', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 360, height: 640 } })
    const page = await context.newPage()
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Services' })).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(nav.getByRole('link', { name: 'Services' })).toBeVisible()
    await context.close()
  })

  test('on a wide screen the navigation shows in the bar and there is no Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 700 })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Services' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
  })

  test('past 50 px the header takes its scrolled state at half its height and past 500 px a Back to top link appears; nothing below the header moves', async ({ page }) => {
    await page.goto('/galleries/life-at-atrium')
    const header = page.locator('header.site-header')
    const toTop = page.getByRole('link', { name: 'Back to top' })
    await expect(header).not.toHaveClass(/is-scrolled/)
    await expect(toTop).toBeHidden()
    const heightBefore = await header.evaluate((el) => el.getBoundingClientRect().height)
    const mainTop = () => page.locator('main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    const mainTopBefore = await mainTop()
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(header).toHaveClass(/is-scrolled/)
    await expect(toTop).toBeHidden()
    // The bar the visitor sees is half as tall (within a pixel), its logo and search button inside it…
    const visibleBar = () => header.evaluate((el) => { const box = el.getBoundingClientRect(); return box.bottom - Math.max(0, box.top) })
    await expect.poll(visibleBar).toBeGreaterThan(heightBefore / 2 - 1.5)
    await expect.poll(visibleBar).toBeLessThan(heightBefore / 2 + 1.5)
    for (const part of [header.locator('.site-logo'), header.getByRole('button', { name: 'Search', exact: true })]) {
      const box = (await part.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(heightBefore / 2 + 1.5)
    }
    // …while its box in the flow, and so the page below it, stays where it was.
    expect(await header.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(Math.round(heightBefore))
    expect(await mainTop()).toBe(mainTopBefore)
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect(toTop).toBeVisible()
    await toTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await expect(header).not.toHaveClass(/is-scrolled/)
    await expect(toTop).toBeHidden()
    // Scrolling through the states shifts nothing.
    expect(await measureLayoutShift(page)).toBe(0)
  })

  test('navigation between pages works', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A people business, about people')
  })

  test('unknown addresses show the 404 page', async ({ page }) => {
    for (const path of ['/no-such-page', '/a/b/c', '/galleries/no-such-gallery', '/albums/nope/nada']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    }
  })

  test('hostile query strings get the normal page, never an error', async ({ page }) => {
    for (const query of ["?sort=id;drop table", "?tag=1' OR '1'='1", '?page=-1&view=<script>']) {
      const response = await page.goto(`/galleries/life-at-atrium${query}`)
      expect(response?.status(), query).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Life at Atrium')
    }
    // Only a tool sends a 5,000-character search: it gets a 400 that says why, in the site's own
    // header and footer, with a way back.
    const response = await page.goto(`/galleries/life-at-atrium?q=${'x'.repeat(5000)}`)
    expect(response?.status()).toBe(400)
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors")
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('That address could not be read')
    await expect(page.getByText('A gallery setting in this address is far too long.')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await page.getByRole('link', { name: 'Go back to the page without these settings' }).click()
    await expect(page).toHaveURL(/\/galleries\/life-at-atrium$/)
  })

  test('every response carries the security headers', async ({ request }) => {
    // The gallery's engagement totals are answered by our own server, apart from Next: the same headers.
    for (const path of ['/', '/galleries/life-at-atrium', '/no-such-page', '/api/media', '/admin/login', '/galleries/life-at-atrium/engagement']) {
      const response = await request.get(path)
      const headers = response.headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBeTruthy()
      expect(headers['content-security-policy'], path).toContain('frame-ancestors')
      expect(headers['x-powered-by'], path).toBeUndefined()
      // The admin's colour-scheme hint must not make browsers re-send public pages or split caches.
      if (path.startsWith('/admin')) expect(headers['critical-ch'], path).toBe('Sec-CH-Prefers-Color-Scheme')
      else expect([headers['critical-ch'], headers['accept-ch'], headers.vary ?? ''], path).toEqual([undefined, undefined, expect.not.stringContaining('Sec-CH')])
    }
    const html = await (await request.get('/')).text()
    // A stored file opened on its own is sandboxed: its route's policy, not the page policy.
    const photo = html.match(/\/api\/media\/file\/[\w.-]+\.webp/)![0]
    const stored = (await request.get(photo)).headers()
    expect([stored['content-security-policy'], stored['x-content-type-options'], stored['x-frame-options']], photo).toEqual(["default-src 'none'; sandbox", 'nosniff', 'DENY'])
    // Built scripts and styles: nosniff and long caching, without the page-level headers.
    for (const asset of [html.match(/\/_next\/static\/chunks\/[\w-]+\.js/)![0], html.match(/\/_next\/static\/chunks\/[\w-]+\.css/)![0]]) {
      const headers = (await request.get(asset)).headers()
      expect(headers['x-content-type-options'], asset).toBe('nosniff')
      expect(headers['cache-control'], asset).toContain('immutable')
      expect([headers['content-security-policy'], headers['x-frame-options'], headers['permissions-policy']], asset).toEqual([undefined, undefined, undefined])
    }
  })

  test('robots.txt and sitemap.xml list the public site with images', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/galleries/life-at-atrium</loc>')
    expect(sitemap).toMatch(/\/galleries\/life-at-atrium\/photos\/\d+<\/loc>/)
    expect(sitemap).toContain('<image:image>')
    expect(sitemap).toContain('/albums/our-story/inside-atrium</loc>')
    expect(sitemap).toContain('/about</loc>')
  })
})
