import { expect, test, type Page } from '@playwright/test'

import { hydrated, pageSettled } from '../helpers/e2e'

/**
 * The header's live search as a visitor uses it: the old site's timing rules (driven by a fake
 * clock), the combobox keys, ranked and highlighted results, the shortcuts, and the full results
 * page it leads to.
 */
function liveRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/search/live') seen.push(url.searchParams.get('q') ?? '')
  })
  return seen
}

test.describe('live search', () => {
  test('searches 300 ms after typing stops, from 3 characters, never twice for the same text or after "nothing"', async ({ page }) => {
    const requests = liveRequests(page)
    await page.clock.install()
    await page.goto('/about')
    await hydrated(page.getByRole('banner'))
    // Time stands still from here: only runFor moves it.
    await page.clock.pauseAt(Date.now() + 60_000)
    // The live search's code is not part of the page: opening the search fetches it.
    const loaded = page.waitForRequest((request) => request.resourceType() === 'script')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    await loaded
    const box = page.getByRole('combobox', { name: 'Search the site' })
    await expect(box).toBeFocused()
    await expect(box).toHaveAttribute('aria-expanded', 'false')

    await box.pressSequentially('pa')
    await page.clock.runFor(1000)
    expect(requests).toEqual([])
    await box.press('y')
    await page.clock.runFor(299)
    expect(requests).toEqual([])
    await page.clock.runFor(2)
    await expect.poll(() => requests).toEqual(['pay'])
    const list = page.getByRole('listbox', { name: 'Search results' })
    await expect(list).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!)
    await expect(page.getByRole('status').filter({ hasText: /^\d+ results?$/ })).toBeVisible()
    await expect(list.getByRole('group', { name: 'Pages' })).toBeVisible()
    await expect(list.getByRole('option').first().locator('mark').first()).toHaveText(/^pay/i)

    // A letter typed and taken back within 300 ms: the same text, no new request.
    await box.press('x')
    await box.press('Backspace')
    await page.clock.runFor(1000)
    expect(requests).toEqual(['pay'])

    // Nothing found, and more letters cannot find more.
    await box.fill('zzqx')
    await page.clock.runFor(400)
    await expect.poll(() => requests).toEqual(['pay', 'zzqx'])
    await expect(page.getByRole('status').filter({ hasText: 'No results' })).toBeVisible()
    await box.press('y')
    await page.clock.runFor(1000)
    expect(requests).toEqual(['pay', 'zzqx'])
  })

  test('arrow keys move through ranked results, Enter opens one, Esc closes; "View all results" leads to the results page', async ({ page }) => {
    await page.goto('/contact')
    await hydrated(page.getByRole('banner'))
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    const box = page.getByRole('combobox', { name: 'Search the site' })
    await box.fill('payroll')
    const list = page.getByRole('listbox', { name: 'Search results' })
    const options = list.getByRole('option')
    await expect(options.first()).toBeVisible()
    expect(await options.count()).toBeGreaterThan(2)
    await box.press('ArrowDown')
    const first = options.nth(0)
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
    await box.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await box.press('ArrowUp')
    await box.press('ArrowUp')
    await expect(options.last()).toHaveAttribute('aria-selected', 'true')
    await box.press('Escape')
    await expect(list).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')

    await box.press('ArrowDown')
    await expect(list).toBeVisible()
    await page.getByRole('link', { name: 'View all results' }).click()
    await expect(page).toHaveURL(/\/search\?q=payroll$/)
    await expect(page.locator('main').getByRole('status')).toContainText('found for "payroll"')
    await expect(page.locator('.search-hits mark').first()).toHaveText(/payroll/i)

    await page.goto('/contact')
    await hydrated(page.getByRole('banner'))
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    await page.getByRole('combobox', { name: 'Search the site' }).fill('community')
    await expect(page.getByRole('option').first()).toBeVisible()
    const target = await page.evaluate(() => document.querySelector('[role="option"]')?.textContent ?? '')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).not.toHaveURL(/\/contact$/)
    expect(target.toLowerCase()).toContain('community')
  })

  test('Ctrl+K and "/" open the search from anywhere but a text field; "krakow" finds "Kraków"', async ({ page }) => {
    await page.goto('/services')
    const box = page.getByRole('combobox', { name: 'Search the site' })
    // The shortcut works once the page's scripts run (a press before that reaches nothing).
    await expect(async () => {
      await page.keyboard.press('Control+k')
      await expect(box).toBeFocused({ timeout: 2000 })
    }).toPass()
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(box).toBeHidden()
    // Nothing had focus before the shortcut: it comes back to the search button, not to nowhere.
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused()
    await page.keyboard.press('/')
    await expect(box).toBeFocused()
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    // Typing "/" in the call-back form's name field types a slash.
    const name = page.getByRole('form', { name: 'Request a call back' }).getByRole('textbox', { name: 'Name', exact: true })
    await name.fill('')
    await name.press('/')
    await expect(name).toHaveValue('/')
    await expect(box).toBeHidden()
    // From a field, Ctrl+K and Esc lead back to that field.
    await name.press('Control+k')
    await expect(box).toBeFocused()
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(name).toBeFocused()

    await page.keyboard.press('Control+k')
    await box.fill('krakow')
    await expect(page.getByRole('option').first()).toBeVisible()
    await expect(page.getByRole('option').locator('mark').first()).toHaveText(/^krak[oó]w$/i)
  })

  test('words typed before the live search has loaded are kept and searched; each opening starts afresh', async ({ page }) => {
    await page.goto('/services')
    await pageSettled(page)
    // The live search's code is held back until the visitor has typed in the plain field.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    const plain = page.getByRole('searchbox', { name: 'Search the site' })
    await expect(plain).toBeFocused()
    // Half before the live search's code is let through, half while it arrives and takes over.
    await page.keyboard.type('kra')
    release()
    await page.keyboard.type('kow')
    const box = page.getByRole('combobox', { name: 'Search the site' })
    await expect(box).toHaveValue('krakow')
    await expect(box).toBeFocused()
    await expect(page.getByRole('option').first()).toBeVisible()
    await expect(page.getByRole('option').locator('mark').first()).toHaveText(/^krak[oó]w$/i)
    // Closed and opened again: an empty field, and keys typed at once all land in it.
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(box).toBeHidden()
    await page.keyboard.press('Control+k')
    await page.keyboard.type('payroll')
    await expect(box).toHaveValue('payroll')
    await expect(page.getByRole('option').first()).toBeVisible()
  })

  test('the search endpoint refuses more than 100 characters and treats every character as text', async ({ request }) => {
    const long = await request.get(`/search/live?q=${'a'.repeat(101)}`)
    expect(long.status()).toBe(400)
    expect((await long.json()).message).toBe('Search for at most 100 characters.')
    for (const q of ['"payroll" OR *', "'; DROP TABLE search; --", '%_%', 'NEAR(pay roll)']) {
      const response = await request.get(`/search/live?q=${encodeURIComponent(q)}`)
      expect(response.status(), q).toBe(200)
    }
    expect((await (await request.get('/search/live?q=payroll')).json()).total).toBeGreaterThan(0)
  })
})

