import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { solvedPayload } from '../helpers/engagement'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

/**
 * Ratings, comments and view counts through the very handlers the routes bind, on a real database
 * (SQLite, or PostgreSQL with Redis holding the limits), with a real SMTP server catching the mail.
 */
type Handlers = typeof import('@/engagement/http/handlers')

const context = { disableRevalidate: true }
const SITE = 'http://localhost:3000'
let ipCounter = 0
const freshIp = () => `198.51.100.${++ipCounter}`

function request(path: string, init: { method?: string; body?: unknown; ip?: string; cookie?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', 'x-atrium-client-ip': init.ip ?? '203.0.113.1', 'user-agent': 'Mozilla/5.0 (test)', ...init.headers }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.cookie) headers.cookie = init.cookie
  return new Request(`${SITE}${path}`, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) })
}

const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? ''

describe(`visitor engagement (${usingPostgres() ? 'PostgreSQL, Redis' : 'SQLite, in-process limits'})`, () => {
  let ctx: TestPayload
  let handlers: Handlers
  let photos: number[]
  const mails: { to: string; text: string }[] = []
  let smtp: SMTPServer

  const gallery = (slug: string, behaviour: Record<string, unknown>) =>
    ctx.payload.create({ collection: 'galleries', data: { title: `Gallery ${slug}`, slug, view: 'thumbnails', items: photos, _status: 'published', behaviour: { custom: true, ...behaviour } }, context })

  const vote = (slug: string, photo: number, value: unknown, opts: { ip?: string; cookie?: string; headers?: Record<string, string> } = {}) =>
    handlers.postRating(ctx.payload, request(`/galleries/${slug}/photos/${photo}/rating`, { body: { value }, ...opts }), { slug, id: String(photo) })

  const challenge = async () => {
    const response = await handlers.getChallenge(ctx.payload, request('/galleries/x/photos/1/comments/challenge', { ip: freshIp() }))
    return solvedPayload(await response.json())
  }

  const comment = (slug: string, photo: number, body: Record<string, unknown>, opts: { ip?: string; cookie?: string } = {}) =>
    handlers.postComment(ctx.payload, request(`/galleries/${slug}/photos/${photo}/comments`, { body, ip: opts.ip ?? freshIp(), cookie: opts.cookie }), { slug, id: String(photo) })

  const storedComments = async (photo: number) => (await ctx.payload.find({ collection: 'comments', where: { photo: { equals: photo } }, overrideAccess: true, limit: 100 })).docs

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let text = ''
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text })
          callback()
        })
      },
    })
    smtp.listen(0, '127.0.0.1')
    await once(smtp.server, 'listening')
    const port = (smtp.server.address() as AddressInfo).port
    ctx = await startTestPayload({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_FROM: 'site@atrium.test', SITE_URL: SITE, ...(usingPostgres() ? { REDIS_URL: 'redis://127.0.0.1:6379/0' } : {}) })
    handlers = await import('@/engagement/http/handlers')
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#456' } }).jpeg().toBuffer()
    photos = []
    for (const name of ['harbour', 'meeting', 'kickoff']) {
      const doc = await ctx.payload.create({ collection: 'media', data: { alt: name, title: `The ${name}`, kind: 'image' }, file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.byteLength }, context })
      photos.push(doc.id)
    }
    await gallery('open', { commentModeration: false, commentEmail: true, commentNotify: true })
    await gallery('moderated', {})
    await gallery('closed', { rating: false, comments: false, hitCounting: false })
    await ctx.payload.create({ collection: 'users', data: { email: 'editor@atrium.test', password: 'editor-password-123', name: 'Eddie', roles: ['editor'] }, overrideAccess: true })
  })

  afterAll(async () => {
    const { closeLimits } = await import('@/lib/server/limits')
    await closeLimits()
    await ctx?.cleanup()
    smtp?.close()
  })

  describe('ratings', () => {
    it('records a vote, sets a signed visitor cookie and tells the page after a reload', async () => {
      const response = await vote('open', photos[0]!, 4, { ip: freshIp() })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ error: 0, votes: 1, average: 4, yours: 4 })
      const setCookie = response.headers.get('set-cookie')!
      expect(setCookie).toMatch(/^atrium_visitor=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/)
      const page = await handlers.getGalleryEngagement(ctx.payload, request('/galleries/open/engagement', { cookie: cookieOf(response) }), { slug: 'open' })
      const { photos: totals } = await page.json()
      expect(totals[photos[0]!]).toMatchObject({ votes: 1, average: 4, yours: 4 })
      expect(totals[photos[1]!]).toMatchObject({ votes: 0, average: null, yours: null })
      const again = await vote('open', photos[0]!, 2, { cookie: cookieOf(response), ip: freshIp() })
      expect(again.status).toBe(409)
      expect(await again.json()).toMatchObject({ message: 'You have already rated.', votes: 1, average: 4 })
    })

    it('refuses anything but a whole number of stars, and stores nothing', async () => {
      for (const value of [0, 6, 3.5, '5', null, -1, 1e9]) {
        const response = await vote('moderated', photos[1]!, value, { ip: freshIp() })
        expect(response.status, `value ${JSON.stringify(value)}`).toBe(400)
        expect((await response.json()).message).toBe('A rating is a whole number of stars from 1 to 5.')
      }
      expect((await ctx.payload.count({ collection: 'photo-ratings', where: { photo: { equals: photos[1] } } })).totalDocs).toBe(0)
    })

    it('keeps exactly one row when one visitor sends twenty votes at once', async () => {
      const first = await vote('moderated', photos[2]!, 3, { ip: freshIp() })
      const cookie = cookieOf(first)
      const ip = freshIp()
      const parallel = await Promise.all(Array.from({ length: 20 }, (_, i) => vote('moderated', photos[2]!, (i % 5) + 1, { cookie, ip })))
      expect(parallel.map((r) => r.status).every((s) => s === 409)).toBe(true)
      const rows = await ctx.payload.find({ collection: 'photo-ratings', where: { photo: { equals: photos[2] } }, overrideAccess: true })
      expect(rows.totalDocs).toBe(1)
      // A visitor without a cookie sending twenty at once: each is a new visitor, all counted, the totals stay exact.
      const crowd = await Promise.all(Array.from({ length: 8 }, (_, i) => vote('moderated', photos[2]!, (i % 5) + 1, { ip: freshIp() })))
      expect(crowd.every((r) => r.status === 200)).toBe(true)
      const stats = await ctx.payload.find({ collection: 'photo-stats', where: { photo: { equals: photos[2] } }, overrideAccess: true })
      const expectedSum = 3 + [1, 2, 3, 4, 5, 1, 2, 3].reduce((a, b) => a + b, 0)
      expect(stats.docs[0]).toMatchObject({ votes: 9, ratingSum: expectedSum })
    })

    it('averages the true mean of every vote, to one decimal', async () => {
      const slug = 'open'
      const photo = photos[1]!
      for (const value of [5, 4, 1]) expect((await vote(slug, photo, value, { ip: freshIp() })).status).toBe(200)
      const last = await (await vote(slug, photo, 5, { ip: freshIp() })).json()
      // (5 + 4 + 1 + 5) / 4 = 3.75 → 3.8; the seed's "mean of old average and new vote" would say 4.
      expect(last).toMatchObject({ votes: 4, average: 3.8 })
    })

    it('treats a tampered cookie as no cookie: nobody can vote as someone else', async () => {
      const first = await vote('moderated', photos[0]!, 5, { ip: freshIp() })
      const [name, value] = cookieOf(first).split('=')
      const [id, signature] = value!.split('.')
      const forged = `${name}=${id!.slice(0, -1)}${id!.endsWith('A') ? 'B' : 'A'}.${signature}`
      const second = await vote('moderated', photos[0]!, 1, { cookie: forged, ip: freshIp() })
      expect(second.status).toBe(200)
      expect(second.headers.get('set-cookie')).toMatch(/^atrium_visitor=/)
      expect(cookieOf(second)).not.toBe(forged)
      const page = await handlers.getGalleryEngagement(ctx.payload, request('/galleries/moderated/engagement', { cookie: forged }), { slug: 'moderated' })
      expect((await page.json()).photos[photos[0]!].yours).toBeNull()
    })

    it('refuses cross-site requests and requests from a null origin', async () => {
      expect((await vote('open', photos[2]!, 3, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
      const nullOrigin = new Request(`${SITE}/galleries/open/photos/${photos[2]}/rating`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'null' }, body: '{"value":3}' })
      expect((await handlers.postRating(ctx.payload, nullOrigin, { slug: 'open', id: String(photos[2]) })).status).toBe(403)
      const sameOrigin = new Request(`${SITE}/galleries/open/photos/${photos[2]}/rating`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE, 'x-atrium-client-ip': freshIp() }, body: '{"value":3}' })
      expect((await handlers.postRating(ctx.payload, sameOrigin, { slug: 'open', id: String(photos[2]) })).status).toBe(200)
    })

    it('caps votes per address per photo per day, and votes per address per minute', async () => {
      const ip = freshIp()
      const statuses: number[] = []
      const cookies: string[] = []
      for (let i = 0; i < 11; i++) {
        const response = await vote('open', photos[0]!, 3, { ip })
        statuses.push(response.status)
        cookies.push(cookieOf(response))
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
      expect(statuses[10]).toBe(429)
      const before = (await ctx.payload.count({ collection: 'photo-ratings', where: { photo: { equals: photos[0] } } })).totalDocs
      // One of the ten voting again from that address is told it has rated, not that the address is full.
      const again = await vote('open', photos[0]!, 5, { ip, cookie: cookies[3] })
      expect(again.status).toBe(409)
      expect(await again.json()).toMatchObject({ message: 'You have already rated.', yours: null })
      expect((await ctx.payload.count({ collection: 'photo-ratings', where: { photo: { equals: photos[0] } } })).totalDocs).toBe(before)
      // Thirty votes a minute from one address in all, whatever the photo.
      const busy = freshIp()
      const spread: Response[] = []
      for (let i = 0; i < 31; i++) spread.push(await vote('moderated', photos[i % 3]!, 2, { ip: busy }))
      const last = spread.at(-1)!
      expect(last.status).toBe(429)
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await last.json()).message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/)
    })

    it('answers 404 for a photo outside the gallery and 403 where rating is off', async () => {
      expect((await vote('nope', photos[0]!, 3, { ip: freshIp() })).status).toBe(404)
      expect((await vote('open', 999999, 3, { ip: freshIp() })).status).toBe(404)
      expect((await vote('closed', photos[0]!, 3, { ip: freshIp() })).status).toBe(403)
    })

    it('follows an editor’s change of policy at once, though policies are cached', async () => {
      const [closed] = (await ctx.payload.find({ collection: 'galleries', where: { slug: { equals: 'closed' } }, overrideAccess: true })).docs
      await ctx.payload.update({ collection: 'galleries', id: closed!.id, data: { behaviour: { ...closed!.behaviour, custom: true, rating: true } }, overrideAccess: true, context })
      expect((await vote('closed', photos[0]!, 3, { ip: freshIp() })).status).toBe(200)
      await ctx.payload.update({ collection: 'galleries', id: closed!.id, data: { behaviour: { ...closed!.behaviour, custom: true, rating: false } }, overrideAccess: true, context })
      expect((await vote('closed', photos[0]!, 3, { ip: freshIp() })).status).toBe(403)
    })
  })

  describe('comments', () => {
    it('keeps a comment pending whatever the body claims, then lists it once approved', async () => {
      const response = await comment('moderated', photos[0]!, { name: 'Ann', body: 'Lovely light.', consent: true, altcha: await challenge(), status: 'approved', published: 1, comment_moderation: 0 })
      expect(response.status).toBe(201)
      expect(await response.json()).toMatchObject({ error: 0, published: 0, message: 'Your comment is awaiting moderation.' })
      const [stored] = await storedComments(photos[0]!)
      expect(stored).toMatchObject({ status: 'pending', name: 'Ann', body: 'Lovely light.' })
      const listed = await handlers.getComments(ctx.payload, request(`/galleries/moderated/photos/${photos[0]}/comments`), { slug: 'moderated', id: String(photos[0]) })
      expect((await listed.json()).comments).toEqual([])
      await ctx.payload.update({ collection: 'comments', id: stored!.id, data: { status: 'approved' }, overrideAccess: true, context })
      const after = await (await handlers.getComments(ctx.payload, request(`/galleries/moderated/photos/${photos[0]}/comments`), { slug: 'moderated', id: String(photos[0]) })).json()
      expect(after.comments).toEqual([{ id: stored!.id, name: 'Ann', body: 'Lovely light.', createdAt: expect.any(String) }])
      const stats = await ctx.payload.find({ collection: 'photo-stats', where: { photo: { equals: photos[0] } }, overrideAccess: true })
      expect(stats.docs[0]?.comments).toBe(1)
    })

    it('publishes at once where moderation is off, trims the e-mail, and mails the editors', async () => {
      const before = mails.length
      const response = await comment('open', photos[1]!, { name: 'Bo', email: '  bo@example.test ', body: '<img src=x onerror=alert(1)>', consent: true, altcha: await challenge() })
      expect(response.status).toBe(201)
      const answer = await response.json()
      expect(answer).toMatchObject({ error: 0, published: 1, comment: { name: 'Bo', body: '<img src=x onerror=alert(1)>' } })
      expect(answer.comment.email).toBeUndefined()
      const [stored] = await storedComments(photos[1]!)
      expect(stored).toMatchObject({ id: answer.comment.id, email: 'bo@example.test', status: 'approved', gallery: expect.anything(), createdAt: answer.comment.createdAt })
      expect(stored!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      // Visitors never read the e-mail address, even of an approved comment.
      const { docs } = await ctx.payload.find({ collection: 'comments', where: { id: { equals: stored!.id } }, overrideAccess: false })
      expect(docs[0]?.email).toBeUndefined()
      await expect.poll(() => mails.length, { timeout: 10_000 }).toBeGreaterThan(before)
      const mail = mails.at(-1)!
      expect(mail.to).toBe('editor@atrium.test')
      // The message is quoted-printable (it has curly quotes): join its soft line breaks before reading.
      const text = mail.text.replace(/=\r\n/g, '')
      expect(text).toMatch(/^Subject: .*New_comment_on/m)
      expect(text).toContain('Bo wrote on')
      expect(text).toContain('The meeting')
      expect(text).toContain(`Review it: ${SITE}/admin/collections/comments/`)
    })

    it('refuses a missing, forged or replayed challenge and stores nothing', async () => {
      const photo = photos[2]!
      const base = { name: 'Cy', body: 'Hello', consent: true }
      const missing = await comment('moderated', photo, base)
      expect(missing.status).toBe(400)
      expect((await missing.json()).error_messages.challenge).toBe('Please wait until the spam check has finished, then post again.')
      expect((await comment('moderated', photo, { ...base, altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') })).status).toBe(400)
      const solved = await challenge()
      expect((await comment('moderated', photo, { ...base, altcha: solved })).status).toBe(201)
      const replay = await comment('moderated', photo, { ...base, altcha: solved })
      expect(replay.status).toBe(400)
      expect((await replay.json()).error_messages.challenge).toBe('The spam check has expired or was already used. Please post again.')
      expect(await storedComments(photo)).toHaveLength(1)
    })

    it('refuses the honeypot, missing consent and bad fields, with a message per field', async () => {
      const photo = photos[2]!
      const before = (await storedComments(photo)).length
      expect((await comment('moderated', photo, { name: 'Bot', body: 'Buy now', consent: true, website: 'http://spam.test', altcha: await challenge() })).status).toBe(400)
      const unticked = await comment('moderated', photo, { name: 'Di', body: 'Hi', consent: false, altcha: await challenge() })
      expect(unticked.status).toBe(400)
      expect((await unticked.json()).error_messages).toEqual({ consent: 'Please agree to the privacy policy.' })
      const empty = await (await comment('open', photo, { name: '  ', email: 'not-an-address', body: '', consent: true })).json()
      expect(empty.error_messages).toEqual({ name: 'Name field is required', email: 'Please enter a valid e-mail address.', body: 'Comment field is required' })
      const long = await (await comment('moderated', photo, { name: 'x'.repeat(101), body: 'y'.repeat(5001), consent: true })).json()
      expect(long.error_messages).toEqual({ name: 'Name can be at most 100 characters.', body: 'Comment can be at most 5000 characters.' })
      const header = await (await comment('moderated', photo, { name: 'John\r\nBcc: x@y.test', body: 'Hi', consent: true })).json()
      expect(header.error_messages.name).toBe('Name must be on one line.')
      expect(await storedComments(photo)).toHaveLength(before)
    })

    it('refuses anonymous edits and deletes; the comment stays', async () => {
      const [stored] = await storedComments(photos[1]!)
      await expect(ctx.payload.delete({ collection: 'comments', id: stored!.id, overrideAccess: false })).rejects.toThrow()
      await expect(ctx.payload.update({ collection: 'comments', id: stored!.id, data: { body: 'changed' }, overrideAccess: false })).rejects.toThrow()
      await expect(ctx.payload.create({ collection: 'comments', data: { name: 'x', body: 'y', photo: photos[1]!, status: 'approved' }, overrideAccess: false })).rejects.toThrow()
      const again = await ctx.payload.findByID({ collection: 'comments', id: stored!.id, overrideAccess: true })
      expect(again.body).toBe('<img src=x onerror=alert(1)>')
    })

    it('limits comments per visitor: the sixth in ten minutes gets 429', async () => {
      let cookie = ''
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) {
        const response = await comment('moderated', photos[0]!, { name: 'Ed', body: `Note ${i}`, consent: true, altcha: await challenge() }, { cookie })
        cookie ||= cookieOf(response)
        statuses.push(response.status)
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    })
  })

  describe('view counts', () => {
    const view = (slug: string, photo: number, opts: { cookie?: string; headers?: Record<string, string> } = {}) =>
      handlers.postView(ctx.payload, request(`/galleries/${slug}/photos/${photo}/view`, { method: 'POST', ip: freshIp(), ...opts }), { slug, id: String(photo) })
    const hits = async (photo: number) => (await ctx.payload.find({ collection: 'photo-stats', where: { photo: { equals: photo } }, overrideAccess: true })).docs[0]?.hits ?? 0

    it('counts once per visitor per photo, never bots or prefetches', async () => {
      const photo = photos[0]!
      const start = await hits(photo)
      const first = await view('open', photo)
      expect(await first.json()).toMatchObject({ counted: true, hits: start + 1 })
      const cookie = cookieOf(first)
      expect(await (await view('open', photo, { cookie })).json()).toMatchObject({ counted: false })
      expect(await (await view('open', photo, { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } })).json()).toMatchObject({ counted: false })
      expect(await (await view('open', photo, { headers: { 'sec-purpose': 'prefetch' } })).json()).toMatchObject({ counted: false })
      expect(await (await view('open', photo)).json()).toMatchObject({ counted: true })
      expect(await hits(photo)).toBe(start + 2)
      expect((await view('closed', photo)).status).toBe(403)
      expect(await hits(photo)).toBe(start + 2)
    })
  })

  describe('the site\'s feature switches (Site settings → Feature switches) beat every gallery', () => {
    const setSwitches = (features: Record<string, boolean>) => ctx.payload.updateGlobal({ slug: 'site-settings', data: { features }, context })
    const view = (photo: number) => handlers.postView(ctx.payload, request(`/galleries/open/photos/${photo}/view`, { method: 'POST', ip: freshIp() }), { slug: 'open', id: String(photo) })
    const readComments = (photo: number) => handlers.getComments(ctx.payload, request(`/galleries/open/photos/${photo}/comments`), { slug: 'open', id: String(photo) })
    // The very read the gallery pages and the viewer's data use (not a copy of its composition).
    const galleryOptions = async () => {
      const { getGalleryOptions } = await import('@/gallery/data/settings')
      const gallery = (await ctx.payload.find({ collection: 'galleries', where: { slug: { equals: 'open' } }, depth: 0 })).docs[0]!
      return getGalleryOptions(gallery)
    }

    it('off: the gallery shows no control and each endpoint refuses; on again: both are back', async () => {
      const photo = photos[1]!
      const commentsBefore = (await storedComments(photo)).length
      try {
        await setSwitches({ comments: false, ratings: false, hitCounting: false, sharing: false })
        const off = await galleryOptions()
        expect([off.behaviour.comments, off.behaviour.rating, off.behaviour.hitCounting, off.lightbox.share]).toEqual([false, false, false, false])
        expect((await vote('open', photo, 3, { ip: freshIp() })).status).toBe(403)
        expect((await readComments(photo)).status).toBe(403)
        expect((await comment('open', photo, { name: 'Ann', email: 'ann@example.com', body: 'Hello', consent: true, altcha: await challenge() })).status).toBe(403)
        expect((await view(photo)).status).toBe(403)
        expect(await storedComments(photo)).toHaveLength(commentsBefore)

        await setSwitches({ comments: true, ratings: true, hitCounting: true, sharing: true })
        const on = await galleryOptions()
        expect([on.behaviour.comments, on.behaviour.rating, on.behaviour.hitCounting, on.lightbox.share]).toEqual([true, true, true, true])
        expect((await readComments(photo)).status).toBe(200)
        expect((await view(photo)).status).toBe(202)
      } finally {
        await setSwitches({ comments: true, ratings: true, hitCounting: true, sharing: true })
      }
    })
  })

  it(`keeps its limits and view windows in ${usingPostgres() ? 'Redis, shared by every instance' : 'this process'}`, async () => {
    const { limitStore } = await import('@/lib/server/limits')
    expect(limitStore()).toBe(usingPostgres() ? 'redis' : 'memory')
    if (usingPostgres()) {
      const { Redis } = await import('ioredis')
      const client = new Redis('redis://127.0.0.1:6379/0')
      const keys = await client.keys('atrium:*:viewWindow*')
      await client.quit()
      expect(keys.length).toBeGreaterThan(0)
    }
  })

  it('has every accepted vote and comment on disk when it answers: a new connection (a restarted server) reads them', async () => {
    const response = await vote('moderated', photos[0]!, 2, { ip: freshIp() })
    expect(response.status).toBe(200)
    const payloadCounts = {
      ratings: (await ctx.payload.count({ collection: 'photo-ratings', overrideAccess: true })).totalDocs,
      comments: (await ctx.payload.count({ collection: 'comments', overrideAccess: true })).totalDocs,
    }
    expect(payloadCounts.ratings).toBeGreaterThan(0)
    expect(payloadCounts.comments).toBeGreaterThan(0)
    const url = process.env.DATABASE_URL!
    let fresh: { ratings: number; comments: number }
    if (usingPostgres()) {
      const { default: pg } = await import('pg')
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      const count = async (table: string) => Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n)
      fresh = { ratings: await count('photo_ratings'), comments: await count('comments') }
      await client.end()
    } else {
      const { createClient } = await import('@libsql/client')
      const client = createClient({ url })
      const count = async (table: string) => Number((await client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n)
      fresh = { ratings: await count('photo_ratings'), comments: await count('comments') }
      client.close()
    }
    expect(fresh).toEqual(payloadCounts)
  })

  describe('answered by the route handlers, as Next runs them in development and production', () => {
    type Route = Record<string, (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>>
    let routes: Record<'rating' | 'comments' | 'challenge' | 'view' | 'engagement', Route>
    const call = (route: Route, method: string, path: string, params: Record<string, string>, init: Parameters<typeof request>[1] = {}) =>
      route[method]!(request(path, { method, ip: freshIp(), ...init }), { params: Promise.resolve(params) })

    beforeAll(async () => {
      routes = {
        rating: await import('@/app/(frontend)/galleries/[slug]/photos/[id]/rating/route'),
        comments: await import('@/app/(frontend)/galleries/[slug]/photos/[id]/comments/route'),
        challenge: await import('@/app/(frontend)/galleries/[slug]/photos/[id]/comments/challenge/route'),
        view: await import('@/app/(frontend)/galleries/[slug]/photos/[id]/view/route'),
        engagement: await import('@/app/(frontend)/galleries/[slug]/engagement/route'),
      } as unknown as typeof routes
    })

    it('records a vote with its visitor cookie, and remembers the visitor', async () => {
      const photo = photos[2]!
      const params = { slug: 'open', id: String(photo) }
      const first = await call(routes.rating, 'POST', `/galleries/open/photos/${photo}/rating`, params, { body: { value: 5 } })
      expect(first.status).toBe(200)
      expect(first.headers.get('cache-control')).toBe('no-store')
      expect(first.headers.get('set-cookie')).toMatch(/^atrium_visitor=.+HttpOnly/)
      expect(await first.json()).toMatchObject({ error: 0, yours: 5 })
      const again = await call(routes.rating, 'POST', `/galleries/open/photos/${photo}/rating`, params, { body: { value: 1 }, cookie: cookieOf(first) })
      expect(again.status).toBe(409)
      const totals = await (await call(routes.engagement, 'GET', '/galleries/open/engagement', { slug: 'open' }, { cookie: cookieOf(first) })).json()
      expect(totals.photos[photo]).toMatchObject({ yours: 5 })
      expect((await call(routes.view, 'POST', `/galleries/open/photos/${photo}/view`, params, { body: {} })).status).toBe(202)
      expect((await call(routes.comments, 'GET', `/galleries/open/photos/${photo}/comments`, params)).status).toBe(200)
      expect((await call(routes.challenge, 'GET', '/galleries/open/photos/1/comments/challenge', { slug: 'open', id: '1' })).status).toBe(200)
    })

    it('refuses an oversized body unread, with a sentence, and stores nothing', async () => {
      const photo = photos[0]!
      const before = (await ctx.payload.count({ collection: 'comments', overrideAccess: true })).totalDocs
      const body = { name: 'Big', body: 'x'.repeat(100_000) }
      const response = await call(routes.comments, 'POST', `/galleries/open/photos/${photo}/comments`, { slug: 'open', id: String(photo) }, { body, headers: { 'content-length': String(JSON.stringify(body).length) } })
      expect(response.status).toBe(413)
      expect(await response.json()).toMatchObject({ error: 1, message: 'The request is too large. Please shorten what you wrote and try again.' })
      expect((await ctx.payload.count({ collection: 'comments', overrideAccess: true })).totalDocs).toBe(before)
    })

    it('a failure inside answers 500 with a sentence, never a stack trace', async () => {
      const { answered } = await import('@/engagement/http/respond')
      const response = await answered(request('/galleries/open/photos/1/rating', { body: { value: 3 } }), () => Promise.reject(new Error('database gone')))
      expect(response.status).toBe(500)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({ error: 1, message: 'Something went wrong on our side. Please try again in a moment.' })
      expect(text).not.toContain('database gone')
    })
  })

  it('keeps every photo’s totals equal to its stored votes and approved comments after everything above', async () => {
    let approvedSomewhere = 0
    for (const photo of photos) {
      const rows = (await ctx.payload.find({ collection: 'photo-ratings', where: { photo: { equals: photo } }, overrideAccess: true, limit: 1000, depth: 0 })).docs
      const approved = (await ctx.payload.count({ collection: 'comments', where: { and: [{ photo: { equals: photo } }, { status: { equals: 'approved' } }] }, overrideAccess: true })).totalDocs
      approvedSomewhere += approved
      const [stats] = (await ctx.payload.find({ collection: 'photo-stats', where: { photo: { equals: photo } }, overrideAccess: true, depth: 0 })).docs
      expect(rows.length, `photo ${photo}`).toBeGreaterThan(0)
      expect({ votes: stats?.votes, ratingSum: stats?.ratingSum, comments: stats?.comments }, `photo ${photo}`).toEqual({
        votes: rows.length,
        ratingSum: rows.reduce((sum, row) => sum + row.value, 0),
        comments: approved,
      })
    }
    expect(approvedSomewhere).toBeGreaterThan(1)
  })

  it('removes votes, totals and comments with their photo', async () => {
    const photo = photos[1]!
    await ctx.payload.delete({ collection: 'media', id: photo, overrideAccess: true, context })
    for (const collection of ['photo-ratings', 'photo-stats', 'comments'] as const) {
      expect((await ctx.payload.count({ collection, where: { photo: { equals: photo } }, overrideAccess: true })).totalDocs).toBe(0)
    }
  })
})
