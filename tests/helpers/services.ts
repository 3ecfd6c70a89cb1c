import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { listening } from '../../scripts/lib/net'

/**
 * Real servers of the tests' own, on their own ports, that a test may stop and start again without
 * touching the machine's: a PostgreSQL cluster (Debian's binaries, a data folder in /tmp) and a
 * Redis server. The fault tests restart them while the site is under load.
 */

/** Polls `probe` until it gives something truthy; throws after `ms` with what was awaited. */
export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 5000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe().catch(() => null)
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

export { listening }

function postgresBin(): string {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : []
  const found = versions.map((version) => `/usr/lib/postgresql/${version}/bin`).find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')))
  if (!found) throw new Error('PostgreSQL server binaries were not found under /usr/lib/postgresql (Debian: apt-get install postgresql).')
  return found
}

/** The last lines of a private server's log, or why there are none. */
function serverLog(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, 'log'), 'utf8').split('\n').slice(-30).join('\n')
  } catch (error) {
    return `(no log: ${(error as Error).message}; free space in ${dir}: ${freeSpace(dir)})`
  }
}

function freeSpace(dir: string): string {
  try {
    const stats = fs.statfsSync(dir)
    return `${Math.round((stats.bavail * stats.bsize) / 2 ** 20)} MiB`
  } catch {
    return 'unknown'
  }
}

export type PrivatePostgres = { url: (database: string) => string; restart: () => Promise<void>; stop: () => Promise<void> }

/**
 * A PostgreSQL server of the test's own on `port` (trust authentication, user postgres). PostgreSQL
 * refuses to run as root, so as root its folder belongs to the postgres user and it runs as that user.
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  if (await listening(port)) throw new Error(`Port ${port} is taken: a test run that was cut off may have left its PostgreSQL there (see: ss -ltnp | grep ${port}).`)
  const bin = postgresBin()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
  const run = (command: string, args: string[]) => (asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' }) : execFileSync(path.join(bin, command), args, { stdio: 'pipe' }))
  run('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
  const start = async () => {
    try {
      run('pg_ctl', ['-D', path.join(dir, 'data'), '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
    } catch (error) {
      // pg_ctl only says "examine the log", and the folder is gone once the run ends: put the log in the error.
      throw new Error(`${(error as Error).message}\nPostgreSQL's log (${path.join(dir, 'log')}):\n${serverLog(dir)}`)
    }
    await until('the private PostgreSQL to answer', async () => listening(port), 20_000)
  }
  await start()
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    // A fast restart: every connection is cut, as when the server restarts for an upgrade or a crash.
    restart: async () => {
      run('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop'])
      await start()
    },
    stop: async () => {
      try {
        run('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', '-w', 'stop'])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

export type PrivateRedis = { url: string; stop: () => Promise<void>; start: () => Promise<void> }

/** A Redis server of the test's own on `port`, keeping nothing on disk; `stop` and `start` take it away and bring it back. */
export async function startPrivateRedis(port: number): Promise<PrivateRedis> {
  if (await listening(port)) throw new Error(`Port ${port} is taken: a test run that was cut off may have left its Redis there (see: ss -ltnp | grep ${port}).`)
  let child: ChildProcess | null = null
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    await until('the private Redis to answer', async () => listening(port), 10_000)
  }
  const stop = async () => {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, start, stop }
}
