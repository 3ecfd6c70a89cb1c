import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_DATA_DIR, axeViolations, videoGalleryReady, viewerOpenerReady } from '../helpers/e2e'
import { adminApi } from '../helpers/fixtures'
import { makeTestMedia } from '../helpers/testMedia'

/**
 * The media player as visitors use it: our clips with the mouse and the keyboard, captions and
 * chapters, the HLS ladder the server made, DASH when the HLS manifest breaks, the seed's messages
 * when nothing can play, audio in the Audio/Video block, clips in a photo gallery's viewer, and
 * YouTube playlists' autonext, error codes and readiness check against the other site's stand-in.
 */
const media = makeTestMedia(path.join(os.tmpdir(), 'atrium-test-media'))
const playlist = (page: Page) => page.getByRole('list', { name: 'Playlist' })
const stage = (page: Page) => page.getByRole('region', { name: 'Now playing' })
/** The media element inside the player (a <video>, <audio> or the HLS/DASH element), read in the page. */
const mediaState = (page: Page) =>
  page.locator('media-controller [slot="media"]').evaluate((el: HTMLMediaElement) => ({ tag: el.tagName.toLowerCase(), time: el.currentTime, paused: el.paused, volume: el.volume, muted: el.muted, duration: el.duration }))

async function auth(request: APIRequestContext) {
  return (await adminApi(request)).headers
}

async function upload(request: APIRequestContext, file: string, mimeType: string, data: Record<string, unknown>) {
  const answer = await request.post('/api/videos', { headers: await auth(request), multipart: { file: { name: path.basename(file), mimeType, buffer: fs.readFileSync(file) }, _payload: JSON.stringify(data) } })
  expect(answer.status(), await answer.text()).toBe(201)
  return (await answer.json()).doc as { id: number; filename: string; stream?: { status: string } }
}

async function galleryOf(request: APIRequestContext, clips: number[], extra: Record<string, unknown> = {}) {
  const slug = `player-${Math.random().toString(36).slice(2, 8)}`
  const created = await request.post('/api/video-galleries', { headers: await auth(request), data: { title: `Player ${slug}`, slug, clips, ...extra } })
  expect(created.status(), await created.text()).toBe(201)
  return slug
}

