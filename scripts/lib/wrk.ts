import { execFileSync, spawn } from 'node:child_process'
import path from 'node:path'

/** Connections of every load test (PERFORMANCE.md: 20). */
const CONNECTIONS = 20

/** Installs wrk from Debian's packages when it is missing (scripts/ensure-wrk.sh). */
export function ensureWrk(): void {
  execFileSync('bash', [path.join(process.cwd(), 'scripts/ensure-wrk.sh')], { stdio: 'inherit' })
}

export type WrkResult = { perSecond: number; p99: number; non2xx: number }
/**
 * wrk against one address (20 connections, one thread, `seconds`): requests per second, p99 in ms,
 * and answers that were not 2xx or 3xx. Its CPU is counted as the load generator's.
 */
export async function wrkLoad(url: string, seconds: number, onStart: (pid: number) => void = () => {}): Promise<WrkResult> {
  const child = spawn('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', url], { stdio: ['ignore', 'pipe', 'inherit'] })
  onStart(child.pid!)
  let out = ''
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
  await new Promise((resolve) => child.on('close', resolve))
  const unit = (value: string, suffix: string) => Number(value) * (suffix === 's' ? 1000 : suffix === 'us' ? 0.001 : 1)
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out)
  return {
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p99: p99 ? unit(p99[1]!, p99[2]!) : NaN,
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
  }
}
