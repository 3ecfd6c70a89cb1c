import { spawn } from 'node:child_process'
import { randomInt } from 'node:crypto'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import autocannon from 'autocannon'

/**
 * Load tests of the engagement endpoints (issue 5's budget: p99 ≤ 50 ms at 20 concurrent clients),
 * each after WARM_UP unmeasured requests.
 * The bench plays a crowd behind one load balancer: every request is a new visitor from its own
 * address (X-Forwarded-For, so the server must run with TRUSTED_PROXY_HOPS=1), on one of the
 * gallery's photos, so each vote, comment and view is real work — an insert and its totals —
 * rather than a cheap refusal.
 */
type Add = (what: string, value: string, budget: string, pass: boolean | null) => void

// From a random point, so a run against a server that was measured before (BENCH_URL) brings new
// addresses, not ones already at their daily vote limit.
let addressCounter = randomInt(1 << 23)
const nextAddress = () => {
  addressCounter++
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

const headersFor = () => ({ 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'user-agent': 'Mozilla/5.0 (bench)', 'x-forwarded-for': nextAddress() })

async function solved(base: string, photoPath: string): Promise<string> {
  const challenge = (await (await fetch(`${base}${photoPath}/comments/challenge`, { headers: headersFor() })).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('could not solve a challenge')
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64')
}

function report(add: Add, what: string, result: autocannon.Result) {
  const bad = result.non2xx + result.errors
  add(`${what}: p99 latency at 20 clients`, `${result.latency.p99} ms (p50 ${result.latency.p50} ms, ${Math.round(result.requests.average)} req/s)`, '≤ 50 ms', result.latency.p99 <= 50)
  add(`${what}: failed answers under load`, String(bad), '0', bad === 0)
}

/** Requests sent before each load test and not measured: a route's first calls pay one-off costs. */
const WARM_UP = 40

/** WARM_UP requests at 20 connections, unmeasured. */
async function warmUp(base: string, setupRequest: autocannon.Request['setupRequest']) {
  await autocannon({ url: base, connections: 20, amount: WARM_UP, requests: [{ method: 'POST', setupRequest }] })
}

export async function benchEngagement(base: string, gallerySlug: string, add: Add): Promise<void> {
  const found = await (await fetch(`${base}/api/galleries?where[slug][equals]=${gallerySlug}&depth=0`)).json()
  const photos = found.docs[0].items as number[]
  const photoPath = (i: number) => `/galleries/${gallerySlug}/photos/${photos[i % photos.length]}`
  let n = 0

  const vote: autocannon.Request['setupRequest'] = (request) => ({ ...request, path: `${photoPath(n++)}/rating`, headers: headersFor(), body: JSON.stringify({ value: 1 + (n % 5) }) })
  console.log('Load test: votes, 20 connections, 10 s…')
  await warmUp(base, vote)
  const votes = await autocannon({ url: base, connections: 20, duration: 10, requests: [{ method: 'POST', setupRequest: vote }] })
  report(add, 'Vote endpoint', votes)

  const view: autocannon.Request['setupRequest'] = (request) => ({ ...request, path: `${photoPath(n++)}/view`, headers: headersFor(), body: '{}' })
  console.log('Load test: view counts, 20 connections, 10 s…')
  await warmUp(base, view)
  const views = await autocannon({ url: base, connections: 20, duration: 10, requests: [{ method: 'POST', setupRequest: view }] })
  report(add, 'View-count endpoint', views)

  // Comments need a solved challenge each: solve them first, then post them at 20 clients.
  const measured = 300
  console.log(`Load test: comments — solving ${WARM_UP + measured} challenges first…`)
  const solutions: string[] = []
  for (let i = 0; i < WARM_UP + measured; i++) solutions.push(await solved(base, photoPath(i)))
  let c = 0
  const comment: autocannon.Request['setupRequest'] = (request) => {
    const i = c++
    return { ...request, path: `${photoPath(i)}/comments`, headers: headersFor(), body: JSON.stringify({ name: `Bench ${i}`, body: `Load test comment ${i}`, consent: true, altcha: solutions[i] }) }
  }
  await warmUp(base, comment)
  console.log(`Load test: ${measured} comments, 20 connections…`)
  const comments = await autocannon({ url: base, connections: 20, amount: measured, requests: [{ method: 'POST', setupRequest: comment }] })
  report(add, 'Comment endpoint', comments)
}

/**
 * benchEngagement in a process of its own: the load generator's latencies are then its own and the
 * server's, not pauses of the bench process, whose heap by then holds every Lighthouse report (a
 * client that stops to collect garbage adds that time to every request it has in flight).
 */
export async function benchEngagementApart(base: string, gallerySlug: string, add: Add): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), base, gallerySlug], { stdio: ['ignore', 'pipe', 'inherit'] })
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve))
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith(ROW_PREFIX)) add(...(JSON.parse(line.slice(ROW_PREFIX.length)) as Parameters<Add>))
    else console.log(line)
  }
  const code = await closed
  if (code !== 0) throw new Error(`The engagement load test ended with code ${code}`)
}

const ROW_PREFIX = 'bench-row '

// Run directly (by benchEngagementApart): measures and prints each row as a line of JSON.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [base, slug] = process.argv.slice(2)
  if (!base || !slug) throw new Error('Usage: benchEngagement.ts <base URL> <gallery slug>')
  await benchEngagement(base, slug, (...row) => console.log(ROW_PREFIX + JSON.stringify(row)))
}
