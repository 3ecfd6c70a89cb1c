import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { Redis } from 'ioredis'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseMoney } from '@/commerce/money'
import { LINGER } from '@/lib/server/bodyLimit'

import { sendBigBody } from '../helpers/bigBody'
import { listening, startPrivatePostgres, startPrivateRedis, until, type PrivatePostgres, type PrivateRedis } from '../helpers/services'
import { startS3rverProcess, type S3rverProcess } from '../../scripts/lib/s3rver'
import { startSmtp, type TestSmtp } from '../helpers/smtp'

/**
 * The cluster as `npm run cluster` starts it: two production instances on one build behind nginx,
 * sharing PostgreSQL, Redis and S3 (s3rver) — here servers of the test's own, so it can take each
 * away and bring it back. What a visitor or an editor does on one instance holds on the other (an
 * upload, a vote, a change, a watermark copy), and the site survives its parts failing: an instance
 * killed mid-request, PostgreSQL and Redis restarted under load, the mail server, the object store
 * gone or its disk full.
 */
const PORT = Number(process.env.CLUSTER_TEST_PORT || 8480)
const A = `http://127.0.0.1:${PORT + 1}`
const B = `http://127.0.0.1:${PORT + 2}`
const NGINX = `http://127.0.0.1:${PORT}`
const S3_PORT = PORT + 100
// Below the kernel's range for outgoing connections (32768–60999): a port in it may be held, even in
// TIME_WAIT, by one of the run's own connections, and PostgreSQL then cannot bind it (CI saw that on 55480).
const PG_PORT = PORT + 22000
const REDIS_PORT = PORT + 23000
const ADMIN = { email: 'admin@cluster.test', password: 'cluster-admin-password-1' }
const BUCKET = 'atrium'
const isRoot = process.getuid?.() === 0

let cluster: ChildProcess
let log = ''
let postgres: PrivatePostgres
let redis: PrivateRedis
let smtp: TestSmtp
let smtpPort: number
let s3: S3rverProcess
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-s3-'))
let s3Mounted = false

