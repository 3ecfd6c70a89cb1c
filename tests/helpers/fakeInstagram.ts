import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import sharp from 'sharp'

/**
 * A stand-in for the Instagram API with Instagram Login (graph.instagram.com), answering as Meta's
 * reference describes:
 * - `GET /<version>/me?fields=user_id,username`;
 * - `GET /<version>/me/media?fields=…&limit=…&after=…`: newest first, cursor paging with
 *   `paging.cursors` and a `paging.next` link carrying the token, `children{…}` expansion for
 *   carousels, and no `media_url` for videos with licensed audio;
 * - `GET /refresh_access_token?grant_type=ig_refresh_token` (only tokens at least 24 h old) and
 *   `GET /access_token?grant_type=ig_exchange_token&client_secret=…`;
 * - errors as `{"error":{"message","type":"OAuthException","code","error_subcode","fbtrace_id"}}`:
 *   an unknown token (190), an expired one (190/463), the rate limit (code 4, 403), and an outage
 *   (`outage = true`: the connection is closed without an answer).
 * It is also the media CDN: `GET /media/<name>` answers the files set in `files`, and `/media/redirect`
 * answers a redirect to wherever `redirectTo` says (a hostile media address).
 */
export type FakeChild = { id: string; media_type: 'IMAGE' | 'VIDEO'; media_url?: string; thumbnail_url?: string }
export type FakePost = { id: string; caption?: string; media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM'; media_url?: string; thumbnail_url?: string; permalink: string; timestamp: string; children?: FakeChild[] }
export type FakeAccount = { userId: string; username: string; posts: FakePost[] }
export type FakeToken = { account: FakeAccount; issuedAt: number; expiresAt: number; shortLived?: boolean }

export type FakeInstagram = {
  baseUrl: string
  accounts: Map<string, FakeAccount>
  tokens: Map<string, FakeToken>
  files: Map<string, { type: string; body: Buffer }>
  requests: URL[]
  /** Answers every API call with the rate-limit error while true. */
  rateLimited: boolean
  /** Closes every API connection without an answer while true. */
  outage: boolean
  redirectTo: string
  appSecret: string
  /** The clock the token rules read (tests move it). */
  now: () => number
  setNow: (now: () => number) => void
  close: () => Promise<void>
}

const DAY = 24 * 60 * 60 * 1000
const fbtrace = () => `A${Math.random().toString(36).slice(2, 12)}`

/** An Instagram-shaped token: "IGAA" and 100 letters. */
export const igToken = (seed: string) => `IGAA${Buffer.from(seed).toString('hex')}${'x'.repeat(100)}`.slice(0, 104)

/** What the end-to-end site and its Instagram stand-in share: the demo account's token (see demoAccount). */
export const E2E_INSTAGRAM = { token: igToken('token-17841400000000001'), username: 'atrium.studio' }

/** A PNG whose header claims more pixels than any photo (a decompression bomb's first bytes). */
export function pixelBombPng(width = 30_000, height = 30_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.byteLength)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))])
}

/** A small JPEG of one colour (each post's picture). */
export const colourJpeg = (background: string, width = 640, height = 640) => sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 70 }).toBuffer()