test.describe('media player', () => {
  test('a clip plays and pauses, seeks 5 % by key, starts at volume 0.8, with captions and chapters', async ({ page }) => {
    await page.goto('/videos/our-films')
    await videoGalleryReady(page)
    const player = stage(page).getByRole('region', { name: 'Video player' })
    await player.getByRole('button', { name: 'Play', exact: true }).click()
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
    await expect.poll(async () => (await mediaState(page)).time).toBeGreaterThan(0.3)
    expect((await mediaState(page)).volume).toBeCloseTo(0.8)
    await expect(player.getByRole('slider', { name: 'Seek' })).toBeVisible()
    await expect(player.getByRole('slider', { name: 'Volume' })).toBeVisible()
    await expect(player.getByRole('button', { name: 'Enter fullscreen' })).toBeVisible()

    // The keyboard: k pauses, → seeks 5 % of the duration, ↑ raises the volume, m mutes, c shows captions.
    await page.keyboard.press('k')
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible()
    const paused = await mediaState(page)
    expect(paused.paused).toBe(true)
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await mediaState(page)).time).toBeCloseTo(paused.time + paused.duration * 0.05, 1)
    await page.keyboard.press('ArrowUp')
    await expect.poll(async () => (await mediaState(page)).volume).toBeGreaterThan(0.8)
    await page.keyboard.press('m')
    await expect(player.getByRole('button', { name: 'Unmute' })).toBeVisible()
    await page.keyboard.press('c')
    await expect.poll(() => page.locator('media-controller [slot="media"]').evaluate((el: HTMLMediaElement) => [...el.textTracks].filter((track) => track.mode === 'showing').map((track) => track.label))).toEqual(['English'])
    await page.keyboard.press(' ')
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
    // The captions button says it is on as a toggle button does (aria-pressed, not aria-checked);
    // the captions shown sit above the control bar, not under it; the player with captions on passes axe.
    const captions = player.getByRole('button', { name: 'Captions' })
    await expect(captions).toHaveAttribute('aria-pressed', 'true')
    await expect(captions).not.toHaveAttribute('aria-checked', /.*/)
    await expect
      .poll(() => page.locator('media-controller [slot="media"]').evaluate((el: HTMLMediaElement) => [...el.textTracks].flatMap((track) => [...(track.activeCues ?? [])]).map((cue) => (cue as VTTCue).line)))
      .toEqual([expect.any(Number)])
    expect(await page.locator('media-controller [slot="media"]').evaluate((el: HTMLMediaElement) => (([...el.textTracks].flatMap((track) => [...(track.activeCues ?? [])])[0] as VTTCue).line as number))).toBeLessThanOrEqual(-2)
    // Paused again before the slower checks: the clip is 12 s long, and at its end the playlist
    // moves on to the next video (on a busy machine axe alone can outlast the clip).
    await page.keyboard.press('k')
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible()
    expect(await axeViolations(page, '.media-player')).toEqual([])

    // Chapters from the chapter track; choosing one seeks there. Each line has room of its own.
    await player.getByRole('button', { name: 'Chapters' }).click()
    const chapters = player.getByRole('list', { name: 'Chapters' })
    await expect(chapters.getByRole('button')).toHaveText(['Welcome 0:00', 'What we do 0:04', 'Get in touch 0:08'])
    const lines = await chapters.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()).map((box) => ({ top: box.top, bottom: box.bottom, height: box.height })))
    for (const [i, line] of lines.entries()) {
      expect(line.height).toBeGreaterThanOrEqual(36)
      if (i > 0) expect(line.top).toBeGreaterThanOrEqual(lines[i - 1]!.bottom)
    }
    await chapters.getByRole('button', { name: /What we do/ }).click()
    await expect.poll(async () => (await mediaState(page)).time).toBeGreaterThanOrEqual(4)
    await expect(chapters).toHaveCount(0)

    // The caption track as served: a cue at 0 s starts at 0.2 s.
    const track = await page.request.get((await page.locator('media-controller [slot="media"] track[kind="captions"]').first().getAttribute('src'))!)
    expect(track.headers()['content-type']).toBe('text/vtt; charset=utf-8')
    expect(await track.text()).toContain('00:00:00.200 --> 00:04.000\nWelcome to Atrium.')
  })

  test('an uploaded video plays from the HLS ladder the server made; with its manifest broken, from DASH', async ({ page: first, request, browser }) => {
    test.setTimeout(150_000)
    const clip = await upload(request, media.mp4, 'video/mp4', { title: 'Ladder test card', width: 480, height: 270 })
    expect(clip.stream?.status).toBe('queued')
    // The job runs right after the upload's request (the media queue): wait for its state, not a fixed time.
    await expect.poll(async () => (await (await request.get(`/api/videos/${clip.id}`, { headers: await auth(request) })).json()).stream.status, { timeout: 120_000 }).toBe('ready')
    const slug = await galleryOf(request, [clip.id])
    const asked: string[] = []
    // Stream files are cached for a day (their addresses change with each upload): each visit after a
    // fault on disk is a new visitor, with an empty cache.
    let page = first
    const visit = async (query: string) => {
      if (query) page = await browser.newPage({ baseURL: new URL(first.url()).origin })
      page.on('request', (sent) => asked.push(new URL(sent.url()).pathname))
      await page.goto(`/videos/${slug}${query}`)
      await videoGalleryReady(page)
    }
    await visit('')
    await stage(page).getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(async () => (await mediaState(page)).time).toBeGreaterThan(0.5)
    expect((await mediaState(page)).tag).toBe('atrium-hls-video')
    expect(asked.some((p) => p.endsWith('/master.m3u8'))).toBe(true)
    expect(asked.some((p) => /\/v0\/seg\d+\.ts$/.test(p))).toBe(true)

    // The master playlist is damaged on disk: the player moves on to the next source, DASH.
    const folder = path.join(E2E_DATA_DIR, 'streams', clip.filename.replace(/\.[^.]+$/, ''))
    const master = fs.readFileSync(path.join(folder, 'master.m3u8'))
    fs.writeFileSync(path.join(folder, 'master.m3u8'), 'this is not a playlist\n')
    await visit('?again=1')
    await stage(page).getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(async () => (await mediaState(page)).tag, { timeout: 20_000 }).toBe('dash-video')
    await expect.poll(async () => (await mediaState(page)).time, { timeout: 20_000 }).toBeGreaterThan(0.5)
    expect(asked.some((p) => p.endsWith('/dash/manifest.mpd'))).toBe(true)
    await expect(stage(page).getByRole('alert')).toHaveCount(0)

    // Every segment corrupt, and nothing else left to try: hls.js's media errors are recovered
    // (recover, swap the codec) and then given up, in the seed's words.
    fs.writeFileSync(path.join(folder, 'master.m3u8'), master)
    for (const file of fs.readdirSync(path.join(folder, 'v0')).filter((name) => name.endsWith('.ts'))) {
      const target = path.join(folder, 'v0', file)
      fs.writeFileSync(target, crypto.randomBytes(fs.statSync(target).size))
    }
    fs.rmSync(path.join(folder, 'dash', 'manifest.mpd'))
    fs.rmSync(path.join(E2E_DATA_DIR, 'videos', clip.filename))
    await visit('?corrupt=1')
    await stage(page).getByRole('button', { name: 'Play', exact: true }).click()
    const problem = stage(page).getByRole('alert')
    await expect(problem).toContainText('Cannot recover, last media error recovery failed', { timeout: 20_000 })
    await expect(problem.getByRole('link', { name: 'Download file' })).toBeVisible()
  })

  test('a clip whose file is gone says so in the seed\'s words, with "Download file"', async ({ page, request }) => {
    const clip = await upload(request, media.mp3, 'audio/mpeg', { title: 'Lost tone', width: 480, height: 270 })
    fs.rmSync(path.join(E2E_DATA_DIR, 'videos', clip.filename))
    const slug = await galleryOf(request, [clip.id])
    await page.goto(`/videos/${slug}`)
    await videoGalleryReady(page)
    const player = stage(page).getByRole('region', { name: 'Audio player' })
    await player.getByRole('button', { name: 'Play', exact: true }).click()
    const problem = stage(page).getByRole('alert')
    await expect(problem).toContainText('Media error: Format(s) not supported or source(s) not found')
    await expect(problem.getByRole('link', { name: 'Download file' })).toHaveAttribute('href', /\/api\/videos\/file\/clip-/)
  })

  test('the Audio/Video block plays the jingle with its captions', async ({ page }) => {
    await page.goto('/about')
    const block = page.locator('.media-player-block')
    await expect(block.getByRole('heading', { name: 'Hear our jingle' })).toBeVisible()
    const player = block.getByRole('region', { name: 'Audio player' })
    await player.getByRole('button', { name: 'Play', exact: true }).click()
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
    await expect.poll(async () => (await mediaState(page)).time).toBeGreaterThan(0.3)
    expect((await mediaState(page)).tag).toBe('audio')
    await expect(player.getByRole('button', { name: 'Captions' })).toBeVisible()
    await expect(player.getByRole('button', { name: 'Enter fullscreen' })).toHaveCount(0)
  })

  test('a clip among a gallery\'s photos plays in the viewer and stops when the visitor moves on', async ({ page }) => {
    await page.goto('/galleries/video-stories')
    await viewerOpenerReady(page)
    await page.locator('.gallery-grid a').last().click()
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
    const player = viewer.locator('.yarl__slide_current').getByRole('region', { name: 'Video player' })
    await player.getByRole('button', { name: 'Play', exact: true }).click()
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
    await expect.poll(async () => (await mediaState(page)).time).toBeGreaterThan(0.3)
    await page.keyboard.press('Escape')
    await expect(viewer).toHaveCount(0)
    await expect(page.locator('media-controller')).toHaveCount(0)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("a clip's photo page has the browser's own player with the original file and its tracks", async ({ page, request }) => {
    const item = (await (await request.get('/api/media?where[legacyId][equals]=4101&depth=1', { headers: await auth(request) })).json()).docs[0]
    await page.goto(`/galleries/video-stories/photos/${item.id}`)
    const player = page.locator('video.static-clip')
    await expect(player).toHaveAttribute('controls', '')
    await expect(player).toHaveAccessibleName('Welcome to Atrium (our film)')
    await expect(player.locator('source')).toHaveAttribute('src', item.clip.url)
    await expect(player.locator('track')).toHaveCount(2)
    await expect(player.locator('track[kind="captions"]')).toHaveAttribute('src', `/videos/tracks/${item.clip.id}/0.vtt`)
  })
})

