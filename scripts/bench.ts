/**
 * `npm run bench`: measures the production build against PERFORMANCE.md and prints one table.
 * A benchmark, not a test: it never fails on a slow machine; its figures go in the README.
 *
 * Serves an isolated copy (.isolated/bench data, the shared .next-isolated build; or BENCH_URL, a server already
 * running), makes one 60-photo gallery per view, then runs Lighthouse (mobile preset,
 * median of 3) on every public template and on an empty Next.js page built in the same run (each
 * template's score, TBT, LCP and JavaScript are also given against that floor), reads
 * bytes/requests from Lighthouse's network log, load-tests the cached gallery page with wrk
 * (20 connections, 10 s), and counts the server's CPU milliseconds per request on the busy paths.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { Locator, Page } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { GALLERY_VIEWS } from '../src/gallery/options'
import { startBaseline } from './lib/benchBaseline'
import { benchEngagementApart, headersFor, solved } from './lib/benchEngagement'
import { benchSearchApart } from './lib/benchSearch'
import { addToCartLoad, benchShopApart } from './lib/benchShop'
import { benchCluster } from './lib/benchCluster'
import { benchImport } from './lib/benchImport'
import { benchVideo } from './lib/benchVideo'
import { cpuPerRequest } from './lib/benchCpu'
import { adminToken, launchBenchBrowser, waitFor, waitForMediaJobs } from './lib/benchSite'
import { scriptsInLcp, scriptsInLcpOf } from './lib/benchPaint'
import { wrkLoad } from './lib/wrk'
import { afterNetworkQuiet } from '../tests/helpers/networkQuiet'

const PORT = Number(process.env.BENCH_PORT || 3311)
// BENCH_URL measures a server that is already running (e.g. one from serve-isolated.ts) instead.
const BASE = process.env.BENCH_URL?.replace(/\/$/, '') || `http://localhost:${PORT}`
const RUNS = Number(process.env.BENCH_RUNS || 3)
// `npm run bench -- --cluster`: the cluster's figures (scripts/lib/benchCluster.ts) instead of one isolated server's.
const CLUSTER = process.argv.includes('--cluster')
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium'

/** Pages that tell search engines not to index them (their SEO score lacks is-crawlable by design): search results, and each visitor's own cart and checkout. */
const NOT_INDEXED = new Set(['search', 'cart', 'checkout'])

/** Thrown to end early when BENCH_ONLY picks one part. */
class Finished extends Error {}

type Row = { what: string; value: string; budget: string; pass: boolean | null }
const rows: Row[] = []
const add = (what: string, value: string, budget: string, pass: boolean | null) => rows.push({ what, value, budget, pass })
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const signedKb = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`

/**
 * One 60-photo gallery per view, made from the demo photos through the REST API as an editor would,
 * so each view is measured at its own plain (pre-renderable, indexable) address.
 */
async function ensureSixtyPhotoGalleries(): Promise<Record<string, string>> {
  const token = await adminToken(BASE)
  const items: number[] = []
  for (const source of ['life-at-atrium', 'events-and-conferences', 'community-days']) {
    const found = await (await fetch(`${BASE}/api/galleries?where[slug][equals]=${source}&depth=0`)).json()
    items.push(...(found.docs[0].items as number[]))
  }
  const paths: Record<string, string> = {}
  for (const { value: view } of GALLERY_VIEWS) {
    const slug = `bench-sixty-${view}`
    paths[view] = `/galleries/${slug}`
    const existing = await (await fetch(`${BASE}/api/galleries?where[slug][equals]=${slug}&depth=0`)).json()
    if (existing.docs?.length) continue
    const created = await fetch(`${BASE}/api/galleries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ title: `Sixty photos (${view})`, slug, items: items.slice(0, 60), view, _status: 'published', viewOptions: { custom: true, perPage: 60 } }),
    })
    if (!created.ok) throw new Error(`Could not create the 60-photo ${view} gallery: ${created.status} ${await created.text()}`)
  }
  return paths
}

/**
 * Click → the photo painted in the viewer, timed in the page from the click to the frame after the
 * full image has decoded. "warm": the pointer rested on the thumbnail first (as a visitor's does),
 * which loads the viewer's code and list; "cold": a fresh page, clicked at once.
 */
