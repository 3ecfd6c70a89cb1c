import crypto from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { ADMIN, SAME_ORIGIN, photoPageLive, viewerOpenerReady } from '../helpers/e2e'
import { adminApi } from '../helpers/fixtures'

/**
 * Ratings, comments and view counts as a visitor meets them in the viewer, against the production
 * build. Each run uploads its own photos, so votes from earlier runs never count against this one.
 */
const stamp = crypto.randomBytes(3).toString('hex')
const OPEN = `talk-${stamp}`
const MODERATED = `moderated-${stamp}`
const THUMBS = `rated-thumbs-${stamp}`
let photos: number[] = []
let auth: Record<string, string> = {}

test.beforeAll(async ({ request }) => {
  auth = (await adminApi(request)).headers
  photos = []
  for (const [i, colour] of ['#1d4ed8', '#047857', '#b45309'].entries()) {
    const jpeg = await sharp({ create: { width: 640, height: 427, channels: 3, background: colour } }).jpeg().toBuffer()
    const upload = await request.post('/api/media', {
      headers: auth,
      multipart: { file: { name: `talk-${i}.jpg`, mimeType: 'image/jpeg', buffer: jpeg }, _payload: JSON.stringify({ alt: `Talk photo ${i + 1}`, title: `Talk ${i + 1} ${stamp}` }) },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    photos.push((await upload.json()).doc.id)
  }
  const create = async (slug: string, behaviour: Record<string, unknown>, lightbox: Record<string, unknown> = {}) => {
    const response = await request.post('/api/galleries', {
      headers: auth,
      data: {
        title: slug,
        slug,
        view: 'thumbnails',
        items: photos,
        _status: 'published',
        viewOptions: { custom: true, lazyLoad: false },
        behaviour: { custom: true, ...behaviour },
        lightbox: { custom: true, effect: 'none', filmstrip: false, slideshowInterval: 2, ...lightbox },
      },
    })
    expect(response.status(), await response.text()).toBe(201)
  }
  await create(OPEN, { commentModeration: false, commentEmail: true, rating: true, hitCounting: true, showViewCount: true })
  await create(MODERATED, { commentModeration: true })
  await create(THUMBS, { rating: true, ratingUnderThumbnails: true })
})

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo viewer' })

async function openPhoto(page: Page, slug: string, index = 0) {
  await page.goto(`/galleries/${slug}`)
  await viewerOpenerReady(page)
  await page.locator('.gallery-body a[data-photo-id]').nth(index).click()
  await expect(viewer(page)).toBeVisible()
}

test.describe('ratings', () => {
  test('a visitor rates once; the stars stay read-only after a reload', async ({ page }) => {
    await openPhoto(page, OPEN)
    await viewer(page).getByRole('button', { name: 'Show rating' }).click()
    const group = viewer(page).getByRole('radiogroup', { name: 'Rate this photo' })
    await expect(group.getByRole('radio')).toHaveCount(5)
    await expect(group.getByRole('radio', { name: '1 star', exact: true })).toBeVisible()
    await expect(viewer(page).getByText('Not rated yet.')).toBeVisible()
    await group.locator('label').nth(3).hover()
    await expect(viewer(page).locator('.lb-rating-hint')).toHaveText('4 stars')
    await group.locator('label').nth(3).click()
    await expect(viewer(page).locator('.lb-rating-hint')).toHaveText('You have already rated. Average 4.0 of 5. Votes: 1')
    await expect(group.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await expect(group.getByRole('radio', { name: '2 stars' })).toBeDisabled()

    await page.reload()
    await photoPageLive(page)
    await viewer(page).getByRole('button', { name: 'Show rating' }).click()
    await expect(viewer(page).locator('.lb-rating-hint')).toHaveText('You have already rated. Average 4.0 of 5. Votes: 1')
    await expect(viewer(page).getByRole('radio', { name: '5 stars' })).toBeDisabled()
  })

  test('rates with the keyboard: arrows choose, Enter sends; a lost connection gets a polite message', async ({ page }) => {
    await openPhoto(page, OPEN, 1)
    await viewer(page).getByRole('button', { name: 'Show rating' }).click()
    await page.route('**/rating', (route) => route.abort())
    const group = viewer(page).getByRole('radiogroup', { name: 'Rate this photo' })
    await group.getByRole('radio', { name: '1 star', exact: true }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(group.getByRole('radio', { name: '3 stars' })).toBeChecked()
    // Arrow keys moved the choice, not the photo.
    await expect(viewer(page).locator('.lb-counter')).toHaveText('2 / 3')
    // The chosen star, not yet sent, offers to cancel the choice when pointed at.
    await group.locator('label').nth(2).hover()
    await expect(viewer(page).locator('.lb-rating-hint')).toHaveText('Cancel your rating.')
    await page.keyboard.press('Enter')
    await expect(viewer(page).getByText('Your rating could not be sent. Please try again.')).toBeVisible()
    await page.unroute('**/rating')
    await group.getByRole('radio', { name: '2 stars' }).focus()
    await page.keyboard.press('Space')
    await expect(viewer(page).locator('.lb-rating-hint')).toHaveText('You have already rated. Average 2.0 of 5. Votes: 1')
  })

  test('the server refuses bad values and second votes, whatever the page does', async ({ request }) => {
    const path = `/galleries/${MODERATED}/photos/${photos[2]}/rating`
    for (const value of [0, 6, 3.5, '5', null]) {
      const response = await request.post(path, { headers: SAME_ORIGIN, data: { value } })
      expect(response.status()).toBe(400)
    }
    const first = await request.post(path, { headers: SAME_ORIGIN, data: { value: 5 } })
    expect(first.status()).toBe(200)
    expect(first.headers()['set-cookie']).toMatch(/atrium_visitor=.*HttpOnly; SameSite=Lax; Secure/)
    const second = await request.post(path, { headers: SAME_ORIGIN, data: { value: 1 } })
    expect(second.status()).toBe(409)
    expect(await second.json()).toMatchObject({ message: 'You have already rated.', votes: 1, average: 5 })
  })
})

test('a gallery can show each photo’s rating under its thumbnail', async ({ page, request }) => {
  const vote = await request.post(`/galleries/${THUMBS}/photos/${photos[0]}/rating`, { headers: SAME_ORIGIN, data: { value: 3 } })
  expect(vote.ok()).toBe(true)
  await page.goto(`/galleries/${THUMBS}`)
  const slots = page.locator('.thumb-rating')
  await expect(slots).toHaveCount(3)
  const first = page.locator(`[data-rating-for="${photos[0]}"]`)
  await expect(first).toHaveText(/^★ Average \d\.\d of 5\. Votes: [1-9]\d*$/)
  for (const text of await slots.allTextContents()) expect(text).toMatch(/^(Not rated yet\.|★ Average \d\.\d of 5\. Votes: [1-9]\d*)$/)
})

test.describe('comments', () => {
  test('the form checks fields like the old site, then posts; the slideshow waits while the panel is open', async ({ page }) => {
    // The page's own clock, moved on by the test: the slideshow's intervals pass without waiting for them.
    await page.clock.install()
    await openPhoto(page, OPEN)
    const play = viewer(page).getByRole('button', { name: 'Play slideshow' })
    await play.click()
    await viewer(page).getByRole('button', { name: 'Show comments' }).click()
    const panel = viewer(page).getByRole('complementary', { name: 'Comments' })
    await expect(panel).toBeVisible()
    await expect(panel.getByText('No comments yet. Be the first.')).toBeVisible()
    // The slideshow holds: three intervals pass without a change of photo.
    await page.clock.runFor(4_500)
    await expect(viewer(page).locator('.lb-counter')).toHaveText('1 / 3')

    const submit = panel.getByRole('button', { name: 'Post comment' })
    await expect(submit).toBeDisabled()
    await panel.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check()
    await expect(submit).toBeEnabled()
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.dismiss()
    })
    await submit.click()
    await expect.poll(() => alerts).toEqual(['Name field is required'])
    const name = panel.getByLabel('Name', { exact: true })
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await name.fill('Priya')
    // Typing in the form never moves the viewer.
    await name.press('ArrowRight')
    await expect(viewer(page).locator('.lb-counter')).toHaveText('1 / 3')
    await panel.getByLabel('E-mail').fill('priya@@example')
    await panel.getByLabel('Comment').fill('<img src=x onerror=alert(1)> Great day! https://example.com/notes')
    await submit.click()
    await expect.poll(() => alerts).toEqual(['Name field is required', 'Please enter a valid e-mail address.'])
    await panel.getByLabel('E-mail').fill('  priya@example.com ')
    await submit.click()
    await expect(panel.getByRole('status').filter({ hasText: 'Thank you. Your comment is published.' })).toBeVisible({ timeout: 15_000 })
    const item = panel.getByRole('listitem').first()
    await expect(item).toContainText('Priya')
    await expect(item.locator('.lb-comment-text')).toHaveText('<img src=x onerror=alert(1)> Great day! https://example.com/notes')
    await expect(item.locator('img')).toHaveCount(0)
    await expect(item.getByRole('link', { name: 'https://example.com/notes' })).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer')
    // No script ran: the only dialogs were our two alerts.
    expect(alerts).toHaveLength(2)
    // The consent box is asked again after every post.
    await expect(panel.getByRole('checkbox', { name: 'I agree to the privacy policy' })).not.toBeChecked()
    await expect(viewer(page).locator('.lb-comments-toggle .lb-badge')).toHaveText('1')

    // Closing the panel lets the slideshow go on.
    await viewer(page).getByRole('button', { name: 'Hide comments' }).click()
    await expect(viewer(page).locator('.lb-counter')).toHaveText('2 / 3', { timeout: 5000 })
  })

  test('a moderated gallery holds the comment; a failed post keeps what was typed', async ({ page, request }) => {
    // A visitor's two posts and an editor's sign-in and approval: 57 s of the 60 on a slow machine.
    test.slow()
    // The spam check's first challenge: answered before the test holds the next one below (its
    // widget loads on its own time, and a first challenge caught by that hold would stall the post).
    const firstChallenge = page.waitForResponse((response) => response.url().endsWith('/comments/challenge'))
    await page.goto(`/galleries/${MODERATED}/photos/${photos[1]}?panel=comments`)
    const panel = viewer(page).getByRole('complementary', { name: 'Comments' })
    await expect(panel).toBeVisible()
    await expect(panel.getByLabel('E-mail')).toHaveCount(0)
    await panel.getByLabel('Name', { exact: true }).fill('Sam')
    await panel.getByLabel('Comment').fill(`Please add more of these (${stamp}).`)
    await panel.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check()
    await firstChallenge
    await page.route('**/comments', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()))
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/comments/challenge', async (route) => {
      await held
      await route.continue()
    })
    const asked = page.waitForRequest('**/comments/challenge')
    await panel.getByRole('button', { name: 'Post comment' }).click()
    await expect(panel.getByRole('alert')).toHaveText('Your comment could not be sent. Please check your connection and try again; what you wrote is kept.')
    await expect(panel.getByLabel('Comment')).toHaveValue(`Please add more of these (${stamp}).`)
    await page.unroute('**/comments')
    // Posted again at once, while the spam check is still solving the new challenge it asked for
    // after the failure (held here): the post waits for it, instead of being refused.
    await asked
    await panel.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check()
    await panel.getByRole('button', { name: 'Post comment' }).click()
    await expect(panel.getByRole('button', { name: 'Posting…' })).toBeVisible()
    release()
    await expect(panel.getByRole('status').filter({ hasText: 'Your comment is awaiting moderation.' })).toBeVisible({ timeout: 15_000 })
    await expect(panel.getByText('No comments yet. Be the first.')).toBeVisible()

    // Visitors can neither delete nor edit it; an editor sees it waiting.
    const { docs } = await (await request.get(`/api/comments?where[photo][equals]=${photos[1]}&depth=0`, { headers: auth })).json()
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ status: 'pending', name: 'Sam' })
    const anonymous = await request.get(`/api/comments?where[photo][equals]=${photos[1]}`, { headers: { Authorization: '' } })
    expect((await anonymous.json()).docs).toHaveLength(0)
    expect((await request.delete(`/api/comments/${docs[0].id}`)).status()).toBe(403)
    expect((await request.patch(`/api/comments/${docs[0].id}`, { data: { status: 'approved' } })).status()).toBe(403)
    expect((await request.post('/api/comments', { data: { name: 'x', body: 'y', photo: photos[1], status: 'approved' } })).status()).toBe(403)
    const still = await (await request.get(`/api/comments/${docs[0].id}`, { headers: auth })).json()
    expect(still.status).toBe('pending')

    // The admin's navigation shows how many wait and leads to them; approving one publishes it.
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    // Above the navigation and on the dashboard (the navigation folds away on narrow screens): the dashboard's comes last.
    await expect(page.locator('.atrium-pending-badge')).toHaveCount(2)
    const badge = page.locator('.atrium-pending-badge').last()
    await expect(badge).toBeVisible()
    await expect(badge).toHaveAccessibleName(/^Comments awaiting moderation \d+ pending$/)
    await badge.click()
    await expect(page.getByText(`Please add more of these (${stamp}).`)).toBeVisible()
    // Approving it in the admin: the count above the navigation follows at once, without a reload.
    const waiting = Number(await badge.locator('span').textContent())
    await page.goto(`/admin/collections/comments/${docs[0].id}`)
    await page.locator('#field-status').click()
    await page.locator('.rs__option', { hasText: 'Approved' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Updated successfully.').first()).toBeVisible()
    if (waiting > 1) await expect(page.locator('.atrium-pending-badge').first().locator('span')).toHaveText(String(waiting - 1))
    else await expect(page.locator('.atrium-pending-badge')).toHaveCount(0)
    await page.goto(`/galleries/${MODERATED}/photos/${photos[1]}?panel=comments`)
    await expect(viewer(page).getByRole('complementary', { name: 'Comments' }).getByRole('listitem').first()).toContainText(`Please add more of these (${stamp}).`)
  })
})