test.describe('YouTube playlists', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('autonext: at the end of the last video of a page, the first of the next page plays', async ({ page }) => {
    await page.goto('/videos/our-films')
    await videoGalleryReady(page)
    await playlist(page).getByRole('button', { name: 'Client story 6' }).click()
    await stage(page).getByRole('button', { name: 'Load videos' }).click()
    await expect(page.locator('iframe[title="Client story 6"]')).toBeVisible()
    // The stand-in reports the end a second after it starts; the next page loads and its first video plays.
    await expect(page.locator('iframe[title="Client story 7"]')).toBeVisible({ timeout: 15_000 })
    await expect(playlist(page).getByRole('button', { name: 'Client story 7' })).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('navigation', { name: 'Playlist pages' })).toContainText('2 / 2')
    await expect(page).toHaveURL(/\?video=clientSt06x$/)
  })

  test('a player that fails shows its error code in words; one that never answers, after 5 tries', async ({ page, request }) => {
    const slug = await galleryOf(request, [], { playlistId: 'PLatriumBrokenPlayers', pageSize: 10 })
    await page.goto(`/videos/${slug}`)
    await videoGalleryReady(page)
    await stage(page).getByRole('button', { name: 'Load videos' }).click()
    const expected: Array<[string, string]> = [
      ['Broken player 2', 'The request contains an invalid parameter value.'],
      ['Broken player 5', 'The requested content cannot be played in an HTML5 player.'],
      ['Broken player 100', 'The video requested was not found. It may have been removed or marked as private.'],
      ['Broken player 101', 'The owner of the requested video does not allow it to be played in embedded players.'],
      ['Broken player 150', 'The owner of the requested video does not allow it to be played in embedded players.'],
      ['Broken player 999', 'Unknown error.'],
    ]
    for (const [title, words] of expected) {
      await playlist(page).getByRole('button', { name: title, exact: true }).click()
      await expect(stage(page).getByRole('alert')).toHaveText(words)
    }
    // From here the player's waits run only on the page clock: a clock left running would add
    // real time to what the test runs (running 5 s of timers takes seconds here).
    await page.clock.install()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await playlist(page).getByRole('button', { name: 'Silent player' }).click()
    await expect(page.locator('iframe[title="Silent player"]')).toBeVisible()
    await page.clock.runFor(5000)
    await expect(stage(page).getByRole('alert')).toHaveCount(0)
    await page.clock.runFor(1000)
    await expect(stage(page).getByRole('alert')).toHaveText('The video player did not respond. Try again later.')
  })

  test('thumbplay previews a thumbnail while it is pointed at', async ({ page, request }) => {
    const films = (await (await request.get('/api/video-galleries?where[slug][equals]=our-films&depth=0', { headers: await auth(request) })).json()).docs[0]
    const slug = await galleryOf(request, films.clips, { playlistId: 'PLatriumClientStories', thumbplay: true })
    await page.goto(`/videos/${slug}`)
    await videoGalleryReady(page)
    await playlist(page).getByRole('button', { name: 'Atrium brand motion (MP4)' }).hover()
    await expect(playlist(page).locator('video.video-preview')).toHaveCount(1)
    await playlist(page).getByRole('button', { name: 'Client story 1', exact: true }).hover()
    await expect(playlist(page).locator('video.video-preview')).toHaveCount(0)
    await expect(playlist(page).locator('.video-preview-stills img')).toHaveCount(3)
    await expect.poll(() => playlist(page).locator('.video-preview-stills img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })
})
