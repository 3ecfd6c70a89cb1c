import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type autocannon from 'autocannon'

import { CONNECTIONS, headersFor, steadyLoad, type SteadyResult } from './benchEngagement'
import { adminToken, launchBenchBrowser } from './benchSite'

/**
 * Issue 26's budgets: the live search API (p99 ≤ 50 ms at 40 req/s paced, ≥ 500 req/s saturated)
 * on the demo plus 5,000 generated photo entries in the index; the contact form (p99 ≤ 150 ms at
 * 20 clients, mail queued); and the header search's code loading on first use.
 * Queries are two words drawn from a vocabulary (prefixes included), so most miss the server's
 * 30-second answer cache and each is a real ranked query.
 */
type Add = (what: string, value: string, budget: string, pass: boolean | null) => void

const WORDS = ['payroll', 'pension', 'benefits', 'holiday', 'office', 'team', 'leeds', 'bristol', 'glasgow', 'community', 'event', 'conference', 'volunteer', 'garden', 'charity', 'meeting', 'workshop', 'training', 'award', 'summer', 'winter', 'kraków', 'harbour', 'river', 'bridge', 'market', 'bakery', 'client', 'advice', 'compliance', 'audit', 'year', 'staff', 'portrait', 'desk', 'coffee', 'lunch', 'run', 'marathon', 'quiz']
const GENERATED = 5000
const pick = <T,>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!
export const query = () => {
  const first = pick(WORDS)
  const second = pick(WORDS)
  return `${first} ${second.slice(0, 3 + Math.floor(Math.random() * (second.length - 2)))}`
}

/** 5,000 index entries for generated photos (each pointing at a demo photo, so results pass the visitor checks). */
async function ensureGeneratedEntries(base: string, token: string): Promise<void> {
  const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
  const existing = (await (await fetch(`${base}/api/search?where[title][like]=Generated%20photo&limit=1&depth=0`, { headers: auth })).json()) as { totalDocs: number }
  if (existing.totalDocs >= GENERATED) return
  const gallery = (await (await fetch(`${base}/api/galleries?where[slug][equals]=community-days&depth=0`)).json()) as { docs: { items: number[] }[] }
  const photos = gallery.docs[0]!.items
  console.log(`Search bench: adding ${GENERATED - existing.totalDocs} generated photo entries to the index…`)
  let next = existing.totalDocs
  const worker = async () => {
    while (next < GENERATED) {
      const i = next++
      const words = Array.from({ length: 12 }, () => pick(WORDS)).join(' ')
      const response = await fetch(`${base}/api/search`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ title: `Generated photo ${i}: ${pick(WORDS)} ${pick(WORDS)}`, kind: 'photo', text: words, priority: 10, doc: { relationTo: 'media', value: photos[i % photos.length] }, image: photos[i % photos.length] }),
      })
      if (!response.ok) throw new Error(`Could not add an index entry: ${response.status} ${await response.text()}`)
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
}

const ms = (value: number) => `${Math.round(value)} ms`