test('each photo shown counts one view, and the info panel says so', async ({ page }) => {
  await openPhoto(page, OPEN, 2)
  await viewer(page).getByRole('button', { name: 'Show info' }).click()
  await expect(viewer(page).getByTestId('view-count')).toHaveText('1')
  await page.reload()
  await photoPageLive(page)
  await viewer(page).getByRole('button', { name: 'Show info' }).click()
  // The same visitor within 30 minutes: still one.
  await expect(viewer(page).getByTestId('view-count')).toHaveText('1')
})

test('a photo page counts its photo as shown when it loads, before the live viewer comes; the viewer then shows that count', async ({ page }) => {
  const view = page.waitForResponse((response) => new URL(response.url()).pathname === `/galleries/${OPEN}/photos/${photos[0]}/view`)
  await page.goto(`/galleries/${OPEN}/photos/${photos[0]}`)
  const answer = (await (await view).json()) as { error: number; counted: boolean; hits: number }
  // A new visitor (a fresh browser context): counted.
  expect(answer).toMatchObject({ error: 0, counted: true })
  await expect(page.locator('.atrium-lightbox')).toHaveCount(0)
  await photoPageLive(page)
  await viewer(page).getByRole('button', { name: 'Show info' }).click()
  await expect(viewer(page).getByTestId('view-count')).toHaveText(String(answer.hits))
})

test('the rating and the comments panel pass axe', async ({ page }) => {
  await openPhoto(page, MODERATED)
  await viewer(page).getByRole('button', { name: 'Show rating' }).click()
  await viewer(page).getByRole('button', { name: 'Show comments' }).click()
  const panel = viewer(page).getByRole('complementary', { name: 'Comments' })
  await expect(panel.getByRole('button', { name: 'Post comment' })).toBeVisible()
  await expect(panel.locator('altcha-widget')).toBeAttached()
  const results = await new AxeBuilder({ page }).include('.atrium-lightbox').analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
})