const bucket = new S3Client({ endpoint: `http://127.0.0.1:${S3_PORT}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
async function bucketKeys(prefix = '', delimiter?: string): Promise<string[]> {
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, Delimiter: delimiter, ContinuationToken: token }))
    keys.push(...(page.Contents ?? []).map((object) => object.Key!), ...(page.CommonPrefixes ?? []).map((common) => common.Prefix!))
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys.sort()
}

/**
 * Every stored key outside the video streams, which the demo's jobs are still making and storing
 * meanwhile (they retry a failed write on their own). Listed folder by folder, so that a stream
 * entry the full disk cut short is never read.
 */
async function uploadKeys(): Promise<string[]> {
  const top = await bucketKeys('', '/')
  const folders = top.filter((key) => key.endsWith('/') && key !== 'streams/')
  return [...top.filter((key) => !key.endsWith('/')), ...(await Promise.all(folders.map((folder) => bucketKeys(folder)))).flat()].sort()
}

/** Fills the file system `file` is on to the last byte (a disk that is full, not nearly full). */
function fillDisk(file: string): void {
  const fd = fs.openSync(file, 'w')
  try {
    for (const size of [1 << 20, 1 << 12, 1]) {
      const chunk = Buffer.alloc(size)
      try {
        for (;;) fs.writeSync(fd, chunk)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      }
    }
  } finally {
    fs.closeSync(fd)
  }
}

/** The process listening on an instance's port. */
const pidOn = (port: number) => Number(execFileSync('fuser', [`${port}/tcp`], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim().split(/\s+/)[0])
const json = { 'Content-Type': 'application/json', Origin: NGINX }
const logSince = (mark: number) => log.slice(mark)

async function jpeg(width: number, height: number, background: string, quality = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality }).toBuffer()
}
/** Random-looking pixels compress badly: a photo of a given size on disk. */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer()
}

describe('the cluster: two instances behind nginx, on PostgreSQL, Redis and S3', () => {
  let jwt: string
  let gallery: { id: number; slug: string }
  let photo: number

  const auth = () => ({ Authorization: `JWT ${jwt}`, Origin: NGINX })
  const upload = async (base: string, data: Buffer, name: string) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name)
    form.append('_payload', JSON.stringify({ alt: name, title: name }))
    return fetch(`${base}/api/media`, { method: 'POST', headers: auth(), body: form })
  }
  const mediaCount = async () => (await (await fetch(`${A}/api/media?limit=1&depth=0`, { headers: auth() })).json()).totalDocs as number
  const ratingsOf = async (id: number) => (await (await fetch(`${A}/api/photo-ratings?where[photo][equals]=${id}&limit=1&depth=0`, { headers: auth() })).json()).totalDocs as number
  /** A vote straight to an instance, as a new visitor from its own address (the instance trusts one proxy hop). */
  const voteAs = (base: string, address: string, value = 4) =>
    fetch(`${base}/galleries/${gallery.slug}/photos/${photo}/rating`, { method: 'POST', headers: { ...json, 'X-Forwarded-For': address }, body: JSON.stringify({ value }) })

  beforeAll(async () => {
    ;[postgres, redis, smtp] = await Promise.all([startPrivatePostgres(PG_PORT), startPrivateRedis(REDIS_PORT), startSmtp()])
    smtpPort = smtp.port
    // The object store's disk: a small filesystem of its own, which the disk-full test fills.
    if (isRoot) {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512m', 'tmpfs', s3Dir])
      s3Mounted = true
    }
    s3 = await startS3rverProcess(S3_PORT, s3Dir, BUCKET)
    cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts', '--instances', '2', '--port', String(PORT)], {
      env: {
        ...process.env,
        CLUSTER_DATABASE_URL: postgres.url('atrium_cluster_test'),
        REDIS_URL: redis.url,
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        MAIL_FROM: 'site@cluster.test',
        // The mail-server test waits out the first retry: 5 s here, not the default 30.
        MAIL_RETRY_SECONDS: '5',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SITE_URL: NGINX,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    cluster.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    cluster.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    for (const deadline = Date.now() + 25 * 60_000; !log.includes('Cluster ready'); ) {
      if (cluster.exitCode !== null || Date.now() > deadline) throw new Error(`The cluster did not start:\n${log.slice(-3000)}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }

    const login = await fetch(`${A}/api/users/login`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) })
    expect(login.status, await login.clone().text()).toBe(200)
    jwt = (await login.json()).token
  }, 26 * 60_000)

  afterAll(async () => {
    if (cluster?.pid) {
      try {
        process.kill(-cluster.pid, 'SIGINT')
      } catch {
        // already gone
      }
      await until('the cluster to stop', async () => cluster.exitCode !== null || cluster.signalCode !== null, 15_000).catch(() => process.kill(-cluster.pid!, 'SIGKILL'))
    }
    // The servers' own log, for a failure's post-mortem (CI keeps .test-reports).
    fs.mkdirSync('.test-reports', { recursive: true })
    fs.writeFileSync(path.join('.test-reports', 'cluster-servers.log'), log)
    await Promise.allSettled([s3?.stop(), redis?.stop(), postgres?.stop(), smtp?.close()])
    if (s3Mounted) execFileSync('umount', ['-l', s3Dir])
    fs.rmSync(s3Dir, { recursive: true, force: true })
  }, 60_000)

  it('serves the same site from both instances and through nginx, with a micro-cache for public pages', async () => {
    for (const base of [A, B, NGINX]) expect((await fetch(`${base}/`)).status, base).toBe(200)
    await fetch(`${NGINX}/about`)
    const again = await fetch(`${NGINX}/about`)
    expect(again.headers.get('x-cache')).toMatch(/HIT|UPDATING/)
    // Nothing per visitor is shared: an API answer for a signed-in editor is never cached.
    const staff = await fetch(`${NGINX}/api/users/me`, { headers: { Authorization: `JWT ${jwt}` } })
    expect(staff.headers.get('x-cache') ?? 'BYPASS').toMatch(/BYPASS|MISS/)
  })

  it('a photo uploaded on one instance is stored in S3 and served by the other; a vote counts once per visitor across instances', async () => {
    const uploaded = await upload(A, await jpeg(640, 427, '#0f766e'), 'cluster.jpg')
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const doc = (await uploaded.json()).doc
    photo = doc.id
    // The other instance serves its web sizes from S3; the original, never (downloads are signed links).
    expect((await fetch(`${B}${new URL(doc.url, B).pathname}`)).status).toBe(403)
    const size = Object.values(doc.sizes as Record<string, { url?: string | null }>).find((entry) => entry.url)!
    // Shown nowhere yet: private on every instance.
    expect((await fetch(`${B}${new URL(size.url!, B).pathname}`)).status).toBe(403)

    const created = await fetch(`${A}/api/galleries`, {
      method: 'POST',
      headers: { ...json, ...auth() },
      body: JSON.stringify({ title: 'Across instances', slug: 'across-instances', view: 'thumbnails', items: [photo], _status: 'published', behaviour: { custom: true, rating: true } }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    gallery = { id: (await created.json()).doc.id, slug: 'across-instances' }
    // Published on A: B serves its web sizes.
    const served = await fetch(`${B}${new URL(size.url!, B).pathname}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\//)
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100)

    const first = await voteAs(A, '198.51.100.7')
    expect(first.status, await first.clone().text()).toBe(200)
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!
    const second = await fetch(`${B}/galleries/${gallery.slug}/photos/${photo}/rating`, { method: 'POST', headers: { ...json, 'X-Forwarded-For': '198.51.100.7', Cookie: cookie }, body: JSON.stringify({ value: 4 }) })
    expect(second.status).toBe(409)
    const totals = await (await fetch(`${B}/galleries/${gallery.slug}/engagement`, { headers: { Cookie: cookie } })).json()
    expect(totals.photos[photo]).toMatchObject({ votes: 1, yours: 4 })
  })

  it('a refusal is logged as information, not as a server error with its stack', async () => {
    const mark = log.length
    expect((await fetch(`${B}/api/users`)).status).toBe(403)
    await until('the refusal in the log', async () => logSince(mark).includes('You are not allowed to perform this action.'), 5000, 50)
    expect(logSince(mark)).toMatch(/INFO.*You are not allowed to perform this action\./)
    expect(logSince(mark)).not.toMatch(/ERROR/)
  })

  it('a change on one instance rebuilds the cached page on the other (tags through Redis)', async () => {
    const page = (base: string) => fetch(`${base}/galleries/${gallery.slug}`).then((response) => response.text())
    expect(await page(B)).toContain('Across instances')
    expect(await page(B)).toContain('Across instances')
    const renamed = await fetch(`${A}/api/galleries/${gallery.id}`, { method: 'PATCH', headers: { ...json, ...auth() }, body: JSON.stringify({ title: 'Renamed on the other instance' }) })
    expect(renamed.status, await renamed.clone().text()).toBe(200)
    await until('instance B to show the new title', async () => (await page(B)).includes('Renamed on the other instance'), 3000)
  })

  it('a pricelist changed on one instance is priced at once on the other (its memory is forgotten through Redis)', async () => {
    const created = await fetch(`${A}/api/pricelists`, {
      method: 'POST',
      headers: { ...json, ...auth() },
      body: JSON.stringify({ title: 'Cluster prints', currency: 'EUR', sellProducts: true, products: [{ name: 'Cluster print', price: '25.00', ships: true }] }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const pricelist = (await created.json()).doc.id as number
    const priceOnB = async () => {
      const response = await fetch(`${B}/shop/photos/${gallery.slug}/${photo}`)
      return response.ok ? ((await response.json()) as { pricelist: { products: { price: number }[] } }).pricelist.products[0]?.price : null
    }
    // B has read the photo (not for sale) and keeps that for 10 s; the gallery given a pricelist on A
    // is for sale on B at once: B's catalogue was forgotten by A's save.
    expect(await priceOnB()).toBeNull()
    const attached = await fetch(`${A}/api/galleries/${gallery.id}`, { method: 'PATCH', headers: { ...json, ...auth() }, body: JSON.stringify({ pricelist }) })
    expect(attached.status, await attached.clone().text()).toBe(200)
    await until('B to sell the photo', async () => (await priceOnB()) === parseMoney('25.00'), 2000)
    // B now keeps the pricelist for 10 s; a new price saved on A is B's price at once.
    const repriced = await fetch(`${A}/api/pricelists/${pricelist}`, { method: 'PATCH', headers: { ...json, ...auth() }, body: JSON.stringify({ products: [{ name: 'Cluster print', price: '31.00', ships: true }] }) })
    expect(repriced.status, await repriced.clone().text()).toBe(200)
    await until('B to price the change', async () => (await priceOnB()) === parseMoney('31.00'), 2000)
  })

  it('a watermark copy is burned once into the bucket and served by every instance; the plain file is refused everywhere within a second', async () => {
    const extra = await upload(A, await jpeg(800, 600, '#7c2d12'), 'marked.jpg')
    expect(extra.status).toBe(201)
    const doc = (await extra.json()).doc as { id: number; sizes: { w640: { filename: string; url: string } } }
    const plain = new URL(doc.sizes.w640.url, A).pathname
    // Published without a watermark first: the plain file is served everywhere.
    const created = await fetch(`${A}/api/galleries`, {
      method: 'POST',
      headers: { ...json, ...auth() },
      body: JSON.stringify({ title: 'Marked', slug: 'marked', view: 'thumbnails', items: [doc.id], _status: 'published' }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    expect((await fetch(`${B}${plain}`)).status).toBe(200)
    expect((await fetch(`${NGINX}${plain}`)).status).toBe(200)
    const marked = await fetch(`${A}/api/galleries/${(await created.json()).doc.id}`, { method: 'PATCH', headers: { ...json, ...auth() }, body: JSON.stringify({ watermark: { custom: true, type: 'text', text: '© Cluster' } }) })
    expect(marked.status, await marked.clone().text()).toBe(200)
    const refusedAt = Date.now()
    for (const base of [A, B, NGINX]) await until(`${base} to refuse the plain file`, async () => (await fetch(`${base}${plain}`)).status === 403, 2000, 50)
    expect(Date.now() - refusedAt).toBeLessThan(2000)

    const html = await (await fetch(`${B}/galleries/marked`)).text()
    const burned = html.match(/\/media\/watermarked\/\d+\/[0-9a-f]{16}\/[^"'\s,]+\.webp/)![0]
    const fromB = Buffer.from(await (await fetch(`${B}${burned}`)).arrayBuffer())
    const fromA = Buffer.from(await (await fetch(`${A}${burned}`)).arrayBuffer())
    expect(fromB.length).toBeGreaterThan(100)
    expect(fromA.equals(fromB)).toBe(true)
    // One object in the bucket, none on the instances' disk.
    const key = burned.replace('/media/watermarked/', 'watermarked/')
    expect(await bucketKeys(key)).toEqual([key])
    expect(fs.existsSync(path.join('.cluster', 'data', 'watermarked'))).toBe(false)
  })

  it('an instance killed mid-request: nginx moves the pages to the other, a vote is answered or refused whole, and the instance comes back', async () => {
    const before = await ratingsOf(photo)
    const victim = pidOn(PORT + 2)
    // Frozen first, so some requests are surely in its hands when it dies.
    process.kill(victim, 'SIGSTOP')
    const pages = Array.from({ length: 8 }, (_, i) => fetch(`${NGINX}/galleries/${gallery.slug}?n=${i}`).then((response) => response.status))
    const votes = Array.from({ length: 8 }, (_, i) =>
      fetch(`${NGINX}/galleries/${gallery.slug}/photos/${photo}/rating`, { method: 'POST', headers: json, body: JSON.stringify({ value: 1 + (i % 5) }) }).then((response) => response.status),
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    process.kill(victim, 'SIGKILL')
    expect(await Promise.all(pages)).toEqual(Array(8).fill(200))
    const answered = await Promise.all(votes)
    // Each vote was counted (200), or refused as this visitor's repeat or the address's limit, or failed whole (502).
    for (const status of answered) expect([200, 409, 429, 502]).toContain(status)
    expect(answered).toContain(502)
    expect(await ratingsOf(photo)).toBe(before + answered.filter((status) => status === 200).length)
    await until('the cluster to start the killed instance again', async () => pidOn(PORT + 2) !== victim && (await fetch(`${B}/robots.txt`)).ok, 90_000, 500)
  }, 120_000)

  it('PostgreSQL restarted while votes and page views run: errors are answered in words, nothing accepted is lost, the site recovers by itself', async () => {
    const before = await ratingsOf(photo)
    const mark = log.length
    const results: { status: number; body: string }[] = []
    const failures: string[] = []
    let running = true
    let n = 0
    const load = (async () => {
      while (running) {
        n++
        const base = n % 2 ? A : B
        await Promise.all([
          voteAs(base, `203.0.113.${n % 250}`, 1 + (n % 5)).then(async (response) => results.push({ status: response.status, body: await response.text() })),
          fetch(`${NGINX}/galleries/${gallery.slug}`).then((response) => response.status === 200 || failures.push(`page ${response.status}`)),
        ]).catch((error: Error) => failures.push(`no answer: ${error.message}`))
        await new Promise((resolve) => setTimeout(resolve, 40))
      }
    })()
    await until('some votes before the restart', async () => results.filter((result) => result.status === 200).length >= 3, 10_000)
    await postgres.restart()
    let k = 0
    const recovered = async (base: string) => {
      const response = await voteAs(base, `192.0.2.${++k}`)
      results.push({ status: response.status, body: await response.text() })
      return response.status === 200
    }
    await until('votes to be counted again on both instances', async () => (await recovered(A)) && (await recovered(B)), 30_000, 250)
    running = false
    await load
    // Both instances stayed up (nothing refused a connection) and every page view was answered.
    expect(failures).toEqual([])
    for (const result of results.filter((entry) => entry.status >= 500)) expect(JSON.parse(result.body).message, result.body).toMatch(/\w+ \w+/)
    expect(results.filter((result) => ![200, 409, 429].includes(result.status)).length).toBeLessThan(results.length)
    expect(await ratingsOf(photo)).toBe(before + results.filter((result) => result.status === 200).length)
    expect(logSince(mark)).toContain('PostgreSQL connection was cut')
  }, 120_000)

  it('Redis restarted under load: pages and votes go on, limits are per instance meanwhile (and the log says so), then shared again', async () => {
    const mark = log.length
    await redis.stop()
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${NGINX}/galleries/${gallery.slug}?r=${i}`)).status).toBe(200)
      expect((await fetch(`${A}/galleries/${gallery.slug}`)).status).toBe(200)
      expect((await voteAs(i % 2 ? A : B, `198.18.0.${i + 1}`)).status).toBe(200)
    }
    await until('the log to say limits are per instance', async () => logSince(mark).includes('[limits] Redis is not answering'), 5000)
    await redis.start()
    await until('the log to say limits are shared again', async () => logSince(mark).includes('[limits] Redis answers again'), 15_000, 250)
    // Shared again: a change on one instance reaches the other.
    const renamed = await fetch(`${A}/api/galleries/${gallery.id}`, { method: 'PATCH', headers: { ...json, ...auth() }, body: JSON.stringify({ title: 'After the Redis restart' }) })
    expect(renamed.status).toBe(200)
    await fetch(`${B}/galleries/${gallery.slug}`)
    await until('instance B to show the change', async () => (await (await fetch(`${B}/galleries/${gallery.slug}`)).text()).includes('After the Redis restart'), 5000)
  }, 120_000)

  it('the mail server down: a confirmation e-mail waits in the queue and goes out once it is back', async () => {
    await smtp.close()
    const address = `waiting-${Date.now()}@example.test`
    const signed = await fetch(`${NGINX}/newsletter/subscribe`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: NGINX }, body: new URLSearchParams({ email: address, consent: 'on', form: 'footer' }) })
    expect(signed.status).toBe(303)
    expect(signed.headers.get('location')).toContain('result=')
    // The queue tried and failed (the log says why); the mail is still waiting.
    await until('a failed attempt to reach the mail server', async () => log.includes(`ECONNREFUSED 127.0.0.1:${smtpPort}`), 30_000, 250)
    smtp = await startSmtp({ port: smtpPort })
    const mail = await smtp.waitFor((message) => (Array.isArray(message.to) ? message.to : [message.to]).some((to) => to?.text.includes(address)), 120_000)
    expect(mail.subject).toBeTruthy()
  }, 180_000)

  it('the object store unreachable: an upload fails in words and stores nothing; public pages keep working', async () => {
    const count = await mediaCount()
    await s3.stop()
    try {
      const refused = await upload(A, await jpeg(640, 480, '#334155'), 'while-s3-is-down.jpg')
      expect(refused.status).toBeGreaterThanOrEqual(500)
      expect((await refused.json()).errors[0].message).toMatch(/storage/i)
      expect(await mediaCount()).toBe(count)
      for (const path of ['/', `/galleries/${gallery.slug}`, '/about']) expect((await fetch(`${NGINX}${path}`)).status, path).toBe(200)
    } finally {
      await s3.start()
    }
    expect((await upload(A, await jpeg(640, 480, '#334155'), 'after-s3-is-back.jpg')).status).toBe(201)
  }, 120_000)

  it('the object store’s disk full: an upload fails in words, leaving no row and no partial file', async () => {
    expect(s3Mounted, 'the disk-full test mounts a small filesystem for the object store and must run as root').toBe(true)
    const count = await mediaCount()
    const keys = await uploadKeys()
    // Full to the last byte: the store fails the first file it writes. (With a few kilobytes left, a
    // small size's body could land and its metadata be cut short, an entry s3rver itself can then
    // never list again: not something a real object store does.)
    const filler = path.join(s3Dir, 'filler')
    fillDisk(filler)
    try {
      const refused = await upload(A, await noisyJpeg(1400, 1000), 'disk-full.jpg')
      expect(refused.status).toBeGreaterThanOrEqual(500)
      expect((await refused.json()).errors[0].message).toMatch(/storage/i)
      expect(await mediaCount()).toBe(count)
    } finally {
      fs.rmSync(filler, { force: true })
    }
    // A store that gave up on its full disk (s3rver ends on a failed write, possibly a moment after
    // the upload was answered) is started again, as its operator would; the sizes that had landed
    // before the failure are removed by the app's later passes (5 s and 30 s after it).
    await s3.stop()
    await s3.start()
    let now: string[] = []
    let listing: Error | null = null
    const listed = async () => {
      try {
        now = await uploadKeys()
        listing = null
      } catch (error) {
        listing = error as Error
      }
      return listing === null && JSON.stringify(now) === JSON.stringify(keys)
    }
    await until('the partly stored files to be removed', listed, 45_000, 1000).catch((error: Error) => {
      if (listing) throw new Error(`${error.message}; the store cannot list its objects: ${(listing as Error).message}`)
      throw new Error(`${error.message}; left: ${now.filter((key) => !keys.includes(key)).join(', ') || 'none'}, missing: ${keys.filter((key) => !now.includes(key)).join(', ') || 'none'}`)
    })
    expect((await upload(A, await jpeg(640, 480, '#1e293b'), 'after-the-disk-is-freed.jpg')).status).toBe(201)
  }, 150_000)

  it('a 200 MB body is refused at nginx and at an instance, unread, and the instance does not grow', async () => {
    const MB = 1024 * 1024
    const rss = (port: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pidOn(port)}/status`, 'utf8'))![1]) * 1024
    // What the instance took off its sockets and files (read syscalls), whatever waits in the kernel.
    const readBy = (port: number) => Number(/rchar:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pidOn(port)}/io`, 'utf8'))![1])
    // A client can hand over what the kernel's buffers hold without the server reading a byte: the
    // receiving socket's (which grows up to tcp_rmem's maximum, 32 MB on some machines) and its own.
    const most = (setting: string) => Number(fs.readFileSync(`/proc/sys/net/ipv4/${setting}`, 'utf8').trim().split(/\s+/)[2])
    const buffered = most('tcp_rmem') + most('tcp_wmem')
    const before = rss(PORT + 1)
    const readBefore = readBy(PORT + 1)
    for (const base of [NGINX, A]) {
      for (const declare of [false, true]) {
        const answer = await sendBigBody(`${base}/galleries/${gallery.slug}/photos/${photo}/rating`, 200 * MB, { declare, headers: { Origin: NGINX } })
        expect(answer.status, `${base} ${declare ? 'declared' : 'chunked'}`).toBe(413)
        expect(answer.sent, `${base} ${declare ? 'declared' : 'chunked'}`).toBeLessThan(Math.min(buffered + LINGER.bytes + 4 * MB, 100 * MB))
      }
    }
    // The instance read its route's 256 KB of either body (nginx refused the others), and at most
    // what its lingering close may drop (none on Node 20: its parser reads no more).
    expect(readBy(PORT + 1) - readBefore).toBeLessThan(2 * (256 * 1024 + LINGER.bytes) + 2 * MB)
    // Nothing was held: the instance is about the size it was (a whole body would have added 200 MB).
    expect(rss(PORT + 1) - before).toBeLessThan(64 * MB)
    expect((await voteAs(NGINX, '198.51.100.31')).status).toBe(200)
  }, 120_000)

  it('the shared page cache in Redis keeps the states it chose, never a search, a far page or a 404', async () => {
    const client = new Redis(redis.url)
    try {
      const entries = () => client.zcard('atrium:isr:written')
      // An ordinary state is kept: the other instance's second look finds it in Redis.
      await until('the ordinary state to come from the shared cache', async () => (await fetch(`${B}/galleries/${gallery.slug}?sort=title&dir=desc`)).headers.get('x-nextjs-cache') === 'HIT', 10_000, 250)
      expect(await entries()).toBeGreaterThan(0)
      const invent = async (round: number, count: number) => {
        for (let i = 0; i < count; i++) {
          const word = `invented${round}x${i}${Date.now().toString(36)}`
          for (const base of [A, B]) {
            expect((await fetch(`${base}/galleries/${gallery.slug}?q=${word}`)).status).toBe(200)
            expect((await fetch(`${base}/galleries/no-such-${word}`)).status).toBe(404)
          }
        }
        expect((await fetch(`${NGINX}/galleries/${gallery.slug}?page=${70 + round}`)).status).toBe(200)
      }
      // A first few may fill the shared data those pages read (the 404 page's settings): once.
      await invent(0, 3)
      const held = new Set(await client.zrange('atrium:isr:written', 0, -1))
      await invent(1, 20)
      // Twenty more searches and 404s on each instance: not one entry more.
      const added = (await client.zrange('atrium:isr:written', 0, -1)).filter((key) => !held.has(key))
      expect(added).toEqual([])
      expect(Number(await client.get('atrium:isr:bytes'))).toBeGreaterThan(0)
    } finally {
      client.disconnect()
    }
  }, 120_000)

  it('unpublished on one instance: gone from the other at once, and a vote is refused in words', async () => {
    const hidden = await fetch(`${A}/api/galleries/${gallery.id}`, { method: 'PATCH', headers: { ...json, ...auth() }, body: JSON.stringify({ _status: 'draft' }) })
    expect(hidden.status).toBe(200)
    await until('instance B to stop showing the unpublished gallery', async () => (await fetch(`${B}/galleries/${gallery.slug}`)).status === 404, 3000)
    const vote = await voteAs(NGINX, '198.51.100.9', 5)
    expect(vote.status).toBe(404)
    expect((await vote.json()).error).toBe(1)
  })

  it('nothing was left waiting: every instance is up and nginx answers', async () => {
    for (const base of [A, B, NGINX]) expect(await listening(Number(new URL(base).port))).toBe(true)
  })
})
