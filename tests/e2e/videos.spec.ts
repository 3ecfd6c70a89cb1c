import crypto from 'node:crypto'

import { expect, test } from '@playwright/test'

import { OTHER_SITE, YOUTUBE_STAND_IN, videoGalleryReady } from '../helpers/e2e'
import { adminApi } from '../helpers/fixtures'

/**
 * Video galleries as a visitor meets them: our own clip and a YouTube playlist (the other site's
 * stand-in of the Data API) in one "Playlist", paging with "N / M", consent before YouTube's player,
 * and a page that fails to load saying so with "Try again".
 */
const playlist = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Playlist' })

test.describe('video galleries', () => {
  // A visitor who has not answered the consent banner yet.
  test.use({ storageState: { cookies: [], origins: [] } })

  test('our clip plays here; a YouTube video waits for "Load videos", and nothing comes from YouTube before', async ({ page }) => {
    const thirdParty: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (!['127.0.0.1', 'localhost'].includes(url.hostname)) thirdParty.push(request.url())
    })
    await page.goto('/videos/our-films')
    await videoGalleryReady(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Our films' })).toBeVisible()
    const items = playlist(page).getByRole('button')
    await expect(items).toHaveCount(8)
    await expect(items.first()).toHaveAccessibleName('Welcome to Atrium')
    await expect(items.nth(1)).toHaveAccessibleName('Atrium brand motion (MP4)')
    await expect(items.first()).toHaveAttribute('aria-current', 'true')
    // Our clip: its poster and Play; the player's code waits for that press.
    await expect(page.getByRole('region', { name: 'Now playing' }).getByRole('region', { name: 'Video player' }).getByRole('button', { name: 'Play' })).toBeVisible()

    await playlist(page).getByRole('button', { name: 'Client story 2' }).click()
    await expect(playlist(page).getByRole('button', { name: 'Client story 2' })).toHaveAttribute('aria-current', 'true')
    await expect(items.first()).not.toHaveAttribute('aria-current', 'true')
    await expect(page).toHaveURL(/\?video=clientSt01x$/)
    const load = page.getByRole('region', { name: 'Now playing' }).getByRole('button', { name: 'Load videos' })
    await expect(load).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(thirdParty).toEqual([])
    await load.click()
    // The embedded player (here the other site's stand-in of youtube-nocookie.com) with its API on.
    const frame = page.locator('iframe[title="Client story 2"]')
    await expect(frame).toHaveAttribute('src', `${YOUTUBE_STAND_IN}/embed/clientSt01x?autoplay=1&rel=0&enablejsapi=1&origin=${encodeURIComponent(new URL(page.url()).origin)}`)
    await expect(page.frameLocator('iframe[title="Client story 2"]').locator('#state')).toHaveAttribute('data-listening', 'yes')
  })

  test('"Next page" and "Previous page" walk the playlist, "N / M" says where', async ({ page }) => {
    await page.goto('/videos/our-films')
    await videoGalleryReady(page)
    const pages = page.getByRole('navigation', { name: 'Playlist pages' })
    await expect(pages).toContainText('1 / 2')
    await pages.getByRole('button', { name: 'Next page' }).click()
    await expect(pages).toContainText('2 / 2')
    await expect(playlist(page).getByRole('button')).toHaveText(['Client story 7', 'Client story 8'])
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await pages.getByRole('button', { name: 'Previous page' }).click()
    await expect(pages).toContainText('1 / 2')
    await expect(playlist(page).getByRole('button').first()).toHaveAccessibleName('Welcome to Atrium')
  })

  test('a page that cannot load says so in the playlist, and "Try again" loads it', async ({ page, request }) => {
    // A gallery of its own (another page size, so nothing of it is cached yet).
    const slug = `stories-${crypto.randomBytes(3).toString('hex')}`
    const auth = (await adminApi(request)).headers
    const created = await request.post('/api/video-galleries', { headers: auth, data: { title: 'Stories', slug, playlistId: 'PLatriumClientStories', pageSize: 5 } })
    expect(created.status(), await created.text()).toBe(201)
    await page.goto(`/videos/${slug}`)
    await videoGalleryReady(page)
    await expect(playlist(page).getByRole('button')).toHaveCount(5)
    expect((await request.post(`${OTHER_SITE}/youtube/fail`)).status()).toBe(204)
    await page.getByRole('button', { name: 'Next page' }).click()
    const problem = playlist(page).getByRole('alert')
    await expect(problem).toContainText('Sorry, there was an error loading the next page.')
    await problem.getByRole('button', { name: 'Try again' }).click()
    await expect(problem).toHaveCount(0)
    await expect(playlist(page).getByRole('button')).toHaveText(['Client story 6', 'Client story 7', 'Client story 8'])
    await expect(page.getByRole('navigation', { name: 'Playlist pages' })).toContainText('2 / 2')
  })

  test('the Video gallery block puts the same player and playlist on a page', async ({ page, request }) => {
    const auth = (await adminApi(request)).headers
    const films = (await (await request.get('/api/video-galleries?where[slug][equals]=our-films&depth=0', { headers: auth })).json()).docs[0]
    const slug = `films-page-${crypto.randomBytes(3).toString('hex')}`
    const created = await request.post('/api/pages', {
      headers: auth,
      data: { title: 'Films page', slug, _status: 'published', layout: [{ blockType: 'videoGallery', heading: 'Watch our films', gallery: films.id }] },
    })
    expect(created.status(), await created.text()).toBe(201)
    await page.goto(`/${slug}`)
    const block = page.getByRole('region', { name: 'Watch our films' })
    await expect(block.getByRole('heading', { name: 'Watch our films' })).toBeVisible()
    await expect(block.getByRole('list', { name: 'Playlist' }).getByRole('button')).toHaveCount(8)
    await expect(block.getByRole('region', { name: 'Video player' }).getByRole('button', { name: 'Play' })).toBeVisible()
  })
})

test.describe('finding the videos', () => {
  test('/videos lists every video gallery, the navigation and the sitemap lead there, and galleries of clips say "videos"', async ({ page, request }) => {
    await page.goto('/')
    const navigation = page.getByRole('navigation', { name: 'Main navigation' })
    await navigation.getByRole('link', { name: 'Galleries' }).hover()
    await navigation.getByRole('link', { name: 'All videos' }).click()
    await expect(page).toHaveURL(/\/videos$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos')
    // The pointer still rests on the menu, which stays open (and lists "Our films" too) until it leaves.
    await page.mouse.move(10, 780)
    const card = page.getByRole('main').getByRole('link', { name: /Our films/ })
    await expect(card).toContainText(/\d+ videos?/)
    await card.click()
    await expect(page).toHaveURL(/\/videos\/our-films$/)
    // Visitors are told nothing about API keys, and no error where our own clips play.
    await expect(page.getByRole('main')).not.toContainText(/YouTube key|cannot be shown/)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toMatch(/<loc>[^<]*\/videos<\/loc>/)
    expect(sitemap).toMatch(/<loc>[^<]*\/videos\/our-films<\/loc>/)
    // A photo gallery of clips says what it holds.
    await page.goto('/galleries')
    await expect(page.getByRole('main').getByRole('link', { name: /Video stories/ })).toContainText(/videos/)
  })
})
