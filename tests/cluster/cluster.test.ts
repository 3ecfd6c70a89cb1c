import { type ChildProcess, execFileSync, spawn } from 'node:child_process'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The cluster as `npm run cluster` starts it: two production instances on one build behind nginx,
 * sharing PostgreSQL (a database of its own, dropped after), Redis and S3 (s3rver). What a visitor
 * or an editor does on one instance holds on the other: an upload, a vote (one per visitor), a
 * change to a gallery (its cached page rebuilt everywhere), unpublishing. Then an instance dies and
 * nginx keeps answering.
 */
const PORT = 8480
const A = `http://127.0.0.1:${PORT + 1}`
const B = `http://127.0.0.1:${PORT + 2}`
const NGINX = `http://127.0.0.1:${PORT}`
const DATABASE = 'atrium_cluster_test'
const ADMIN = { email: 'admin@cluster.test', password: 'cluster-admin-password-1' }

let cluster: ChildProcess
let log = ''

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe().catch(() => null)
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const json = { 'Content-Type': 'application/json', Origin: NGINX }

describe('the cluster: two instances behind nginx, on PostgreSQL, Redis and S3', () => {
  let jwt: string
  let gallery: { id: number; slug: string }
  let photo: number

  beforeAll(async () => {
    cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts', '--instances', '2', '--port', String(PORT)], {
      env: { ...process.env, CLUSTER_DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DATABASE}`, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SITE_URL: NGINX, ISR_CACHE_PREFIX: `atrium:cluster-test:${process.pid}:` },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    cluster.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    cluster.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    await until('the cluster to start', async () => log.includes('Cluster ready') || (cluster.exitCode !== null && Promise.reject(new Error(log.slice(-3000)))), 25 * 60_000)

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
    execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', `DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`], { stdio: 'ignore' })
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
    const jpeg = await sharp({ create: { width: 640, height: 427, channels: 3, background: '#0f766e' } }).jpeg().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'cluster.jpg')
    form.append('_payload', JSON.stringify({ alt: 'Cluster photo', title: 'Cluster photo' }))
    const upload = await fetch(`${A}/api/media`, { method: 'POST', headers: { Authorization: `JWT ${jwt}`, Origin: NGINX }, body: form })
    expect(upload.status, await upload.clone().text()).toBe(201)
    const doc = (await upload.json()).doc
    photo = doc.id
    // The other instance serves its web sizes from S3; the original, never (downloads are signed links).
    expect((await fetch(`${B}${new URL(doc.url, B).pathname}`)).status).toBe(403)
    const size = Object.values(doc.sizes as Record<string, { url?: string | null }>).find((entry) => entry.url)!
    const served = await fetch(`${B}${new URL(size.url!, B).pathname}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\//)
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100)

    const created = await fetch(`${A}/api/galleries`, {
      method: 'POST',
      headers: { ...json, Authorization: `JWT ${jwt}` },
      body: JSON.stringify({ title: 'Across instances', slug: 'across-instances', view: 'thumbnails', items: [photo], _status: 'published', behaviour: { custom: true, rating: true } }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    gallery = { id: (await created.json()).doc.id, slug: 'across-instances' }

    const vote = (base: string, cookie?: string) =>
      fetch(`${base}/galleries/${gallery.slug}/photos/${photo}/rating`, { method: 'POST', headers: { ...json, 'X-Forwarded-For': '198.51.100.7', ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify({ value: 4 }) })
    const first = await vote(A)
    expect(first.status, await first.clone().text()).toBe(200)
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!
    expect((await vote(B, cookie)).status).toBe(409)
    const totals = await (await fetch(`${B}/galleries/${gallery.slug}/engagement`, { headers: { Cookie: cookie } })).json()
    expect(totals.photos[photo]).toMatchObject({ votes: 1, yours: 4 })
  })

  it('a change on one instance rebuilds the cached page on the other (tags through Redis)', async () => {
    const page = (base: string) => fetch(`${base}/galleries/${gallery.slug}`).then((response) => response.text())
    expect(await page(B)).toContain('Across instances')
    expect(await page(B)).toContain('Across instances')
    const renamed = await fetch(`${A}/api/galleries/${gallery.id}`, { method: 'PATCH', headers: { ...json, Authorization: `JWT ${jwt}` }, body: JSON.stringify({ title: 'Renamed on the other instance' }) })
    expect(renamed.status, await renamed.clone().text()).toBe(200)
    await until('instance B to show the new title', async () => (await page(B)).includes('Renamed on the other instance'), 3000)

    const hidden = await fetch(`${A}/api/galleries/${gallery.id}`, { method: 'PATCH', headers: { ...json, Authorization: `JWT ${jwt}` }, body: JSON.stringify({ _status: 'draft' }) })
    expect(hidden.status).toBe(200)
    await until('instance B to stop showing the unpublished gallery', async () => (await fetch(`${B}/galleries/${gallery.slug}`)).status === 404, 3000)
  })

  it('an instance dies: nginx keeps answering pages from the other; a vote is answered, never half-made', async () => {
    execFileSync('fuser', ['-k', '-KILL', `${PORT + 2}/tcp`], { stdio: 'ignore' })
    await until('instance B to be gone', async () => !(await fetch(`${B}/robots.txt`).then(() => true).catch(() => false)), 5000)
    for (let i = 0; i < 10; i++) expect((await fetch(`${NGINX}/?n=${i}`)).status).toBe(200)
    const about = await fetch(`${NGINX}/galleries`)
    expect(about.status).toBe(200)
    const vote = await fetch(`${NGINX}/galleries/across-instances/photos/${photo}/rating`, { method: 'POST', headers: { ...json, 'X-Forwarded-For': '198.51.100.9' }, body: JSON.stringify({ value: 5 }) })
    // The gallery is unpublished now: refused in words, by the surviving instance.
    expect(vote.status).toBe(404)
    expect((await vote.json()).error).toBe(1)
  })
})
