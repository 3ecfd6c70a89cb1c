import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { contentViewerReady } from '../helpers/e2e'
import { adminApi } from '../helpers/fixtures'

const stamp = Date.now().toString(36)
const PAGE = `viewer-${stamp}`

const link = (url: string, label: string) => ({ type: 'link', fields: { linkType: 'custom', url, newTab: false }, children: [{ type: 'text', text: label, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }], direction: 'ltr', format: '', indent: 0, version: 3 })

test.beforeAll(async ({ request }) => {
  const { headers } = await adminApi(request)
  const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children, direction: 'ltr', format: '', indent: 0, version: 1, textFormat: 0 })
  const response = await request.post('/api/pages', {
    headers,
    data: {
      title: `Viewer ${stamp}`,
      slug: PAGE,
      _status: 'published',
      layout: [
        {
          blockType: 'richText',
          content: {
            root: {
              type: 'root',
              direction: 'ltr',
              format: '',
              indent: 0,
              version: 1,
              children: [
                paragraph(link('https://www.youtube.com/channel/UCatrium', 'Our channel')),
                paragraph(link('https://example.com/elsewhere', 'An ordinary link')),
              ],
            },
          },
        },
      ],
    },
  })
  expect(response.status(), await response.text()).toBe(201)
})

test.describe('content viewer (pictures and video links in page content)', () => {
  test('opens a picture of the text in a modal viewer, steps through the set with keys, and gives focus back', async ({ page }) => {
    // The player's own site is not reachable here: answer for it.
    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }))
    const images: string[] = []
    page.on('request', (request) => request.resourceType() === 'image' && images.push(new URL(request.url()).pathname))
    await page.goto('/about')
    await contentViewerReady(page)
    const figures = page.locator('.prose .rich-figure-link')
    await expect(figures).toHaveCount(2)
    const secondSizes = (await figures.nth(1).getAttribute('data-srcset'))!.split(', ').map((entry) => entry.split(' ')[0]!)
    images.length = 0
    await figures.first().click()
    const viewer = page.getByRole('dialog', { name: 'Media viewer' })
    await expect(viewer).toBeVisible()
    await expect(viewer.locator('img')).toHaveAttribute('data-state', 'loaded')
    await expect(viewer).toContainText('1 of 3')
    await expect(viewer.getByRole('button', { name: 'Close (Esc)' })).toBeVisible()
    // The next picture is fetched ahead, at the viewer's size.
    await expect.poll(() => images.some((path) => secondSizes.includes(path))).toBe(true)
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden')
    const results = await new AxeBuilder({ page }).include('.content-viewer').analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])

    await page.keyboard.press('ArrowRight')
    await expect(viewer).toContainText('2 of 3')
    await page.keyboard.press('ArrowRight')
    // The third is the text's YouTube link: its player, in the viewer.
    await expect(viewer).toContainText('3 of 3')
    await expect(viewer.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/atrDemo0001\?autoplay=1/)
    await page.keyboard.press('ArrowRight')
    await expect(viewer).toContainText('1 of 3')
    await page.keyboard.press('Escape')
    await expect(viewer).toHaveCount(0)
    await expect(figures.first()).toBeFocused()
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
  })

  test('a picture that fails says so; a visitor who has not agreed is asked before a video plays', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    await page.goto('/about')
    await contentViewerReady(page)
    const figures = page.locator('.prose .rich-figure-link')
    await page.route(`**${await figures.first().getAttribute('href')}`, (route) => route.fulfill({ status: 404, body: '' }))
    await figures.first().click()
    const viewer = page.getByRole('dialog', { name: 'Media viewer' })
    await expect(viewer.getByRole('alert')).toHaveText('The image could not be loaded.')
    await viewer.getByRole('button', { name: 'Previous' }).click()
    await expect(viewer).toContainText('This video plays from YouTube, which may set cookies.')
    await expect(viewer.locator('iframe')).toHaveCount(0)
    await expect(viewer.getByRole('button', { name: 'Allow and play' })).toBeVisible()
    await viewer.getByRole('button', { name: 'Close (Esc)' }).click()
    await expect(viewer).toHaveCount(0)
    await context.close()
  })

  test('a video address the site cannot play shows "Content not found"; other links stay links', async ({ page }) => {
    await page.goto(`/${PAGE}`)
    await contentViewerReady(page)
    await page.getByRole('link', { name: 'Our channel' }).click()
    const viewer = page.getByRole('dialog', { name: 'Media viewer' })
    await expect(viewer).toContainText('Content not found')
    await expect(viewer.getByRole('link', { name: 'Our channel' })).toHaveAttribute('href', 'https://www.youtube.com/channel/UCatrium')
    await page.keyboard.press('Escape')
    await page.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }))
    await page.getByRole('link', { name: 'An ordinary link' }).click()
    await expect(page).toHaveURL('https://example.com/elsewhere')
  })
})
