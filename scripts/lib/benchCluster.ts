import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type autocannon from 'autocannon'

import { nginxConfig } from './nginx'
import { waitFor, waitForMediaJobs } from './benchSite'
import { wrkLoad } from './wrk'
import { headersFor, steadyLoad, type SteadyResult } from './benchEngagement'
import { query } from './benchSearch'
import { addToCartLoad } from './benchShop'

/**
 * `npm run bench -- --cluster` (issue 30's budgets): the cluster of `npm run cluster` with three
 * instances on the machine's PostgreSQL and Redis and s3rver, measured
 * - one instance with no cache in front: the cached gallery page, and votes;
 * - behind nginx: cached pages;
 * - the dynamic endpoints (votes, live search with every search new, add to cart) through an nginx
 *   in front of 1, 2 and 3 of the instances, side by side in one run, with each process's CPU.
 * The load generator plays a crowd behind a CDN: each request says its own visitor address
 * (X-Forwarded-For), the instances trust two hops (the CDN's and nginx's).
 */
type Add = (what: string, value: string, budget: string, pass: boolean | null) => void

const PORT = Number(process.env.BENCH_CLUSTER_PORT || 8680)
const INSTANCES = 3
const ms = (value: number) => `${Math.round(value)} ms`
const GALLERY = '/galleries/life-at-atrium'

/** CPU time a process has used so far, in seconds (user + system, from /proc). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}
const pidsOf = (name: string) => {
  try {
    return execFileSync('pgrep', ['-x', name]).toString().trim().split(/\s+/).map(Number).filter(Boolean)
  } catch {
    return []
  }
}
export const pidOn = (port: number) => Number(execFileSync('fuser', [`${port}/tcp`], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim().split(/\s+/)[0])

type Groups = Record<string, number[]>
/**
 * CPU used by each group of processes while `work` runs, as a share of one core. Processes are
 * compared one by one (PostgreSQL starts and ends a backend per connection): one that started during
 * the run counts whole; one that ended during it is not seen.
 */
async function withCpu<T>(groups: () => Groups, work: () => Promise<T>): Promise<{ result: T; cpu: Record<string, number>; seconds: number }> {
  const before = new Map<number, number>()
  for (const pid of Object.values(groups()).flat()) before.set(pid, cpuSeconds(pid))
  const self = process.cpuUsage()
  const started = performance.now()
  const result = await work()
  const seconds = (performance.now() - started) / 1000
  const used = (pids: number[]) => pids.reduce((sum, pid) => sum + Math.max(0, cpuSeconds(pid) - (before.get(pid) ?? 0)), 0)
  const cpu: Record<string, number> = {}
  for (const [name, pids] of Object.entries(groups())) cpu[name] = used(pids) / seconds
  const own = process.cpuUsage(self)
  cpu['load generator'] = (own.user + own.system) / 1e6 / seconds
  return { result, cpu, seconds }
}

const cores = (share: number) => `${share.toFixed(2)}`

export type RunningCluster = { instances: string[]; nginx: string; children: ChildProcess[]; stop: () => void; log: () => string }

