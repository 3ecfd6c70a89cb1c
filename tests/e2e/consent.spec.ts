import { expect, test } from '@playwright/test'

import { consentBannerReady, hydrated, measureLayoutShift, pageSettled, viewerOpenerReady } from '../helpers/e2e'

// A first-time visitor: no answer stored yet.
test.use({ storageState: { cookies: [], origins: [] } })

test.describe('consent banner', () => {
  test('asks once, remembers the answer for 30 days, and can be changed from the footer', async ({ page, context }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('only if you agree')
    // It covers the page's foot instead of pushing anything.
    expect(await measureLayoutShift(page, false)).toBe(0)

    await consentBannerReady(page)
    await banner.getByRole('button', { name: 'Decline' }).click()
    await expect(banner).toBeHidden()
    const cookie = (await context.cookies()).find((entry) => entry.name === 'atrium_consent')!
    expect(cookie.value).toBe('denied')
    const days = (cookie.expires - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    await page.reload()
    await expect(page.locator('main h1')).toBeVisible()
    await pageSettled(page)
    await expect(banner).toBeHidden()

    // The footer reopens it, with focus in it and the earlier answer marked.
    await page.getByRole('button', { name: 'Cookie settings' }).click()
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeFocused()
    await expect(banner.getByRole('button', { name: 'Decline' })).toHaveAttribute('aria-pressed', 'true')
    await banner.getByRole('button', { name: 'Accept' }).click()
    await expect(banner).toBeHidden()
    expect((await context.cookies()).find((entry) => entry.name === 'atrium_consent')!.value).toBe('granted')
  })

  test('the banner comes with the page itself: shown to a new visitor and hidden for one who answered, before any script of ours runs', async ({ page, context, baseURL }) => {
    // No bundle runs: what the visitor sees is the server's HTML, its CSS and the inline first script.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort())
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await page.goto('/about')
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('only if you agree')

    await context.addCookies([{ name: 'atrium_consent', value: 'granted', url: baseURL! }])
    await page.goto('/about')
    await expect(page.locator('main h1')).toBeVisible()
    await expect(page.locator('.consent-banner')).toHaveCount(1)
    await expect(banner).toBeHidden()
  })

  test('a press on the banner before the page’s scripts have run still answers it', async ({ page, context }) => {
    // The scripts never come: only the server's HTML and its first inline script answer the press.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort())
    await page.goto('/about')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await banner.getByRole('button', { name: 'Accept' }).click()
    await expect(banner).toBeHidden()
    // The server's banner is still there, hidden: no hydrated one replaced it (that one would leave).
    await expect(page.locator('.consent-banner[data-first-render]')).toHaveCount(1)
    expect((await context.cookies()).find((entry) => entry.name === 'atrium_consent')?.value).toBe('granted')
    // No room is kept for it at the window's foot any more.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--consent-room').trim())).toMatch(/^0(px)?$/)
    await page.unrouteAll()
    await page.goto('/')
    await pageSettled(page)
    await expect(banner).toBeHidden()
  })

  test('without JavaScript the banner is not offered: its buttons could not work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    await page.goto('/about')
    await expect(page.locator('main h1')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
    await context.close()
  })

  test('nothing from another site loads before consent; a video asks in its own box first', async ({ page }) => {
    const thirdParty: string[] = []
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      thirdParty.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' })
    })
    for (const path of ['/', '/about', '/services', '/contact', '/galleries/video-stories']) {
      await page.goto(path)
      await pageSettled(page)
    }
    expect(thirdParty).toEqual([])

    await page.goto('/about')
    const block = page.locator('.block-lazy-video')
    await block.scrollIntoViewIfNeeded()
    await hydrated(block.locator('.lazy-video'))
    await block.getByRole('button', { name: /^Play video/ }).click()
    const allow = block.getByRole('button', { name: 'Allow and play' })
    await expect(allow).toBeFocused()
    await expect(block).toContainText('This video plays from YouTube, which may set cookies.')
    await expect(block.locator('iframe')).toHaveCount(0)
    expect(thirdParty).toEqual([])
    await allow.click()
    await expect(block.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/atrDemo0001\?autoplay=1/)
    // Allowing here is the visitor's answer for the whole site.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
  })

  test('in the photo viewer too, a video asks before its player loads', async ({ page }) => {
    const thirdParty: string[] = []
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      thirdParty.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' })
    })
    await page.goto('/galleries/video-stories')
    await viewerOpenerReady(page)
    await page.locator('.gallery-grid a').first().click()
    const current = page.getByRole('dialog', { name: 'Photo viewer' }).locator('.yarl__slide_current')
    await current.getByRole('button', { name: /^Play video: / }).click()
    const allow = current.getByRole('button', { name: 'Allow and play' })
    await expect(allow).toBeFocused()
    await expect(current).toContainText('which may set cookies.')
    await expect(current.locator('iframe')).toHaveCount(0)
    expect(thirdParty).toEqual([])
    await allow.click()
    await expect(current.locator('iframe')).toHaveAttribute('src', /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|www\.dailymotion\.com)\//)
  })
})
