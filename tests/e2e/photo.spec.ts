import { expect, test } from '@playwright/test'

async function firstPhotoUrl(page: import('@playwright/test').Page, gallery: string): Promise<string> {
  await page.goto(`/galleries/${gallery}`)
  return (await page.locator('.gallery-body a[href*="/photos/"]').first().getAttribute('href'))!
}

test.describe('photo pages', () => {
  // What the server sends (search engines, visitors without JavaScript); the live viewer is lightbox.spec's.
  test.use({ javaScriptEnabled: false })

  test('a photo page has its title, canonical link, Open Graph/Twitter tags and JSON-LD', async ({ page }) => {
    const url = await firstPhotoUrl(page, 'life-at-atrium')
    await page.goto(url)
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!
    await expect(page).toHaveTitle(new RegExp(`^${title}`))
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${url}$`))
    expect(await meta('meta[property="og:title"]')).toBe(title)
    expect(await meta('meta[property="og:image"]')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/media\/file\/.+-1200x630\.jpg$/)
    expect(await meta('meta[property="og:image:width"]')).toBe('1200')
    expect(await meta('meta[property="og:image:alt"]')).toMatch(/^Illustration/)
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(await meta('meta[name="description"]')).toBeTruthy()
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
    const [, width, height] = (await page.getByText(/\d+ × \d+ pixels/).textContent())!.match(/(\d+) × (\d+)/)!.map(Number)
    expect(jsonLd).toMatchObject({ '@type': 'ImageObject', name: title, width, height })
    expect(jsonLd.contentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/media\/file\//)
    // The Open Graph image really exists.
    const og = await page.request.get((await meta('meta[property="og:image"]'))!)
    expect(og.status()).toBe(200)
    expect(og.headers()['content-type']).toBe('image/jpeg')
  })

  test('previous and next walk the gallery with an N / M counter', async ({ page }) => {
    const first = await firstPhotoUrl(page, 'events-and-conferences')
    const total = await page.locator('.gallery-grid a').count()
    const last = (await page.locator('.gallery-grid a').last().getAttribute('href'))!
    await page.goto(first)
    await expect(page.getByText(`1 / ${total}`)).toBeVisible()
    // The gallery loops (the default), as its live viewer does: the first photo's previous is the last.
    await expect(page.getByRole('link', { name: /Previous photo/ })).toHaveAttribute('href', last)
    await page.getByRole('link', { name: /Next photo/ }).click()
    await expect(page.getByText(`2 / ${total}`)).toBeVisible()
    await page.getByRole('link', { name: /Previous photo/ }).click()
    await expect(page).toHaveURL(new RegExp(`${first}$`))
  })

  test('camera data is shown, the location never is', async ({ page }) => {
    await page.goto(await firstPhotoUrl(page, 'life-at-atrium'))
    // Behind "Details", as in the live viewer's info panel.
    await expect(page.getByText('Camera')).toBeHidden()
    await page.getByText('Details', { exact: true }).click()
    await expect(page.getByText('Camera')).toBeVisible()
    await expect(page.getByText(/f\/\d/)).toBeVisible()
    const html = await page.content()
    expect(html).not.toMatch(/latitude|longitude|"gps"/i)
  })
})

test.describe('photo page addresses', () => {
  test('an unknown photo, or one from another gallery, is a 404', async ({ page }) => {
    const other = await firstPhotoUrl(page, 'events-and-conferences')
    const id = other.split('/').pop()
    expect((await page.goto(`/galleries/life-at-atrium/photos/${id}`))?.status()).toBe(404)
    expect((await page.goto('/galleries/life-at-atrium/photos/999999'))?.status()).toBe(404)
    expect((await page.goto('/galleries/life-at-atrium/photos/abc'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })
})
