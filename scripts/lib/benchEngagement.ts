import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import autocannon from 'autocannon'

/**
 * Load tests of the engagement endpoints (issue 5's budget: p99 ≤ 50 ms at 20 concurrent clients).
 * The bench plays a crowd behind one load balancer: every request is a new visitor from its own
 * address (X-Forwarded-For, so the server must run with TRUSTED_PROXY_HOPS=1), on one of the
 * gallery's photos, so each vote, comment and view is real work — an insert and its totals —
 * rather than a cheap refusal.
 */
type Add = (what: string, value: string, budget: string, pass: boolean | null) => void

let addressCounter = 0
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

export async function benchEngagement(base: string, gallerySlug: string, add: Add): Promise<void> {
  const found = await (await fetch(`${base}/api/galleries?where[slug][equals]=${gallerySlug}&depth=0`)).json()
  const photos = found.docs[0].items as number[]
  const photoPath = (i: number) => `/galleries/${gallerySlug}/photos/${photos[i % photos.length]}`
  let n = 0

  console.log('Load test: votes, 20 connections, 10 s…')
  const votes = await autocannon({
    url: base,
    connections: 20,
    duration: 10,
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, path: `${photoPath(n++)}/rating`, headers: headersFor(), body: JSON.stringify({ value: 1 + (n % 5) }) }) }],
  })
  report(add, 'Vote endpoint', votes)

  console.log('Load test: view counts, 20 connections, 10 s…')
  const views = await autocannon({
    url: base,
    connections: 20,
    duration: 10,
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, path: `${photoPath(n++)}/view`, headers: headersFor(), body: '{}' }) }],
  })
  report(add, 'View-count endpoint', views)

  // Comments need a solved challenge each: solve 300 first, then post them at 20 clients.
  console.log('Load test: comments — solving 300 challenges first…')
  const solutions: string[] = []
  for (let i = 0; i < 300; i++) solutions.push(await solved(base, photoPath(i)))
  console.log('Load test: 300 comments, 20 connections…')
  let c = 0
  const comments = await autocannon({
    url: base,
    connections: 20,
    amount: solutions.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const i = c++
          return { ...request, path: `${photoPath(i)}/comments`, headers: headersFor(), body: JSON.stringify({ name: `Bench ${i}`, body: `Load test comment ${i}`, consent: true, altcha: solutions[i] }) }
        },
      },
    ],
  })
  report(add, 'Comment endpoint', comments)
}
