import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isYouTubeToken, playlistIdFrom, playlistPage, youtubeClient, YouTubeError } from '@/video/youtube'

import { startFakeYouTube, type FakeYouTube } from '../helpers/fakeYouTube'

/** The YouTube playlist client against a stand-in written from the Data API reference. */
const KEY = 'AIzaTestKey_0123456789abcdef'

describe('YouTube playlist client', () => {
  let fake: FakeYouTube
  beforeAll(async () => {
    fake = await startFakeYouTube({ apiKey: KEY })
    fake.playlists.set(
      'PLatrium',
      Array.from({ length: 7 }, (_, i) => ({ videoId: `vid${i}abcdefg`.slice(0, 11), title: `Clip ${i + 1}`, privacy: i === 3 ? ('deleted' as const) : ('public' as const) })),
    )
  })
  afterAll(() => fake.close())

  it('reads a page: ids, titles, stills (a deleted video left out), the tokens and the total', async () => {
    const client = youtubeClient({ apiKey: KEY, baseUrl: fake.baseUrl })
    const first = await client.playlistItems('PLatrium', { pageSize: 5 })
    expect(first.items.map((item) => item.title)).toEqual(['Clip 1', 'Clip 2', 'Clip 3', 'Clip 5'])
    expect(first.items[0]!.thumbnail).toEqual({ url: 'https://i.ytimg.com/vi/vid0abcdefg/mqdefault.jpg', width: 320, height: 180 })
    expect(first).toMatchObject({ total: 7, perPage: 5, prevPageToken: null })
    const second = await client.playlistItems('PLatrium', { pageSize: 5, pageToken: first.nextPageToken })
    expect(second.items.map((item) => item.title)).toEqual(['Clip 6', 'Clip 7'])
    expect(second.nextPageToken).toBeNull()
    // The key goes to YouTube from the server only, with the fields asked for.
    const sent = fake.requests.at(-1)!
    expect(sent.searchParams.get('key')).toBe(KEY)
    expect(sent.searchParams.get('part')).toBe('snippet,contentDetails,status')
  })

  it('refuses hostile ids and tokens before anything is sent', async () => {
    const client = youtubeClient({ apiKey: KEY, baseUrl: fake.baseUrl })
    const before = fake.requests.length
    for (const bad of ['', 'x'.repeat(129), 'PL/../../key', 'PL atrium', 'PL&key=other', 'PL%2F']) {
      expect(isYouTubeToken(bad)).toBe(false)
      await expect(client.playlistItems(bad)).rejects.toMatchObject({ reason: 'invalidPlaylistId', status: 400 })
      await expect(client.playlistItems('PLatrium', { pageToken: bad || '?' })).rejects.toMatchObject({ reason: 'invalidPageToken' })
    }
    expect(fake.requests.length).toBe(before)
  })

  it('says what went wrong: unknown playlist, bad key, quota, outage, unreachable', async () => {
    const client = youtubeClient({ apiKey: KEY, baseUrl: fake.baseUrl })
    await expect(client.playlistItems('PLnothing')).rejects.toMatchObject({ status: 404, reason: 'playlistNotFound' })
    await expect(youtubeClient({ apiKey: 'wrong', baseUrl: fake.baseUrl }).playlistItems('PLatrium')).rejects.toMatchObject({ status: 400, reason: 'keyInvalid' })
    fake.failNext(1, 'quotaExceeded')
    await expect(client.playlistItems('PLatrium')).rejects.toMatchObject({ status: 403, reason: 'quotaExceeded', message: 'The YouTube API key has used its daily quota.' })
    fake.failNext(1)
    await expect(client.playlistItems('PLatrium')).rejects.toBeInstanceOf(YouTubeError)
    await expect(youtubeClient({ apiKey: KEY, baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }).playlistItems('PLatrium')).rejects.toMatchObject({ reason: 'unreachable' })
  })

  it('keeps pages for a while, so paging visitors do not spend the quota', async () => {
    const client = youtubeClient({ apiKey: KEY, baseUrl: fake.baseUrl })
    const before = fake.requests.length
    await playlistPage(client, 'PLatrium', null, 3)
    await playlistPage(client, 'PLatrium', null, 3)
    expect(fake.requests.length).toBe(before + 1)
  })
})

describe('a pasted playlist', () => {
  it('is stored as its id, from its address or a video’s address in it; anything else stays as it is to be refused', () => {
    expect(playlistIdFrom('https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG')).toBe('PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG')
    expect(playlistIdFrom(' https://youtube.com/watch?v=abc&list=PLabc_12-3 ')).toBe('PLabc_12-3')
    expect(playlistIdFrom('https://m.youtube.com/playlist?list=PLm')).toBe('PLm')
    expect(playlistIdFrom('PLplain')).toBe('PLplain')
    expect(playlistIdFrom('https://evil.example/playlist?list=PLx')).toBe('https://evil.example/playlist?list=PLx')
    expect(playlistIdFrom(null)).toBeNull()
  })
})