/** `npm run cluster` with INSTANCES instances for the bench and the soak, on the machine's PostgreSQL and Redis. */
export async function startBenchCluster(instanceCount = INSTANCES): Promise<RunningCluster> {
  const root = process.cwd()
  const children: ChildProcess[] = []
  const stop = () => {
    for (const child of children) {
      try {
        process.kill(-child.pid!, 'SIGINT')
      } catch {
        // gone
      }
    }
  }
  process.on('exit', stop)
  const admin = { email: 'admin@bench-cluster.test', password: 'bench-cluster-password-1' }
  console.log(`Starting the cluster (${instanceCount} instances, builds on first run)…`)
  let log = ''
  const cluster = spawn(process.execPath, [...process.execArgv, path.join(root, 'scripts/cluster.ts'), '--instances', String(instanceCount), '--port', String(PORT)], {
    env: {
      ...process.env,
      CLUSTER_DATABASE_URL: process.env.BENCH_CLUSTER_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/atrium_bench_cluster',
      ISR_CACHE_PREFIX: 'atrium:bench-cluster:',
      TRUSTED_PROXY_HOPS: '2',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SITE_URL: `http://127.0.0.1:${PORT}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  children.push(cluster)
  cluster.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  cluster.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const deadline = Date.now() + 30 * 60_000
  while (!log.includes('Cluster ready')) {
    if (cluster.exitCode !== null || Date.now() > deadline) throw new Error(`The cluster did not start:\n${log.slice(-3000)}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const instances = Array.from({ length: instanceCount }, (_, i) => `http://127.0.0.1:${PORT + 1 + i}`)
  const nginx = `http://127.0.0.1:${PORT}`
  await waitForMediaJobs(nginx, admin)
  for (const base of [...instances, nginx]) for (let i = 0; i < 3; i++) await (await fetch(`${base}${GALLERY}`)).arrayBuffer()
  return { instances, nginx, children, stop, log: () => log }
}

export async function benchCluster(add: Add): Promise<void> {
  const root = process.cwd()
  const { instances, nginx, children, stop: stopAll } = await startBenchCluster()

  // nginx in front of the first k instances, on ports of their own, for the side-by-side runs.
  const fronts: string[] = []
  for (let k = 1; k <= INSTANCES; k++) {
    const dir = path.join(root, '.cluster', `nginx-bench-${k}`)
    for (const sub of ['cache', 'tmp']) fs.mkdirSync(path.join(dir, sub), { recursive: true })
    const port = PORT + 10 + k
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ dir, port, upstreams: instances.slice(0, k).map((url) => Number(new URL(url).port)) }))
    const front = spawn(process.env.NGINX_PATH || '/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore', detached: true })
    children.push(front)
    fronts.push(`http://127.0.0.1:${port}`)
    await waitFor(`${fronts.at(-1)}/robots.txt`, 10_000, 500)
  }

  const instancePids = instances.map((url) => pidOn(Number(new URL(url).port)))
  const groups = (k: number) => (): Groups => ({
    ...Object.fromEntries(instancePids.slice(0, k).map((pid, i) => [`app ${i + 1}`, [pid]])),
    nginx: pidsOf('nginx'),
    postgres: pidsOf('postgres'),
    redis: pidsOf('redis-server'),
  })

  // One instance, nothing in front.
  console.log('One instance, no cache in front: the cached gallery page, 20 connections, 10 s (wrk)…')
  const alone = await withCpu(groups(1), () => wrkLoad(`${instances[0]}${GALLERY}`, 10))
  add('One instance, no cache in front: cached gallery page', `${Math.round(alone.result.perSecond)} req/s, p99 ${Math.round(alone.result.p99)} ms (app ${cores(alone.cpu['app 1']!)} cores, load generator ${cores(alone.cpu['load generator']! + alone.result.cpuSeconds / alone.seconds)})`, '≥ 400 req/s, p99 ≤ 100 ms', alone.result.perSecond >= 400 && alone.result.p99 <= 100 && alone.result.non2xx === 0)

  const photos = ((await (await fetch(`${instances[0]}/api/galleries?where[slug][equals]=community-days&depth=0`)).json()) as { docs: { items: number[] }[] }).docs[0]!.items
  let v = 0
  const vote: autocannon.Request['setupRequest'] = (request) => ({ ...request, path: `/galleries/community-days/photos/${photos[v++ % photos.length]}/rating`, headers: headersFor(), body: JSON.stringify({ value: 1 + (v % 5) }) })
  console.log('One instance: votes, 20 connections, 10 s…')
  const votesAlone = await steadyLoad(instances[0]!, vote, { duration: 10 })
  add('One instance: votes p99 at 20 clients', `${ms(votesAlone.p99)} (p50 ${ms(votesAlone.p50)}, ${Math.round(votesAlone.perSecond)} req/s, ${votesAlone.failed} failed)`, '≤ 50 ms', votesAlone.p99 <= 50 && votesAlone.failed === 0)

  console.log('Behind nginx: cached pages, 20 connections, 10 s (wrk)…')
  const behind = await withCpu(groups(INSTANCES), () => wrkLoad(`${nginx}${GALLERY}`, 10))
  add('Behind nginx (cluster): cached gallery page', `${Math.round(behind.result.perSecond)} req/s, p99 ${Math.round(behind.result.p99)} ms (nginx ${cores(behind.cpu.nginx!)} cores, load generator ${cores(behind.cpu['load generator']! + behind.result.cpuSeconds / behind.seconds)})`, '≥ 5,000 req/s', behind.result.perSecond >= 5000 && behind.result.non2xx === 0)

  // The dynamic endpoints at 1, 2 and 3 instances.
  const cart = await addToCartLoad(fronts[0]!)
  const search: autocannon.Request['setupRequest'] = (request) => ({ ...request, path: `/search/live?q=${encodeURIComponent(`${query()} ${Math.random().toString(36).slice(2, 6)}`)}`, headers: headersFor() })
  const endpoints: { name: string; method: 'GET' | 'POST'; setup: autocannon.Request['setupRequest'] }[] = [
    { name: 'Votes', method: 'POST', setup: vote },
    { name: 'Live search, every search new', method: 'GET', setup: search },
    { name: 'Add to cart', method: 'POST', setup: cart.adding },
  ]
  for (const endpoint of endpoints) {
    const runs: { k: number; result: SteadyResult; cpu: Record<string, number> }[] = []
    for (let k = 1; k <= INSTANCES; k++) {
      console.log(`${endpoint.name} through nginx in front of ${k} instance(s), 20 connections, 10 s…`)
      const measured = await withCpu(groups(k), () => steadyLoad(fronts[k - 1]!, endpoint.setup, { duration: 10 }, { method: endpoint.method }))
      runs.push({ k, result: measured.result, cpu: measured.cpu })
    }
    const one = runs[0]!.result.perSecond
    const two = runs[1]!.result.perSecond
    const figures = runs.map(({ k, result }) => `${k}: ${Math.round(result.perSecond)} req/s, p99 ${ms(result.p99)}${result.failed ? `, ${result.failed} failed` : ''}`).join(' · ')
    const pass = two >= 1.4 * one && runs.every((run) => run.result.perSecond >= one * 0.97)
    add(`${endpoint.name} at 1 / 2 / 3 instances (20 clients)`, `${figures} (2 = ${(two / one).toFixed(2)}×)`, '2 ≥ 1.4× 1, never slower', pass)
    for (const { k, cpu } of runs) {
      const apps = Object.entries(cpu).filter(([name]) => name.startsWith('app')).map(([, share]) => cores(share)).join(' + ')
      add(`${endpoint.name}, ${k} instance(s): CPU in cores (of 2)`, `apps ${apps}, postgres ${cores(cpu.postgres!)}, redis ${cores(cpu.redis!)}, nginx ${cores(cpu.nginx!)}, load generator ${cores(cpu['load generator']!)}`, '—', null)
    }
  }
  stopAll()
}
