import { spawn } from 'node:child_process'

/** Connections of every load test (PERFORMANCE.md: 20). */
const CONNECTIONS = 20

export type WrkResult = { perSecond: number; p99: number; non2xx: number; cpuSeconds: number }
/**
 * wrk against one address (20 connections, one thread, `seconds`): requests per second, p99 in ms,
 * answers that were not 2xx or 3xx, and the CPU wrk used (seconds).
 */
export async function wrkLoad(url: string, seconds: number): Promise<WrkResult> {
  // Through bash, whose `times` then prints the CPU its child (wrk) used: the load generator's share.
  const child = spawn('bash', ['-c', 'wrk "$@"; times', 'wrk', '-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', url], { stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
  await new Promise((resolve) => child.on('close', resolve))
  const unit = (value: string, suffix: string) => Number(value) * (suffix === 's' ? 1000 : suffix === 'us' ? 0.001 : 1)
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out)
  return {
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p99: p99 ? unit(p99[1]!, p99[2]!) : NaN,
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    cpuSeconds: childTimes(out),
  }
}

/** The children's user and system time from bash's `times` (its second line: `0m1.234s 0m0.567s`). */
function childTimes(out: string): number {
  const lines = out.trim().split('\n')
  const seconds = (value: string) => {
    const match = /^(\d+)m([\d.]+)s$/.exec(value)
    return match ? Number(match[1]) * 60 + Number(match[2]) : 0
  }
  const [user = '', system = ''] = (lines.at(-1) ?? '').trim().split(/\s+/)
  return seconds(user) + seconds(system)
}