test.describe('what search finds', () => {
  test('only what visitors read: no file names, placeholders, settings or metadata; watermarked photos by their burned copies; video galleries too', async ({ page, request }) => {
    // Words that live only in settings and stored data: a page's blocks are found by their text, not these.
    for (const hidden of ['webp', 'base64', 'masonry', 'mosaic', 'fullscreen']) {
      const answer = await (await request.get(`/search/live?q=${hidden}`)).json()
      expect(answer.total, hidden).toBe(0)
    }
    // A photo of the watermarked gallery: its thumbnail is the burned copy, which loads.
    const live = await (await request.get('/search/live?q=keynote')).json()
    const photos = live.groups.find((group: { kind: string }) => group.kind === 'photo')?.results ?? []
    const photo = photos.find((result: { title: string }) => result.title.startsWith('Keynote on pay transparency'))
    expect(photo?.image?.src).toMatch(/^\/media\/watermarked\/\d+\/[0-9a-f]{16}\//)
    expect((await request.get(photo.image.src)).status()).toBe(200)
    // The video galleries are found, and open at /videos.
    const films = await (await request.get('/search/live?q=films')).json()
    expect(films.groups.flatMap((group: { results: { href: string }[] }) => group.results.map((result) => result.href))).toContain('/videos/our-films')

    // In the header: every result shows a picture that loads, or an icon of its kind (no empty box).
    await page.goto('/about')
    await hydrated(page.getByRole('banner'))
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    await page.getByRole('combobox', { name: 'Search the site' }).fill('payroll')
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option')
    await expect(options.first()).toBeVisible()
    for (const option of await options.all()) {
      const image = option.locator('img')
      // Still loading when the list appears: waited for; a broken one (403) never gets a width.
      if (await image.count()) await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
      else await expect(option.locator('.live-search-noimage svg')).toBeVisible()
    }
  })
})
