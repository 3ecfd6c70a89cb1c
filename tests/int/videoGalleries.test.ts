import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { capStills, stillSignature } from '@/video/stills'

import { startFakeYouTube, type FakeYouTube } from '../helpers/fakeYouTube'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

/**
 * Video galleries' YouTube playlists through the handlers the routes bind, against a stand-in of
 * the Data API and its image host: pages through our client and cache, hostile page tokens refused,
 * a failing page said in words, and stills fetched once, kept, and served from our own address.
 */
const KEY = 'AIzaIntegrationKey_0123456789'
const context = { disableRevalidate: true }
let ipCounter = 0
const request = (path: string) => new Request(`http://localhost:3000${path}`, { headers: { 'x-atrium-client-ip': `203.0.113.${(++ipCounter % 250) + 1}` } })

describe(`video galleries (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let youtube: FakeYouTube
  let http: typeof import('@/video/http')

  beforeAll(async () => {
    youtube = await startFakeYouTube({ apiKey: KEY })
    youtube.playlists.set('PLstories', Array.from({ length: 8 }, (_, i) => ({ videoId: `story${i}xxxxx`.slice(0, 11), title: `Story ${i + 1}` })))
    ctx = await startTestPayload({ YOUTUBE_API_KEY: KEY, YOUTUBE_API_URL: youtube.baseUrl, YOUTUBE_IMAGE_BASE_URL: youtube.baseUrl })
    http = await import('@/video/http')
    await ctx.payload.create({ collection: 'video-galleries', data: { title: 'Stories', slug: 'stories', playlistId: 'PLstories', pageSize: 3 }, context })
    await ctx.payload.create({ collection: 'video-galleries', data: { title: 'Clips only', slug: 'clips-only' }, context })
  })

  afterAll(async () => {
    const { closeLimits } = await import('@/lib/server/limits')
    await closeLimits()
    await ctx?.cleanup()
    await youtube?.close()
  })

  it('refuses a playlist id that is not one, before anything reaches YouTube', async () => {
    await expect(ctx.payload.create({ collection: 'video-galleries', data: { title: 'Bad', slug: 'bad', playlistId: 'PL/../../x' }, context })).rejects.toThrow(/playlist id/)
  })

  it('pages through the playlist: our thumbnails, N / M pages, the next token', async () => {
    const first = await http.playlistPageRequest(ctx.payload, request('/videos/stories/playlist'), 'stories')
    expect(first.status).toBe(200)
    const page = await first.json()
    expect(page.items.map((item: { title: string }) => item.title)).toEqual(['Story 1', 'Story 2', 'Story 3'])
    expect(page.items[0].thumbnail).toBe(`/videos/thumbnails/story0xxxxx.${stillSignature('story0xxxxx')}.jpg`)
    expect(page.pages).toBe(3)
    const second = await (await http.playlistPageRequest(ctx.payload, request(`/videos/stories/playlist?pageToken=${page.nextPageToken}`), 'stories')).json()
    expect(second.items.map((item: { title: string }) => item.title)).toEqual(['Story 4', 'Story 5', 'Story 6'])
    // The key never leaves the server.
    expect(JSON.stringify(second)).not.toContain(KEY)
  })

  it('refuses hostile page tokens, and says a failed page in words', async () => {
    const before = youtube.requests.length
    for (const token of ['../../etc', 'a'.repeat(200), 'x&key=y']) {
      const answer = await http.playlistPageRequest(ctx.payload, request(`/videos/stories/playlist?pageToken=${encodeURIComponent(token)}`), 'stories')
      expect(answer.status).toBe(400)
    }
    expect(youtube.requests.length).toBe(before)
    youtube.failNext(1)
    const failed = await http.playlistPageRequest(ctx.payload, request('/videos/stories/playlist?pageToken=UFQ6Ng'), 'stories')
    expect(failed.status).toBe(502)
    expect((await failed.json()).message).toBe('Sorry, there was an error loading the next page.')
    expect((await http.playlistPageRequest(ctx.payload, request('/videos/clips-only/playlist'), 'clips-only')).status).toBe(404)
  })

  it('serves playlist stills from our address, fetched once and kept; only ids this site listed; odd names refused; the store capped', async () => {
    const fetched = () => youtube.requests.filter((url) => url.pathname.startsWith('/vi/story1')).length
    const name = `story1xxxxx.${stillSignature('story1xxxxx')}.jpg`
    const first = await http.stillRequest(request(`/videos/thumbnails/${name}`), name)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/jpeg')
    const again = await http.stillRequest(request(`/videos/thumbnails/${name}`), name)
    expect(again.status).toBe(200)
    expect(fetched()).toBe(1)
    // The hover frames of a listed video come with its signature too.
    const frame = name.replace(/\.jpg$/, '.f2.jpg')
    expect((await http.stillRequest(request(`/videos/thumbnails/${frame}`), frame)).status).toBe(200)
    for (const odd of ['../secret.jpg', 'story1xxxxx.png', 'a.jpg', '%2e%2e.jpg', 'story1xxxxx.jpg', `story1xxxxx.${'A'.repeat(12)}.jpg`]) expect((await http.stillRequest(request(`/videos/thumbnails/${odd}`), odd)).status, odd).toBe(404)
    // Any other YouTube id, even a real one, is not fetched: only what this site listed is signed.
    const before = youtube.requests.length
    expect((await http.stillRequest(request('/videos/thumbnails/story2xxxxx.jpg'), 'story2xxxxx.jpg')).status).toBe(404)
    expect(youtube.requests.length).toBe(before)

    // The store keeps at most its cap: the least recently written go first.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stills-'))
    for (let i = 0; i < 25; i++) {
      fs.writeFileSync(path.join(root, `v${i}.jpg`), 'x')
      fs.utimesSync(path.join(root, `v${i}.jpg`), 1_000 + i, 1_000 + i)
    }
    expect(await capStills(root, 20)).toBe(7)
    expect(fs.readdirSync(root).sort()).not.toContain('v0.jpg')
    expect(fs.readdirSync(root)).toContain('v24.jpg')
    fs.rmSync(root, { recursive: true })
  })
})