export async function benchSearch(base: string, add: Add): Promise<void> {
  const token = await adminToken(base)
  await ensureGeneratedEntries(base, token)
  const search: autocannon.Request['setupRequest'] = (request) => ({ ...request, path: `/search/live?q=${encodeURIComponent(query())}`, headers: headersFor() })
  console.log('Load test: live search API, 40 req/s paced, 15 s…')
  const paced: SteadyResult = await steadyLoad(base, search, { duration: 15 }, { method: 'GET', overallRate: 40, connections: 10 })
  add('Live search API p99 at 40 req/s (demo + 5,000 photos)', `${ms(paced.p99)} (p50 ${ms(paced.p50)}, ${paced.counted} answers, ${paced.failed} failed)`, '≤ 50 ms', paced.p99 <= 50 && paced.failed === 0)
  // Saturated: what visitors type repeats (the same 200 searches, as words are typed by many), so
  // most answers come from the 30-second cache; the uncached cost is what the paced run measures.
  const popular = Array.from({ length: 200 }, query)
  const repeated: autocannon.Request['setupRequest'] = (request) => ({ ...request, path: `/search/live?q=${encodeURIComponent(pick(popular))}`, headers: headersFor() })
  console.log(`Load test: live search API saturated (200 distinct searches), ${CONNECTIONS} connections, 10 s…`)
  const saturated = await steadyLoad(base, repeated, { duration: 10 }, { method: 'GET' })
  add('Live search API throughput, saturated (200 distinct searches, cached 30 s)', `${Math.round(saturated.perSecond)} req/s (p99 ${ms(saturated.p99)}, ${saturated.failed} failed)`, '≥ 500 req/s', saturated.perSecond >= 500 && saturated.failed === 0)
  console.log(`Load test: live search API saturated, every search new, ${CONNECTIONS} connections, 10 s…`)
  const uncached = await steadyLoad(base, search, { duration: 10 }, { method: 'GET' })
  add('Live search API throughput, saturated, every search new (no cache)', `${Math.round(uncached.perSecond)} req/s (p99 ${ms(uncached.p99)}, ${uncached.failed} failed)`, '—', null)

  // The contact form: solved challenges first (older than the minimum fill time), then 20 clients.
  const forms = (await (await fetch(`${base}/api/forms?where[title][equals]=Contact%20us&depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()) as { docs: { id: number }[] }
  const formId = forms.docs[0]!.id
  const measured = 200
  const total = measured + CONNECTIONS * 2
  console.log(`Load test: contact form — solving ${total} challenges first…`)
  const solutions: string[] = []
  const started = Date.now()
  for (let i = 0; i < total; i++) {
    const challenge = (await (await fetch(`${base}/forms/challenge`, { headers: headersFor() })).json()) as Challenge
    const solution = await solveChallenge({ challenge, deriveKey })
    solutions.push(Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64'))
  }
  // Nobody fills the form in less than FORM_MIN_FILL_SECONDS (3 s by default).
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 3500 - (Date.now() - started))))
  let n = 0
  const submit: autocannon.Request['setupRequest'] = (request) => {
    const i = n++
    const values = { name: `Bench ${i}`, email: `bench${i}@example.org`, topic: 'payroll', message: `Load test message ${i}`, consent: true }
    return { ...request, path: `/forms/${formId}/submit`, headers: headersFor(), body: JSON.stringify({ values, altcha: solutions[i], website: '', source: '/contact' }) }
  }
  console.log(`Load test: ${measured} contact form submissions, ${CONNECTIONS} connections…`)
  const sent = await steadyLoad(base, submit, { amount: total })
  add('Contact form submission p99 at 20 clients (mail queued)', `${ms(sent.p99)} (p50 ${ms(sent.p50)}, ${sent.counted} answers, ${sent.failed} failed)`, '≤ 150 ms', sent.p99 <= 150 && sent.failed === 0)

  // The header search's code: not in the first view, fetched when the search opens.
  const browser = await launchBenchBrowser()
  try {
    const page = await browser.newPage()
    const scripts: { url: string; bytes: number; afterOpen: boolean; live: boolean }[] = []
    let opened = false
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.body().catch(() => Buffer.alloc(0))
      scripts.push({ url: response.url(), bytes: body.byteLength, afterOpen: opened, live: body.includes('/search/live') })
    })
    await page.goto(`${base}/about`, { waitUntil: 'networkidle' })
    opened = true
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    await page.getByRole('combobox', { name: 'Search the site' }).waitFor()
    await page.waitForLoadState('networkidle')
    const before = scripts.filter((script) => !script.afterOpen && script.live).length
    const after = scripts.filter((script) => script.afterOpen)
    const bytes = after.reduce((sum, script) => sum + script.bytes, 0)
    add('Header live search code: in the first view / fetched on first use', `${before} chunks / ${after.length} chunk(s), ${(bytes / 1024).toFixed(1)} KB`, 'on first use only', before === 0 && after.some((script) => script.live))
  } finally {
    await browser.close()
  }
}

/** In a process of its own, as the engagement bench (the load generator's pauses are not the server's). */
export async function benchSearchApart(base: string, add: Add): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), base], { stdio: ['ignore', 'pipe', 'inherit'] })
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve))
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith(ROW_PREFIX)) add(...(JSON.parse(line.slice(ROW_PREFIX.length)) as Parameters<Add>))
    else console.log(line)
  }
  if ((await closed) !== 0) throw new Error('The search and forms load test failed')
}

const ROW_PREFIX = 'bench-row '

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [base] = process.argv.slice(2)
  if (!base) throw new Error('Usage: benchSearch.ts <base URL>')
  await benchSearch(base, (...row) => console.log(ROW_PREFIX + JSON.stringify(row)))
}