/**
 * Runs in the page: resolves with the ms from the recorded click to the frame after the viewer's
 * current image has decoded. A string, because tsx would wrap named functions in a helper
 * (`__name`) that does not exist in the page.
 */
const WAIT_FOR_VIEWER_PAINT = `new Promise((resolve) => {
  const check = () => {
    const image = document.querySelector('.atrium-lightbox .yarl__slide_current img')
    if (image && image.complete && image.naturalWidth > 0) {
      image.decode().then(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - window.__clickAt))))
    } else requestAnimationFrame(check)
  }
  check()
})`

/**
 * Clicks `target` and resolves with the ms from the click (as the page saw it) to what
 * `waitForPaint` (a string run in the page, see WAIT_FOR_VIEWER_PAINT) resolves with.
 */
async function clickToPaint(page: Page, target: Locator, waitForPaint: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __clickAt: number }
    document.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true, once: true })
  })
  await target.click()
  return page.evaluate<number>(waitForPaint)
}

async function measureLightboxClicks(url: string): Promise<{ warm: number[]; cold: number[] }> {
  const browser = await launchBenchBrowser()
  const timed = (page: Page, index: number) => clickToPaint(page, page.locator('.gallery-body a[data-photo-id]').nth(index), WAIT_FOR_VIEWER_PAINT)
  const warm: number[] = []
  const cold: number[] = []
  try {
    for (let n = 0; n < 5; n++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      await page.goto(url, { waitUntil: 'networkidle' })
      cold.push(await timed(page, n))
      await context.close()
      const warmContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const warmPage = await warmContext.newPage()
      await warmPage.goto(url, { waitUntil: 'networkidle' })
      await afterNetworkQuiet(warmPage, () => warmPage.locator('.gallery-body a[data-photo-id]').nth(n + 5).hover())
      warm.push(await timed(warmPage, n + 5))
      await warmContext.close()
    }
  } finally {
    await browser.close()
  }
  return { warm, cold }
}

/** Click to paint: a photo in the viewer from its gallery, and a gallery from the galleries index. */
async function benchClicks(gallery: string): Promise<void> {
  console.log('Lightbox: click on a thumbnail → full image painted…')
  const clicks = await measureLightboxClicks(`${BASE}${gallery}`)
  // Issue 41: a photo reached from its gallery paints within 100 ms of the click (PERFORMANCE.md's
  // lightbox budget is 300 ms; the pointer resting on it first is the visitor's usual way).
  add('Click on a thumbnail → image painted in the lightbox (pointer over it first, median of 5)', `${Math.round(median(clicks.warm))} ms`, '≤ 100 ms', median(clicks.warm) <= 100)
  add('Click on a thumbnail → image painted, nothing loaded before the click (median of 5)', `${Math.round(median(clicks.cold))} ms`, '≤ 300 ms', median(clicks.cold) <= 300)
  console.log('Click on a gallery in the galleries index → its page painted…')
  const pageRow = (what: string, times: number[], budget: number | null) =>
    add(`Click on a gallery in the galleries index → its page painted (${what}, median of 5)`, `${Math.round(median(times))} ms (${times.map(Math.round).join(', ')})`, budget === null ? '—' : `≤ ${budget} ms`, budget === null ? null : median(times) <= budget)
  pageRow('pointer resting on it first', await measurePageClicks(`${BASE}/galleries`, 'Life at Atrium', 'Life at Atrium', { rest: true, roundTripMs: 0 }), 100)
  pageRow(`pointer resting on it first, ${ROUND_TRIP_MS} ms round trip`, await measurePageClicks(`${BASE}/galleries`, 'Life at Atrium', 'Life at Atrium', { rest: true, roundTripMs: ROUND_TRIP_MS }), 100)
  pageRow(`clicked as soon as pointed at, ${ROUND_TRIP_MS} ms round trip`, await measurePageClicks(`${BASE}/galleries`, 'Life at Atrium', 'Life at Atrium', { rest: false, roundTripMs: ROUND_TRIP_MS }), null)
}

/**
 * Click to paint for a page reached from another (the galleries index → a gallery): the time from
 * the click to the frame after the new page's heading is in. Next's router follows the link in
 * place; pointing at the link fetched the page and its client chunks ahead (PrefetchOnIntent).
 * `rest`: the pointer rests until that is in, or the click follows at once (the fetch ahead is then
 * still on its way). `roundTripMs` emulates a visitor's network; 0 is loopback.
 */