export async function startFakeInstagram({ host = '127.0.0.1', port = 0, pageMax = 25, appSecret = 'fakeinstagramappsecret0123456789' }: { host?: string; port?: number; pageMax?: number; appSecret?: string } = {}): Promise<FakeInstagram> {
  const state: FakeInstagram = {
    baseUrl: '',
    accounts: new Map(),
    tokens: new Map(),
    files: new Map(),
    requests: [],
    rateLimited: false,
    outage: false,
    redirectTo: 'https://169.254.169.254/latest/meta-data/',
    appSecret,
    now: () => Date.now(),
    setNow: (now) => {
      state.now = now
    },
    close: async () => {},
  }
  const send = (response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers }).end(JSON.stringify(body))
  }
  const oauthError = (response: http.ServerResponse, message: string, code: number, subcode?: number, status = 400) =>
    send(response, status, { error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: fbtrace() } })

  const pick = (object: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.filter((field) => object[field] !== undefined).map((field) => [field, object[field]]))
  /** `a,b,children{c,d}` → top-level fields and the children's fields. */
  const parseFields = (value: string) => {
    const children = /children\{([^}]*)\}/.exec(value)
    const top = value.replace(/children\{[^}]*\}/, 'children').split(',').map((field) => field.trim()).filter(Boolean)
    return { top, children: children ? children[1]!.split(',').map((field) => field.trim()) : null }
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', state.baseUrl || 'http://fake')
    state.requests.push(url)
    if (request.method !== 'GET') return oauthError(response, 'Unsupported request - method type: post', 100)

    const file = /^\/media\/([\w.-]+)$/.exec(url.pathname)
    if (file) {
      if (file[1] === 'redirect') return void response.writeHead(302, { Location: state.redirectTo }).end()
      const found = state.files.get(file[1]!)
      if (!found) return void response.writeHead(404, { 'Content-Type': 'text/plain' }).end('URL signature expired')
      return void response.writeHead(200, { 'Content-Type': found.type, 'Content-Length': found.body.byteLength }).end(found.body)
    }

    if (state.outage) return void request.socket.destroy()
    if (state.rateLimited) {
      return send(response, 403, { error: { message: '(#4) Application request limit reached', type: 'OAuthException', is_transient: true, code: 4, fbtrace_id: fbtrace() } }, { 'X-Business-Use-Case-Usage': '{}' })
    }
    const token = url.searchParams.get('access_token') ?? ''
    const known = state.tokens.get(token)
    if (!token || !known) return oauthError(response, 'Invalid OAuth access token - Cannot parse access token', 190)
    if (known.expiresAt <= state.now()) {
      return oauthError(response, `Error validating access token: Session has expired on ${new Date(known.expiresAt).toUTCString()}. The current time is ${new Date(state.now()).toUTCString()}.`, 190, 463)
    }

    if (url.pathname === '/access_token') {
      if (url.searchParams.get('grant_type') !== 'ig_exchange_token') return oauthError(response, 'Unsupported grant_type', 100)
      if (url.searchParams.get('client_secret') !== state.appSecret) return oauthError(response, 'Error validating client secret.', 1)
      if (!known.shortLived) return oauthError(response, 'Long-lived access tokens cannot be exchanged.', 100)
      const fresh = igToken(`long-${known.account.userId}-${state.now()}`)
      state.tokens.set(fresh, { account: known.account, issuedAt: state.now(), expiresAt: state.now() + 60 * DAY })
      return send(response, 200, { access_token: fresh, token_type: 'bearer', expires_in: 60 * 24 * 60 * 60 })
    }
    if (url.pathname === '/refresh_access_token') {
      if (url.searchParams.get('grant_type') !== 'ig_refresh_token') return oauthError(response, 'Unsupported grant_type', 100)
      if (known.shortLived || state.now() - known.issuedAt < DAY) return oauthError(response, 'The access token must be at least 24 hours old to be refreshed.', 10)
      const fresh = igToken(`refreshed-${known.account.userId}-${state.now()}`)
      state.tokens.set(fresh, { account: known.account, issuedAt: state.now(), expiresAt: state.now() + 60 * DAY })
      return send(response, 200, { access_token: fresh, token_type: 'bearer', expires_in: 60 * 24 * 60 * 60 })
    }
    const version = /^\/v\d+\.\d+(\/.*)$/.exec(url.pathname)
    if (!version) return oauthError(response, `Unknown path components: ${url.pathname}`, 2500)
    const account = known.account
    if (version[1] === '/me') {
      const fields = (url.searchParams.get('fields') ?? 'id').split(',')
      return send(response, 200, pick({ id: account.userId, user_id: account.userId, username: account.username }, fields))
    }
    if (version[1] === '/me/media' || version[1] === `/${account.userId}/media`) {
      const { top, children } = parseFields(url.searchParams.get('fields') ?? 'id')
      const limit = Math.min(Math.max(Number(url.searchParams.get('limit')) || 25, 1), pageMax)
      const after = url.searchParams.get('after')
      const start = after ? Number(Buffer.from(after, 'base64url').toString('utf8').replace(/^c:/, '')) || 0 : 0
      const slice = account.posts.slice(start, start + limit)
      const data = slice.map((post) => {
        const out = pick({ ...post, children: undefined }, top)
        if (children && post.children) out.children = { data: post.children.map((child) => pick(child, children)) }
        return out
      })
      const cursor = (index: number) => Buffer.from(`c:${index}`).toString('base64url')
      const paging: Record<string, unknown> = { cursors: { before: cursor(start), after: cursor(start + slice.length) } }
      if (start + slice.length < account.posts.length) {
        const next = new URL(`${state.baseUrl}/v26.0/${account.userId}/media`)
        next.searchParams.set('access_token', token)
        next.searchParams.set('fields', url.searchParams.get('fields') ?? 'id')
        next.searchParams.set('limit', String(limit))
        next.searchParams.set('after', cursor(start + slice.length))
        paging.next = next.toString()
      }
      return send(response, 200, { data, paging })
    }
    return oauthError(response, `Unsupported get request. Object with ID '${version[1]!.split('/')[1]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 100)
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  state.baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`
  state.close = () => new Promise((resolve) => server.close(() => resolve()))
  return state
}

