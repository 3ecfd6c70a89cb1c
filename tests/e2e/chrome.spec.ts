import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from '@playwright/test'

import { consentBannerReady, expectReachable, measureLayoutShift, pageSettled, pageTransitionsReady } from '../helpers/e2e'
import { adminApi } from '../helpers/fixtures'

const otherSite = `http://127.0.0.2:${process.env.E2E_OTHER_PORT || '3211'}`

/** Changes Site settings as an editor would (the pages are rebuilt by the save). */
async function siteSettings(request: APIRequestContext, data: Record<string, unknown>) {
  await (await adminApi(request)).global('site-settings', data)
}

test.describe('page transitions (on in the demo)', () => {
  test('a link of the site fades the page out and the App Router brings the next one, without a reload', async ({ page }) => {
    await page.goto('/about')
    await pageTransitionsReady(page)
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Services' }).click()
    await expect(page.locator('html')).toHaveClass(/page-leaving/)
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everything behind a payslip')
    await expect(page.locator('html')).not.toHaveClass(/page-leaving/)
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
  })

  test('same-page anchors, new tabs and modified clicks are left alone; reduced motion skips the fade', async ({ page, context }) => {
    await page.goto('/about')
    const html = page.locator('html')
    // A link to an anchor of the same page does not fade it.
    // Added once the page is hydrated (React would drop it before), above everything.
    await pageTransitionsReady(page)
    await page.evaluate(() => {
      const anchor = document.createElement('a')
      anchor.href = '#content'
      anchor.textContent = 'Jump'
      anchor.dataset.transition = ''
      anchor.style.cssText = 'position:fixed;top:0;left:0;z-index:1000;background:#fff'
      document.body.append(anchor)
    })
    await page.getByRole('link', { name: 'Jump' }).click()
    await expect(html).not.toHaveClass(/page-leaving/)
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Services' }).click({ modifiers: ['ControlOrMeta'] })])
    await popup.close()
    await expect(html).not.toHaveClass(/page-leaving/)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(html).not.toHaveClass(/page-leaving/)
  })
})

test.describe('site settings: loading screen and chat widget', () => {
  test.describe.configure({ mode: 'serial' })
  test.afterAll(async ({ request }) => {
    await siteSettings(request, { features: { preloader: false }, chat: { enabled: false } })
  })

  test('the loading screen covers the page until its first pictures are in, then goes; never under reduced motion', async ({ page, request }) => {
    await siteSettings(request, { features: { preloader: true } })
    await page.goto('/galleries/life-at-atrium')
    const screen = page.locator('.preloader')
    await expect(screen).toHaveCount(1)
    await expect(screen).toHaveAttribute('data-done', 'true')
    await expect(screen).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await measureLayoutShift(page, false)).toBe(0)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await expect(screen).toBeHidden()
  })

  test('without JavaScript the loading screen still goes after 4 s', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/about')
    await expect(page.locator('.preloader')).toBeVisible()
    await expect(page.locator('.preloader')).toBeHidden({ timeout: 6000 })
    await context.close()
  })

  test('the editors cannot point the chat at a site the operator did not allow', async ({ request }) => {
    const response = await request.post('/api/globals/site-settings', { headers: (await adminApi(request)).headers, data: { chat: { enabled: true, scriptUrl: 'https://evil.example/chat.js' } } })
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain('Scripts from https://evil.example are not allowed on this site')
  })

  test('the chat loads its script only when pressed, after asking a visitor who has not agreed', async ({ browser, request }) => {
    await siteSettings(request, { features: { preloader: false }, chat: { enabled: true, provider: 'Test Chat', scriptUrl: `${otherSite}/chat/widget.js` } })
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (entry) => entry.url().includes('/chat/widget.js') && scripts.push(entry.url()))
    await page.goto('/services')
    await consentBannerReady(page)
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click()
    const button = page.getByRole('button', { name: 'Chat with us' })
    await expect(button).toBeVisible()
    await pageSettled(page)
    expect(scripts).toEqual([])
    await button.click()
    const ask = page.getByRole('group', { name: 'Chat' })
    await expect(ask).toContainText('The chat is provided by Test Chat, which may set cookies.')
    await ask.getByRole('button', { name: 'Not now' }).click()
    expect(scripts).toEqual([])
    await button.click()
    await ask.getByRole('button', { name: 'Allow and chat' }).click()
    await expect(page.getByRole('region', { name: 'Chat window' })).toContainText('How can we help?')
    expect(scripts).toHaveLength(1)
    await expect(button).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __chatWidgetLoaded?: number }).__chatWidgetLoaded)).toBe(1)
    await context.close()
  })
})