const ROUND_TRIP_MS = 150

async function measurePageClicks(indexUrl: string, linkName: string, heading: string, { rest, roundTripMs }: { rest: boolean; roundTripMs: number }): Promise<number[]> {
  const browser = await launchBenchBrowser()
  // A string, as WAIT_FOR_VIEWER_PAINT: the frame after the new page's heading is in.
  const headingPainted = `new Promise((resolve) => { const check = () => { if (document.querySelector('h1')?.textContent?.trim() === ${JSON.stringify(heading)}) requestAnimationFrame(() => resolve(performance.now() - window.__clickAt)); else requestAnimationFrame(check) }; check() })`
  const times: number[] = []
  try {
    for (let n = 0; n < 5; n++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      if (roundTripMs > 0) {
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: roundTripMs, downloadThroughput: -1, uploadThroughput: -1 })
      }
      await page.goto(indexUrl, { waitUntil: 'networkidle' })
      const link = page.locator('main').getByRole('link', { name: linkName }).first()
      if (rest) await afterNetworkQuiet(page, () => link.hover())
      else await link.hover()
      times.push(await clickToPaint(page, link, headingPainted))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return times
}

/**
 * CPU milliseconds per request on the paths issue 41 names, from the server's own counters
 * (scripts/lib/benchCpu.ts), each over a fixed number of requests, four at a time. The budgets are
 * half of what the issue measured (cached page 2–5 ms, vote 5.8, live search 6.2, add to cart 5.4).
 */
async function benchCpuPerRequest(serverGroup: number, gallery: string, cart: Awaited<ReturnType<typeof addToCartLoad>>): Promise<void> {
  const row = (what: string, result: { ms: number; requests: number; failed: number }, budget: number | null) =>
    add(`CPU per request: ${what} (${result.requests} requests${result.failed ? `, ${result.failed} failed` : ''})`, `${result.ms.toFixed(2)} ms`, budget === null ? '—' : `≤ ${budget} ms`, budget === null ? null : result.ms <= budget && result.failed === 0)
  console.log('CPU per request: cached gallery page, live search, add to cart, vote, view, comment…')
  row('cached gallery page, gzip', await cpuPerRequest(serverGroup, () => fetch(`${BASE}${gallery}`, { headers: { 'accept-encoding': 'gzip' } }), { count: 1000, warmUp: 50 }), 1.0)
  const words = ['payroll', 'benefits', 'team', 'office', 'leeds', 'clinic', 'review', 'conference', 'pension', 'training']
  // Each from its own address, as many visitors: one address would soon meet the search's rate limit.
  row('live search', await cpuPerRequest(serverGroup, (i) => fetch(`${BASE}/search/live?q=${words[i % words.length]}`, { headers: headersFor() })), 3.1)
  // Twenty carts, so none grows past a few dozen lines.
  const carts = await Promise.all(Array.from({ length: 20 }, () => cart.addOnce()))
  const adding = (i: number) => cart.addOnce(carts[i % carts.length]).then(() => new Response(null, { status: 204 }), () => new Response(null, { status: 500 }))
  row('add to cart', await cpuPerRequest(serverGroup, adding), 2.7)
  const found = (await (await fetch(`${BASE}/api/galleries?where[slug][equals]=community-days&depth=0`)).json()) as { docs: { items: number[] }[] }
  const photos = found.docs[0]!.items
  const photoPath = (i: number) => `/galleries/community-days/photos/${photos[i % photos.length]}`
  // Each from its own address (the bench server trusts one proxy hop), so each is a real insert.
  row('vote', await cpuPerRequest(serverGroup, (i) => fetch(`${BASE}${photoPath(i)}/rating`, { method: 'POST', headers: headersFor(), body: JSON.stringify({ value: 1 + (i % 5) }) })), 2.9)
  row('view', await cpuPerRequest(serverGroup, (i) => fetch(`${BASE}${photoPath(i)}/view`, { method: 'POST', headers: headersFor(), body: '{}' })), null)
  const count = 100
  const warmUp = 10
  const solutions: string[] = []
  for (let i = 0; i < count + warmUp; i++) solutions.push(await solved(BASE, photoPath(i)))
  const comment = (i: number) => fetch(`${BASE}${photoPath(i)}/comments`, { method: 'POST', headers: headersFor(), body: JSON.stringify({ name: `Bench ${i}`, body: `CPU bench comment ${i}`, consent: true, altcha: solutions[i] }) })
  row('comment', await cpuPerRequest(serverGroup, comment, { count, warmUp }), null)
}

