import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { colourJpeg, demoAccount, igToken, startFakeInstagram, type FakeInstagram } from '../helpers/fakeInstagram'
import { makeTestMedia } from '../helpers/testMedia'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

const DAY = 24 * 60 * 60 * 1000

/**
 * The Instagram importer against a stand-in of the Graph API (tests/helpers/fakeInstagram.ts):
 * paging, carousels, videos with and without their file, hostile media addresses, the token sealed
 * and refreshed, failures in the seed's words with nothing half-made, and idempotent re-imports.
 */
describe(`Instagram import (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let fake: FakeInstagram
  let token: string
  let http: typeof import('@/import/http')
  let admin: string
  let editor: string

  const post = (url: string, body: unknown, jwt?: string) =>
    new Request(`http://localhost:3000${url}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', ...(jwt ? { Authorization: `JWT ${jwt}` } : {}) }, body: JSON.stringify(body) })
  const runOf = async (id: number) => (await (await http.importRun(ctx.payload, new Request(`http://localhost:3000/import/runs/${id}`, { headers: { Authorization: `JWT ${admin}` } }), String(id))).json()) as { status: string; done: number; total: number; message: string | null; report: Record<string, unknown> | null }
  const importNow = async (body: Record<string, unknown>) => {
    const response = await http.startInstagramImport(ctx.payload, post('/import/instagram', body, admin))
    const answer = await response.json()
    if (response.status !== 202) return { status: response.status, message: answer.message as string, run: null }
    await ctx.payload.jobs.run({ queue: 'import', limit: 5 })
    return { status: 202, message: null, run: await runOf(answer.run), source: answer.source as number }
  }
  const counts = async () => Object.fromEntries(await Promise.all((['media', 'videos', 'galleries'] as const).map(async (collection) => [collection, (await ctx.payload.count({ collection, overrideAccess: true })).totalDocs])))

  beforeAll(async () => {
    // The stand-in pages three posts at a time, so six posts and three more take three pages.
    fake = await startFakeInstagram({ pageMax: 3 })
    const port = new URL(fake.baseUrl).port
    ;({ token } = await demoAccount(fake, { mp4: makeTestMedia(path.join(os.tmpdir(), 'atrium-test-media')).mp4, extra: 3 }))
    ctx = await startTestPayload({
      INSTAGRAM_GRAPH_URL: fake.baseUrl,
      INSTAGRAM_MEDIA_HOSTS: '127.0.0.1,localhost',
      // Only the stand-in itself may be on loopback; "localhost" (the hostile post's host) may not.
      OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}`,
      INSTAGRAM_APP_ID: '1234567890',
      INSTAGRAM_APP_SECRET: fake.appSecret,
    })
    http = await import('@/import/http')
    const context = { disableRevalidate: true }
    await ctx.payload.create({ collection: 'users', data: { email: 'admin@atrium.test', password: 'correct horse battery', name: 'Admin', roles: ['admin'] }, context })
    await ctx.payload.create({ collection: 'users', data: { email: 'editor@atrium.test', password: 'correct horse battery', name: 'Editor', roles: ['editor'] }, context })
    const tokenOf = async (email: string) => (await ctx.payload.login({ collection: 'users', data: { email, password: 'correct horse battery' } })).token!
    admin = await tokenOf('admin@atrium.test')
    editor = await tokenOf('editor@atrium.test')
  }, 180_000)

  afterAll(async () => {
    await ctx?.cleanup()
    await fake?.close()
  })

  it('refuses bad input in words before anything is fetched, and non-admins', async () => {
    const before = fake.requests.length
    const settings = { token, count: 10, wholePost: true }
    expect((await http.startInstagramImport(ctx.payload, post('/import/instagram', settings))).status).toBe(401)
    expect((await http.startInstagramImport(ctx.payload, post('/import/instagram', settings, editor))).status).toBe(403)
    for (const [body, message] of [
      [{ ...settings, token: '' }, /Enter the account's access token/],
      [{ ...settings, token: 'EAAB-not-instagram' }, /not an Instagram access token/],
      [{ ...settings, token: `${token}&fields=x` }, /not an Instagram access token/],
      [{ ...settings, count: 0 }, /from 1 to 200/],
      [{ ...settings, count: 201 }, /from 1 to 200/],
      [{ ...settings, count: 2.5 }, /from 1 to 200/],
    ] as const) {
      const response = await http.startInstagramImport(ctx.payload, post('/import/instagram', body, admin))
      expect(response.status).toBe(400)
      expect((await response.json()).message).toMatch(message)
    }
    expect(fake.requests.length).toBe(before)
  })

  it('the API\'s refusals come back as "Error: " + its message, and nothing is stored', async () => {
    const before = await counts()
    const unknown = await importNow({ token: igToken('nobody'), count: 5 })
    expect(unknown).toMatchObject({ status: 400, message: 'Invalid OAuth access token - Cannot parse access token' })
    fake.rateLimited = true
    expect(await importNow({ token, count: 5 })).toMatchObject({ status: 502, message: '(#4) Application request limit reached' })
    fake.rateLimited = false
    fake.outage = true
    expect(await importNow({ token, count: 5 })).toMatchObject({ status: 502, message: 'cannot get response from the server.' })
    fake.outage = false
    expect(await counts()).toEqual(before)
    expect((await ctx.payload.count({ collection: 'instagram-sources', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('imports pages of posts: carousels opened, a video as our clip, a cover for a video without its file, hostile files refused', async () => {
    const result = await importNow({ token, count: 9, wholePost: true, keepUpdated: true })
    expect(result.run).toMatchObject({ status: 'done', message: null })
    const report = result.run!.report as { posts: number; created: number; existing: number; problems: string[]; gallery: number }
    expect(report.posts).toBe(9)
    // harbour, 3 carousel items, the song's cover, 3 archive pictures; the three hostile posts refused.
    expect(report.created).toBe(8)
    expect(report.problems).toEqual([
      expect.stringMatching(/REEL\/SONG3|reel\/SONG3/i),
      'Post https://www.instagram.com/p/HOSTILE4/: localhost resolves to a private address.',
      'Post https://www.instagram.com/p/REDIRECT5/: it redirects elsewhere: 169.254.169.254 is not a host we fetch from.',
      'Post https://www.instagram.com/p/BOMB6/: its picture has too many pixels.',
    ])
    expect(report.problems[0]).toMatch(/licensed music\); its cover was imported, linking to the post/)
    // Three pages were read, each on the API's own host.
    expect(fake.requests.filter((url) => url.pathname.endsWith('/media')).length).toBe(3)

    const gallery = await ctx.payload.findByID({ collection: 'galleries', id: report.gallery, depth: 1 })
    // Not told to publish: a draft for an editor to review before visitors see it.
    expect(gallery).toMatchObject({ title: '@atrium.studio on Instagram', slug: 'instagram-atrium-studio', _status: 'draft' })
    const items = (gallery.items ?? []).map((item) => (typeof item === 'object' ? item : null)!)
    expect(items.map((item) => [item.title, item.kind])).toEqual([
      ['Morning light over the harbour', 'image'],
      ['Team day 2026 (1/3)', 'image'],
      ['Team day 2026 (2/3)', 'clip'],
      ['Team day 2026 (3/3)', 'image'],
      ['Our song', 'image'],
      ['Archive picture 1', 'image'],
      ['Archive picture 2', 'image'],
      ['Archive picture 3', 'image'],
    ])
    expect(items[0]).toMatchObject({ caption: 'Morning light over the harbour\n#sunrise #harbour', credit: '@atrium.studio on Instagram', instagramId: '18000000000000001' })
    expect(items[4]!.linkUrl).toBe('https://www.instagram.com/reel/SONG3/')
    const clip = await ctx.payload.findByID({ collection: 'videos', id: typeof items[2]!.clip === 'object' ? items[2]!.clip!.id : items[2]!.clip!, depth: 0 })
    expect(clip).toMatchObject({ mimeType: 'video/mp4', width: 480, height: 270 })

    // The token is stored sealed, and no one reads it back through the API.
    const stored = await ctx.payload.findByID({ collection: 'instagram-sources', id: result.source!, overrideAccess: true })
    expect(stored.token).toMatch(/^v1\./)
    expect(JSON.stringify(stored)).not.toContain(token)
    const asAdmin = await ctx.payload.findByID({ collection: 'instagram-sources', id: result.source!, overrideAccess: false, user: (await ctx.payload.find({ collection: 'users', where: { email: { equals: 'admin@atrium.test' } } })).docs[0] })
    expect(asAdmin.token).toBeUndefined()
    expect(asAdmin).toMatchObject({ username: 'atrium.studio', tokenStatus: 'valid', keepUpdated: true, count: 9 })
  }, 180_000)

  it('a re-import creates nothing twice, keeps editors\' changes and removals, and adds new posts first', async () => {
    const source = (await ctx.payload.find({ collection: 'instagram-sources', overrideAccess: true })).docs[0]!
    const galleryId = typeof source.gallery === 'object' ? source.gallery!.id : source.gallery!
    const gallery = await ctx.payload.findByID({ collection: 'galleries', id: galleryId, depth: 0 })
    const ids = (gallery.items ?? []).map((item) => (typeof item === 'object' ? item.id : item))
    // An editor renames the first photo and takes the last one out of the gallery.
    await ctx.payload.update({ collection: 'media', id: ids[0]!, data: { title: 'Harbour, renamed by an editor' }, context: { disableRevalidate: true } })
    await ctx.payload.update({ collection: 'galleries', id: galleryId, data: { items: ids.slice(0, -1) } })
    const before = await counts()

    const again = await http.updateInstagramSource(ctx.payload, post(`/import/instagram/${source.id}`, {}, admin), String(source.id))
    expect(again.status).toBe(202)
    await ctx.payload.jobs.run({ queue: 'import', limit: 5 })
    expect((await runOf((await again.json()).run)).report).toMatchObject({ created: 0 })
    expect(await counts()).toEqual(before)
    const kept = await ctx.payload.findByID({ collection: 'galleries', id: galleryId, depth: 0 })
    expect(kept.items).toHaveLength(ids.length - 1)
    expect((await ctx.payload.findByID({ collection: 'media', id: ids[0]!, depth: 0 })).title).toBe('Harbour, renamed by an editor')

    // A new post on Instagram: the hourly round (the gallery is kept updated) puts it first.
    fake.files.set('new.jpg', fake.files.get('harbour.jpg')!)
    const account = [...fake.accounts.values()][0]!
    account.posts.unshift({ id: '18000000000000099', media_type: 'IMAGE', caption: 'A new day', media_url: `${fake.baseUrl}/media/new.jpg`, permalink: 'https://www.instagram.com/p/NEW99/', timestamp: '2026-11-24T09:00:00+0000' })
    const { instagramRound } = await import('@/import/instagram')
    expect(await instagramRound(ctx.payload)).toMatchObject({ updated: 1, failed: 0 })
    // The gallery is still a draft under review: the new post lands in that draft.
    const updated = await ctx.payload.findByID({ collection: 'galleries', id: galleryId, depth: 1, draft: true })
    expect((updated.items ?? []).map((item) => (typeof item === 'object' ? item.title : null)).slice(0, 2)).toEqual(['A new day', 'Harbour, renamed by an editor'])
    expect(updated.items).toHaveLength(ids.length)
  }, 180_000)

  it('refreshes the token on the hourly round before it expires, and marks an expired one', async () => {
    const source = (await ctx.payload.find({ collection: 'instagram-sources', overrideAccess: true })).docs[0]!
    await ctx.payload.update({ collection: 'instagram-sources', id: source.id, data: { keepUpdated: false }, overrideAccess: true })
    const { instagramRound } = await import('@/import/instagram')
    // Day 35 of 60: fewer than 30 days left, so the round refreshes it.
    const later = Date.now() + 35 * DAY
    fake.setNow(() => later)
    expect(await instagramRound(ctx.payload, new Date(later))).toMatchObject({ refreshed: 1 })
    const refreshed = await ctx.payload.findByID({ collection: 'instagram-sources', id: source.id, overrideAccess: true })
    expect(new Date(refreshed.tokenExpiresAt!).getTime()).toBeGreaterThan(later + 59 * DAY)
    expect(refreshed.token).not.toBe(source.token)
    expect(fake.requests.some((url) => url.pathname === '/refresh_access_token')).toBe(true)

    // Long after: the token has expired. The import fails with Instagram's words and the account is marked.
    fake.setNow(() => later + 90 * DAY)
    const before = await counts()
    const failed = await http.updateInstagramSource(ctx.payload, post(`/import/instagram/${source.id}`, {}, admin), String(source.id))
    await ctx.payload.jobs.run({ queue: 'import', limit: 5 })
    const run = await runOf((await failed.json()).run)
    expect(run.status).toBe('failed')
    expect(run.message).toMatch(/^Error: Error validating access token: Session has expired on/)
    expect(await counts()).toEqual(before)
    expect((await ctx.payload.findByID({ collection: 'instagram-sources', id: source.id, overrideAccess: true })).tokenStatus).toBe('invalid')
    const refused = await http.updateInstagramSource(ctx.payload, post(`/import/instagram/${source.id}`, {}, admin), String(source.id))
    expect(refused.status).toBe(409)
    fake.setNow(() => Date.now())
  }, 120_000)

  it('a failure while storing takes back what the run stored: no half-made gallery', async () => {
    // The second post's picture has a good header but is cut off: it passes the checks before
    // decoding, and storing it (resizing) fails after the first post was stored.
    const whole = await colourJpeg('#0f766e')
    fake.files.set('cut.jpg', { type: 'image/jpeg', body: whole.subarray(0, Math.floor(whole.byteLength / 2)) })
    const account = { userId: '17841400000000002', username: 'half.made', posts: [
      { id: '18100000000000001', media_type: 'IMAGE' as const, caption: 'Fine', media_url: `${fake.baseUrl}/media/harbour.jpg`, permalink: 'https://www.instagram.com/p/FINE1/', timestamp: '2026-11-20T09:00:00+0000' },
      { id: '18100000000000002', media_type: 'IMAGE' as const, caption: 'Cut off', media_url: `${fake.baseUrl}/media/cut.jpg`, permalink: 'https://www.instagram.com/p/CUT2/', timestamp: '2026-11-19T09:00:00+0000' },
    ] }
    fake.accounts.set(account.userId, account)
    const second = igToken('half-made')
    fake.tokens.set(second, { account, issuedAt: Date.now(), expiresAt: Date.now() + 60 * DAY })
    const before = await counts()
    const result = await importNow({ token: second, count: 5 })
    expect(result.run).toMatchObject({ status: 'failed', message: 'There is some error. Cannot add Instagram gallery.' })
    expect(await counts()).toEqual(before)
    expect((await ctx.payload.find({ collection: 'media', where: { instagramId: { equals: '18100000000000001' } }, overrideAccess: true })).totalDocs).toBe(0)
  }, 120_000)

  it('exchanges a one-hour token for a 60-day one when the app is configured', async () => {
    const short = igToken('short-lived-token')
    const account = [...fake.accounts.values()][0]!
    fake.tokens.set(short, { account, issuedAt: Date.now(), expiresAt: Date.now() + 60 * 60 * 1000, shortLived: true })
    const response = await http.startInstagramImport(ctx.payload, post('/import/instagram', { token: short, shortLived: true, count: 1 }, admin))
    expect(response.status).toBe(202)
    expect(fake.requests.some((url) => url.pathname === '/access_token' && url.searchParams.get('grant_type') === 'ig_exchange_token')).toBe(true)
    const source = (await ctx.payload.find({ collection: 'instagram-sources', overrideAccess: true })).docs[0]!
    expect(source.tokenStatus).toBe('valid')
    expect(new Date(source.tokenExpiresAt!).getTime()).toBeGreaterThan(Date.now() + 59 * DAY)
    await ctx.payload.jobs.run({ queue: 'import', limit: 5 })
  }, 120_000)
})
