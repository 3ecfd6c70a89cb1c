/**
 * `npm run cluster -- [--instances 3] [--port 8080]`: the site as several production instances on
 * one build, behind nginx, sharing PostgreSQL, Redis and S3-compatible storage — the topology of a
 * larger deployment, on one machine. Ctrl-C stops everything it started.
 *
 * - PostgreSQL: CLUSTER_DATABASE_URL, else the database `atrium_cluster` on 127.0.0.1:5432 (made
 *   when missing). Redis: REDIS_URL, else redis://127.0.0.1:6379.
 * - Storage: S3_* when set; else s3rver (an S3-compatible server from npm, for local use) on
 *   127.0.0.1:<port + 100>, keeping its objects in .cluster/s3.
 * - nginx (Debian's; installed when missing, like Chromium): least-connections balancing, safe
 *   requests retried on another instance when one fails, a one-second micro-cache for responses the
 *   app marks public (pages, public photo files), never for anything private or a signed-in editor's.
 * - An instance that dies is started again; nginx sends its share to the others meanwhile.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { buildSite, bundleServer, isBuildCurrent, ISOLATED_DIST_DIR, run, withNodeOptions } from './lib/build'
import { nginxConfig } from './lib/nginx'
import { startS3rverProcess } from './lib/s3rver'

const { values } = parseArgs({ options: { instances: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } } })
const instances = Number(values.instances)
const port = Number(values.port)
if (!Number.isInteger(instances) || instances < 1 || instances > 16 || !Number.isInteger(port) || port < 1024 || port > 65000) {
  console.error('Usage: npm run cluster -- [--instances 1–16] [--port 1024–65000]')
  process.exit(1)
}

const root = process.cwd()
const home = path.join(root, '.cluster')
fs.mkdirSync(home, { recursive: true })
const children: ChildProcess[] = []
let s3: { close: () => Promise<void> } | null = null
let stopping = false
const stopAll = async (code: number) => {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 1500))
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await s3?.close()
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))

// PostgreSQL: the cluster's own database, made when missing.
const databaseUrl = process.env.CLUSTER_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/atrium_cluster'
{
  const target = new URL(databaseUrl)
  const server = new URL(databaseUrl)
  server.pathname = '/postgres'
  const client = new pg.Client({ connectionString: server.toString() })
  await client.connect()
  const name = decodeURIComponent(target.pathname.slice(1))
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`)
  await client.end()
}

// S3-compatible storage: the operator's, or s3rver for local use.
const storage: Record<string, string> = {}
if (process.env.S3_BUCKET) {
  for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']) if (process.env[name]) storage[name] = process.env[name]!
} else {
  const s3Port = port + 100
  fs.mkdirSync(path.join(home, 's3'), { recursive: true })
  const server = await startS3rverProcess(s3Port, path.join(home, 's3'), 'atrium')
  s3 = { close: () => server.stop() }
  Object.assign(storage, { S3_BUCKET: 'atrium', S3_REGION: 'us-east-1', S3_ENDPOINT: `http://127.0.0.1:${s3Port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' })
  console.log(`S3 (s3rver) on http://127.0.0.1:${s3Port}, bucket atrium`)
}

Object.assign(process.env, {
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  DATA_DIR: path.join(home, 'data'),
  NEXT_DIST_DIR: ISOLATED_DIST_DIR,
  SITE_URL: process.env.SITE_URL || `http://127.0.0.1:${port}`,
  // nginx appends the visitor's address to X-Forwarded-For: one trusted hop (two behind a CDN that appends too).
  TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS || '1',
  NEXT_TELEMETRY_DISABLED: '1',
  ...storage,
})

// One build for every instance, shared with the tests and the benchmark (it reads no database);
// then the database is migrated (and seeded when new).
if (!isBuildCurrent()) {
  console.log('Building the site for the cluster…')
  await buildSite()
}
await run(process.execPath, [...process.execArgv, path.join(root, 'scripts/prepare.ts')])

const ports = Array.from({ length: instances }, (_, i) => port + 1 + i)
/** An instance that stops without being asked to (a crash, the OOM killer, a kill -9) is started again after a second. */
const RESTART_MS = 1000
const serverBundle = await bundleServer()
function startInstance(instancePort: number): void {
  const child = spawn(process.execPath, [serverBundle, String(instancePort), '127.0.0.1'], {
    env: withNodeOptions({ ...process.env, NODE_ENV: 'production', PORT: String(instancePort), INSTANCE_NAME: `app-${instancePort}` }),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  children.push(child)
  child.on('exit', (code, signal) => {
    children.splice(children.indexOf(child), 1)
    if (stopping) return
    console.error(`Instance on ${instancePort} stopped (${signal ?? `exit ${code}`}); starting it again.`)
    setTimeout(() => {
      if (!stopping) startInstance(instancePort)
    }, RESTART_MS)
  })
}
ports.forEach(startInstance)
for (const instancePort of ports) {
  for (let i = 0; ; i++) {
    const ok = await fetch(`http://127.0.0.1:${instancePort}/robots.txt`).then((response) => response.ok).catch(() => false)
    if (ok) break
    if (i > 600) {
      console.error(`The instance on ${instancePort} did not start.`)
      await stopAll(1)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

await run('bash', [path.join(root, 'scripts/ensure-nginx.sh')])
const nginxDir = path.join(home, 'nginx')
fs.rmSync(path.join(nginxDir, 'cache'), { recursive: true, force: true })
for (const dir of ['cache', 'tmp']) fs.mkdirSync(path.join(nginxDir, dir), { recursive: true })
fs.writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig({ dir: nginxDir, port, upstreams: ports }))
const nginx = spawn(process.env.NGINX_PATH || '/usr/sbin/nginx', ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir], { stdio: ['ignore', 'inherit', 'inherit'] })
children.push(nginx)
nginx.on('exit', (code) => {
  if (!stopping) {
    console.error(`nginx stopped (exit ${code}); see ${path.join(nginxDir, 'error.log')}.`)
    void stopAll(1)
  }
})
console.log(`Cluster ready: http://127.0.0.1:${port} → nginx → ${instances} instance(s) on ${ports.join(', ')} (PostgreSQL, Redis, S3). Ctrl-C stops it.`)