/** A photo file: a stored derivative, or its burned copy for a watermarked gallery. */
const isPhotoFile = (url: string) => url.includes('/api/media/file/') || url.includes('/media/watermarked/')

// Tools the bench drives, installed from Debian when missing (as `npm test` does): the browser
// for Lighthouse and the timings, ffmpeg for the demo clips, wrk for the cached pages' load.
for (const tool of ['chromium', 'ffmpeg', 'wrk']) execFileSync('bash', [path.resolve(`scripts/ensure-${tool}.sh`)], { stdio: 'inherit' })
if (!process.env.BENCH_URL && !CLUSTER) console.log('Starting an isolated production server (builds on first run)…')
const server = process.env.BENCH_URL || CLUSTER
  ? null
  : spawn(process.execPath, [...process.execArgv, path.resolve('scripts/serve-isolated.ts'), 'bench', String(PORT)], {
      stdio: ['ignore', 'inherit', 'inherit'],
      // The engagement load test plays a load balancer (one X-Forwarded-For address per visitor).
      env: { ...process.env, ISOLATED_HOST: 'localhost', TRUSTED_PROXY_HOPS: '1' },
      detached: true,
    })
const stop = () => {
  try {
    if (server) process.kill(-server.pid!, 'SIGTERM')
  } catch {
    // already gone
  }
}
process.on('exit', stop)