/**
 * The demo account the tests import: a picture with hashtags, a carousel (picture, video, picture),
 * a video with licensed music (no media_url), and three hostile posts — a media address that is a
 * name for a private address, one that redirects to the cloud metadata address, and a pixel bomb.
 * `extra` plain pictures follow, to page through.
 */
export async function demoAccount(fake: FakeInstagram, { mp4, username = 'atrium.studio', userId = '17841400000000001', extra = 0, hostileHost = 'localhost' }: { mp4: string; username?: string; userId?: string; extra?: number; hostileHost?: string }): Promise<{ account: FakeAccount; token: string }> {
  const base = fake.baseUrl
  const port = new URL(base).port
  fake.files.set('harbour.jpg', { type: 'image/jpeg', body: await colourJpeg('#1d4ed8') })
  fake.files.set('team-1.jpg', { type: 'image/jpeg', body: await colourJpeg('#15803d') })
  fake.files.set('team-3.jpg', { type: 'image/jpeg', body: await colourJpeg('#b45309') })
  fake.files.set('team-video.mp4', { type: 'video/mp4', body: fs.readFileSync(mp4) })
  fake.files.set('team-video-cover.jpg', { type: 'image/jpeg', body: await colourJpeg('#7c3aed', 480, 270) })
  fake.files.set('song-cover.jpg', { type: 'image/jpeg', body: await colourJpeg('#be123c', 1080, 1920) })
  fake.files.set('bomb.png', { type: 'image/png', body: pixelBombPng() })
  const at = (days: number) => new Date(Date.UTC(2026, 10, 20) - days * DAY).toISOString().replace('.000Z', '+0000')
  const posts: FakePost[] = [
    { id: '18000000000000001', media_type: 'IMAGE', caption: 'Morning light over the harbour\n#sunrise #harbour', media_url: `${base}/media/harbour.jpg`, permalink: 'https://www.instagram.com/p/HARBOUR1/', timestamp: at(0) },
    {
      id: '18000000000000002',
      media_type: 'CAROUSEL_ALBUM',
      caption: 'Team day 2026',
      permalink: 'https://www.instagram.com/p/TEAMDAY2/',
      timestamp: at(1),
      children: [
        { id: '18000000000000021', media_type: 'IMAGE', media_url: `${base}/media/team-1.jpg` },
        { id: '18000000000000022', media_type: 'VIDEO', media_url: `${base}/media/team-video.mp4`, thumbnail_url: `${base}/media/team-video-cover.jpg` },
        { id: '18000000000000023', media_type: 'IMAGE', media_url: `${base}/media/team-3.jpg` },
      ],
    },
    { id: '18000000000000003', media_type: 'VIDEO', caption: 'Our song', thumbnail_url: `${base}/media/song-cover.jpg`, permalink: 'https://www.instagram.com/reel/SONG3/', timestamp: at(2) },
    { id: '18000000000000004', media_type: 'IMAGE', caption: 'Behind the scenes', media_url: `https://${hostileHost}:${port}/media/harbour.jpg`, permalink: 'https://www.instagram.com/p/HOSTILE4/', timestamp: at(3) },
    { id: '18000000000000005', media_type: 'IMAGE', caption: 'Studio', media_url: `${base}/media/redirect`, permalink: 'https://www.instagram.com/p/REDIRECT5/', timestamp: at(4) },
    { id: '18000000000000006', media_type: 'IMAGE', caption: 'Panorama', media_url: `${base}/media/bomb.png`, permalink: 'https://www.instagram.com/p/BOMB6/', timestamp: at(5) },
  ]
  for (let i = 0; i < extra; i++) {
    const name = `extra-${i}.jpg`
    fake.files.set(name, { type: 'image/jpeg', body: await colourJpeg(`#${(0x203040 + i * 0x0a0b0c).toString(16).slice(-6)}`, 320, 320) })
    posts.push({ id: String(18000000000001000n + BigInt(i)), media_type: 'IMAGE', caption: `Archive picture ${i + 1}`, media_url: `${base}/media/${name}`, permalink: `https://www.instagram.com/p/EXTRA${i}/`, timestamp: at(6 + i) })
  }
  const account: FakeAccount = { userId, username, posts }
  fake.accounts.set(userId, account)
  const token = igToken(`token-${userId}`)
  fake.tokens.set(token, { account, issuedAt: fake.now(), expiresAt: fake.now() + 60 * DAY })
  return { account, token }
}