test('columns can have their own background colour', async ({ page }) => {
  await page.goto('/services')
  const payroll = page.locator('.column', { has: page.getByRole('heading', { name: 'Payroll', exact: true }) })
  await expect(payroll).toHaveClass(/column-bg-brand/)
  await expect(payroll).toHaveCSS('color', 'rgb(255, 255, 255)')
})

test.describe('the header and the home page’s slider on a phone', () => {
  // A new visitor (the consent banner shows) with two things in the cart.
  test.use({ viewport: { width: 390, height: 844 }, storageState: { cookies: [{ name: 'atrium_cart_count', value: '2', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] } })

  test('one row of header; the slider’s controls clear of the header and the banner; the page’s end above the banner; readable over the picture', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('.site-header-inner')
    const parts = await header.locator(':scope > *:visible').evaluateAll((elements) => elements.filter((element) => element.getBoundingClientRect().height > 0).map((element) => element.getBoundingClientRect()).map((box) => box.top + box.height / 2))
    expect(Math.max(...parts) - Math.min(...parts)).toBeLessThan(8)
    const cart = page.getByRole('link', { name: 'Cart, 2 items' })
    await expect(cart).toBeVisible()
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    const slider = page.locator('.block-slider').first()
    await expect(slider).toHaveAttribute('data-ready', /.*/)
    // Every control of the slider can be tapped: on top at its middle (not under the header or the banner).
    await expectReachable(slider.getByRole('button', { name: 'Next slide' }), slider.getByRole('button', { name: 'Go to slide 2' }))
    // Over the picture the header's words and the cart are white, and pass axe's contrast check.
    for (const part of [cart, page.locator('.site-logo')]) expect(await part.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)')
    const contrast = await new AxeBuilder({ page }).include('.site-header').withRules(['color-contrast']).analyze()
    expect(contrast.violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([])
    // The page's end scrolls above the banner: the footer's last line is not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)).toBe(true)
    const note = page.locator('.footer-note')
    const [noteBox, bannerBox] = [(await note.boundingBox())!, (await banner.boundingBox())!]
    expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(bannerBox.y)
  })
})

test('the slider’s first picture is fetched big enough to cover the window, never stretched', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const picture = page.locator('.slider-picture').first()
  await expect(picture).toHaveJSProperty('complete', true)
  const { natural, drawn } = await picture.evaluate(async (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect()
    // An <img> with a srcset reports its size divided by the density the browser chose; the file's
    // own pixels are what matter, so load the chosen file on its own.
    const file = new Image()
    file.src = image.currentSrc
    await file.decode()
    // object-fit: cover draws the picture at the larger of the two scales.
    const scale = Math.max(box.width / file.naturalWidth, box.height / file.naturalHeight)
    return { natural: file.naturalWidth, drawn: file.naturalWidth * scale }
  })
  expect(natural).toBeGreaterThanOrEqual(Math.min(drawn, 1800) - 1)
})

test('a gallery page keeps to the site’s column, as wide as the header’s content', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/galleries/life-at-atrium')
  const [logo, gallery] = await Promise.all([page.locator('.site-logo').boundingBox(), page.locator('.gallery-page').boundingBox()])
  expect(Math.abs(gallery!.x - logo!.x)).toBeLessThan(2)
})