try {
  if (CLUSTER) {
    await benchCluster(add)
    throw new Finished()
  }
  await waitFor(`${BASE}/robots.txt`, 20 * 60_000)
  if (!process.env.BENCH_URL) await waitForMediaJobs(BASE)
  const gallery = '/galleries/life-at-atrium'
  if (process.env.BENCH_ONLY === 'engagement') {
    await benchEngagementApart(BASE, 'community-days', add)
    throw new Finished()
  }
  if (process.env.BENCH_ONLY === 'search') {
    await benchSearchApart(BASE, add)
    throw new Finished()
  }
  if (process.env.BENCH_ONLY === 'shop') {
    await benchShopApart(BASE, add)
    throw new Finished()
  }
  if (process.env.BENCH_ONLY === 'import') {
    await benchImport(add)
    throw new Finished()
  }
  if (process.env.BENCH_ONLY === 'cpu') {
    if (!server?.pid) throw new Error('BENCH_ONLY=cpu counts the CPU time of the server the bench starts itself (not BENCH_URL)')
    await benchCpuPerRequest(server.pid, gallery, await addToCartLoad(BASE, 1))
    throw new Finished()
  }
  if (process.env.BENCH_ONLY === 'clicks') {
    await benchClicks(gallery)
    throw new Finished()
  }
  if (process.env.BENCH_ONLY === 'video') {
    await benchVideo(BASE, add)
    throw new Finished()
  }
  const photoHref = (await (await fetch(`${BASE}${gallery}`)).text()).match(/href="(\/galleries\/life-at-atrium\/photos\/\d+)"/)?.[1]
  const pages: [string, string][] = [
    ['home', '/'],
    ['page', '/about'],
    // The map block: no tile may load before consent.
    ['page with a map', '/contact'],
    ['gallery', gallery],
    ['album', '/albums/our-story/inside-atrium'],
    ['photo', photoHref ?? `${gallery}/photos/1`],
    // The search page (PERFORMANCE.md lists it): answered per request, never cached.
    ['search', '/search?q=payroll'],
    ['video gallery', '/videos/our-films'],
    // A visitor's own cart (a print in it) and its checkout: per visitor, never cached.
    ['cart', '/cart'],
    ['checkout', '/checkout'],
  ]
  const cart = await addToCartLoad(BASE, 1)
  const cartCookie = await cart.addOnce()
  const pageHeaders: Record<string, Record<string, string>> = { cart: { Cookie: cartCookie }, checkout: { Cookie: cartCookie } }
  // Issue 3's budget: a gallery of 60 photos in every view.
  const sixty = await ensureSixtyPhotoGalleries()
  for (const [view, url] of Object.entries(sixty)) pages.push([`60 photos: ${view}`, url])
  // BENCH_PAGES="home,60 photos: carousel" measures only those pages in the browser (the gallery's
  // first-view rows always come).
  const chosen = process.env.BENCH_PAGES?.split(',').map((name) => name.trim())
  if (chosen) pages.splice(0, pages.length, ...pages.filter(([name]) => name === 'gallery' || chosen.includes(name)))
  // Warm every page once so ISR entries exist, and the photo files it names so the server holds
  // them in memory: a cached page and its photos are what visitors get after the first one.
  for (const [name, url] of pages) {
    const html = await (await fetch(`${BASE}${url}`, { headers: pageHeaders[name] })).text()
    const photos = new Set(html.match(/\/api\/media\/file\/[\w.-]+/g) ?? [])
    for (const photo of photos) await (await fetch(`${BASE}${photo}`)).arrayBuffer()
  }

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  type NetworkItem = { url: string; transferSize: number; resourceType?: string }
  type PageResult = { perf: number[]; a11y: number[]; bp: number[]; seo: number[]; seoMisses: Set<string>; lcp: number[]; cls: number[]; tbt: number[]; scriptsInLcp: (number | null)[]; network: NetworkItem[] }
  const results: Record<string, PageResult> = {}
  const reference = { perf: [] as number[], lcp: [] as number[], tbt: [] as number[], scriptsInLcp: [] as (number | null)[], js: 0 }
  // The result, and how many of the site's scripts its simulated LCP counted.
  const audit = async (url: string, headers?: Record<string, string>) => {
    const result = (await lighthouse(`${BASE}${url}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], ...(headers ? { extraHeaders: headers } : {}) }))!
    return Object.assign(result.lhr, { scriptsInLcp: await scriptsInLcp(result, new URL(BASE).origin) })
  }
  try {
    for (const [name, url] of pages) {
      const entry: PageResult = { perf: [], a11y: [], bp: [], seo: [], seoMisses: new Set(), lcp: [], cls: [], tbt: [], scriptsInLcp: [], network: [] }
      results[name] = entry
      // Every page, the seven 60-photo views too, is the median of RUNS runs (PERFORMANCE.md: median of 3).
      for (let run = 0; run < RUNS; run++) {
        // A run Lighthouse itself could not finish (it reports a runtime error and scores 0, about
        // one run in ten on this loaded machine) says nothing about the page: it is run again.
        let lhr = await audit(url, pageHeaders[name])
        for (let retry = 0; lhr.runtimeError && retry < 2; retry++) {
          process.stdout.write(`  lighthouse ${name} run ${run + 1}: Lighthouse failed (${lhr.runtimeError.code}), running it again\n`)
          lhr = await audit(url, pageHeaders[name])
        }
        entry.perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100))
        entry.a11y.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100))
        entry.bp.push(Math.round((lhr.categories['best-practices']?.score ?? 0) * 100))
        entry.seo.push(Math.round((lhr.categories.seo?.score ?? 0) * 100))
        for (const { id } of lhr.categories.seo?.auditRefs ?? []) {
          const score = lhr.audits[id]?.score
          if (typeof score === 'number' && score < 1) entry.seoMisses.add(id)
        }
        entry.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)
        entry.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN)
        entry.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN)
        entry.scriptsInLcp.push(lhr.scriptsInLcp)
        if (run === 0) {
          const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined
          // Inline data: URIs (the placeholders) are listed by Lighthouse but never touch the network.
          entry.network = (details?.items ?? []).filter((item) => !item.url.startsWith('data:'))
        }
        process.stdout.write(`  lighthouse ${name} run ${run + 1}/${RUNS}: performance ${entry.perf.at(-1)}\n`)
      }
    }
    // The floor: an empty page on the same Next.js, React and machine, measured the same way.
    console.log('Reference: building and measuring an empty Next.js page…')
    const baseline = await startBaseline(PORT + 1)
    try {
      for (let run = 0; run < RUNS; run++) {
        const result = (await lighthouse(baseline.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }))!
        const lhr = result.lhr
        if (lhr.runtimeError) continue
        reference.perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100))
        reference.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)
        reference.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN)
        reference.scriptsInLcp.push(await scriptsInLcp(result, new URL(baseline.url).origin))
        if (reference.perf.length === 1) {
          const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter((item) => item.resourceType === 'Script')
          reference.js = items.reduce((sum, item) => sum + item.transferSize, 0)
        }
      }
    } finally {
      baseline.stop()
    }
  } finally {
    await chrome.kill()
  }

  for (const [name] of pages) {
    const r = results[name]!
    add(`Lighthouse mobile performance: ${name}`, String(median(r.perf)), '≥ 95', median(r.perf) >= 95)
  }
  for (const [name] of pages) {
    const r = results[name]!
    const scores = [median(r.a11y), median(r.bp), median(r.seo)]
    // Search results are `noindex` on purpose (an endless space of addresses search engines should
    // not keep); Lighthouse's is-crawlable audit then fails by design. Every other SEO audit must pass.
    const onPurpose = NOT_INDEXED.has(name) && r.seoMisses.has('is-crawlable') && r.seoMisses.size === 1
    const value = scores.join(' / ') + (onPurpose ? ' (SEO: only is-crawlable, noindex on purpose)' : '')
    add(`Accessibility / best practices / SEO: ${name}`, value, '100 / 100 / 100', scores[0] === 100 && scores[1] === 100 && (scores[2] === 100 || onPurpose))
  }
  for (const [name] of pages) {
    const r = results[name]!
    add(`LCP / CLS / TBT: ${name}`, `${(median(r.lcp) / 1000).toFixed(2)} s / ${median(r.cls).toFixed(3)} / ${Math.round(median(r.tbt))} ms`, '≤ 2.0 s / 0 / ≤ 100 ms', median(r.lcp) <= 2000 && median(r.cls) === 0 && median(r.tbt) <= 100)
  }
  if (reference.perf.length) {
    const what = 'Reference, not ours: an empty Next.js page (same framework and machine)'
    add(`${what}: Lighthouse mobile performance (${reference.perf.join(', ')})`, String(median(reference.perf)), '—', null)
    add(`${what}: LCP / TBT`, `${(median(reference.lcp) / 1000).toFixed(2)} s / ${Math.round(median(reference.tbt))} ms; ${scriptsInLcpOf(reference.scriptsInLcp)}`, '—', null)
    add(`${what}: JavaScript on first view`, kb(reference.js), '—', null)
    // Each template against that floor, measured in this run: a slow machine moves both alike, so
    // the difference is ours. The score is to match the empty page's; TBT and LCP may exceed it by
    // 30 ms and 0.3 s; nothing may shift.
    const floor = { perf: median(reference.perf), tbt: median(reference.tbt), lcp: median(reference.lcp) }
    const signed = (value: number, unit: string, digits = 0) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)} ${unit}`
    for (const [name] of pages) {
      const r = results[name]!
      const perf = median(r.perf)
      const tbt = median(r.tbt) - floor.tbt
      const lcp = (median(r.lcp) - floor.lcp) / 1000
      const cls = median(r.cls)
      add(
        `Against the empty page: ${name} (score; TBT and LCP above its own)`,
        `${perf} vs ${floor.perf}; ${signed(tbt, 'ms')}; ${signed(lcp, 's', 2)}; CLS ${cls.toFixed(3)}; ${scriptsInLcpOf(r.scriptsInLcp)}`,
        `≥ its score; ≤ +30 ms; ≤ +0.30 s; 0`,
        perf >= floor.perf && tbt <= 30 && lcp <= 0.3 && cls === 0,
      )
    }
  }
  for (const [name] of pages) {
    const js = results[name]!.network.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + item.transferSize, 0)
    // At most 25 KB (gzip) more than the empty page's framework code, measured in this run.
    const budget = reference.js ? reference.js + 25 * 1024 : null
    add(`JavaScript on first view (transferred, gzip): ${name}`, `${kb(js)}${reference.js ? ` (${signedKb(js - reference.js)} on the empty page)` : ''}`, budget ? '≤ empty page + 25 KB' : '—', budget ? js <= budget : null)
  }
  for (const [name] of pages) {
    // Lighthouse's first visitor has not answered the consent banner: nothing may come from elsewhere.
    const foreign = results[name]!.network.filter((item) => new URL(item.url).origin !== new URL(BASE).origin)
    add(`Requests to other sites before consent: ${name}`, String(foreign.length), '0', foreign.length === 0)
  }
  for (const [name] of pages.filter(([page]) => page.startsWith('60 photos'))) {
    const images = results[name]!.network.filter((item) => isPhotoFile(item.url) && item.resourceType === 'Image')
    const largest = Math.max(0, ...images.map((item) => item.transferSize))
    add(`Largest photo file loaded: ${name}`, kb(largest), name.endsWith('thumbnails') || name.endsWith('masonry') || name.endsWith('mosaic') ? '≤ 35 KB' : '—', name.endsWith('thumbnails') || name.endsWith('masonry') || name.endsWith('mosaic') ? largest <= 35 * 1024 : null)
  }
  const network = results.gallery!.network
  const total = network.reduce((sum, item) => sum + item.transferSize, 0)
  const thirdParty = network.filter((item) => !item.url.startsWith(BASE) && !item.url.startsWith('data:')).length
  add('Gallery first view: bytes transferred', kb(total), '≤ 600 KB', total <= 600 * 1024)
  add('Gallery first view: requests', String(network.length), '≤ 30', network.length <= 30)
  add('Gallery first view: third-party requests', String(thirdParty), '0', thirdParty === 0)
  const thumbs = network.filter((item) => isPhotoFile(item.url) && item.resourceType === 'Image')
  const biggestThumb = Math.max(0, ...thumbs.map((item) => item.transferSize))
  add('Grid thumbnail bytes (largest loaded)', kb(biggestThumb), '≤ 35 KB', biggestThumb <= 35 * 1024)
  if (process.env.BENCH_ONLY === 'lighthouse') throw new Finished()

  // One process, nothing in front (npm start): with a cache in front, see `npm run bench -- --cluster`.
  console.log('Load test: gallery page, 20 connections, 10 s (wrk)…')
  const load = await wrkLoad(`${BASE}${gallery}`, 10)
  add('Cached gallery page throughput (one process, nothing in front)', `${Math.round(load.perSecond)} req/s`, '≥ 1,000 req/s (≥ 400 with nothing in front)', load.perSecond >= 400)
  add('Cached gallery page p99 latency', `${Math.round(load.p99)} ms`, '≤ 100 ms', load.p99 <= 100)
  add('Gallery page non-2xx responses under load', String(load.non2xx), '0', load.non2xx === 0)
  console.log('Load test: a 60-photo gallery in the mosaic view (address state through the proxy), 20 connections, 10 s (wrk)…')
  const stateful = await wrkLoad(`${BASE}${sixty.mosaic}?sort=title`, 10)
  add('Cached 60-photo mosaic with ?sort= (state through the proxy) throughput', `${Math.round(stateful.perSecond)} req/s`, '≥ 400 with nothing in front', stateful.perSecond >= 400)
  add('Cached 60-photo mosaic p99 latency', `${Math.round(stateful.p99)} ms`, '≤ 100 ms', stateful.p99 <= 100)
  // Not a budget of its own: every first view asks for several photo files at once, and a slow
  // answer is what held the largest photo back (every answer checks who may read the file).
  const photoFile = thumbs.find((item) => item.url.includes('/api/media/file/'))?.url
  if (photoFile) {
    console.log('Load test: a public photo file, 20 connections, 10 s (wrk)…')
    const files = await wrkLoad(photoFile, 10)
    add('Photo file (a gallery thumbnail) throughput / p99 latency', `${Math.round(files.perSecond)} req/s / ${Math.round(files.p99)} ms (${files.non2xx} failed)`, '—', null)
  }
  await benchClicks(gallery)
  if (server?.pid) await benchCpuPerRequest(server.pid, gallery, cart)
  await benchSearchApart(BASE, add)
  await benchShopApart(BASE, add)
  await benchVideo(BASE, add)
  await benchImport(add)
  // Last: the votes, views and comments it leaves behind must not weigh on the page measurements.
  await benchEngagementApart(BASE, 'community-days', add)
} catch (error) {
  if (!(error instanceof Finished)) throw error
} finally {
  stop()
}

const mark = (pass: boolean | null) => (pass === null ? '—' : pass ? 'pass' : 'FAIL')
const table = [
  '| What | Measured | Budget | |',
  '|---|---|---|---|',
  ...rows.map((row) => `| ${row.what} | ${row.value} | ${row.budget} | ${mark(row.pass)} |`),
].join('\n')
console.log(`\n${table}\n`)
fs.mkdirSync('bench-results', { recursive: true })
const written = CLUSTER ? 'bench-results/cluster.md' : 'bench-results/latest.md'
fs.writeFileSync(written, `${new Date().toISOString()}\n\n${table}\n`)
console.log(`Written to ${written}`)
process.exit(0)
