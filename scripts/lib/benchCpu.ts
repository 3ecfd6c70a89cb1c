import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/**
 * CPU time per request, from the server's own counters: the user and system time the kernel has
 * charged to every process of the server's process group (/proc/<pid>/stat), before and after a
 * fixed number of requests. Steadier here than requests a second, which move with whatever else the
 * machine does; it counts what one request costs the server, wherever that time goes (Next's
 * pipeline, Payload, compression, the database driver).
 */

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** CPU milliseconds (user + system) used so far by the live processes of one process group. */
export function groupCpuMs(processGroup: number): number {
  let ticks = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // gone meanwhile
    }
    // After the command name (in parentheses, and it may hold spaces): state, ppid, pgrp, … utime (14th field), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) !== processGroup) continue
    ticks += Number(fields[11]) + Number(fields[12])
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}

export type CpuPerRequest = { ms: number; requests: number; failed: number }

/**
 * Sends `warmUp` requests (not counted), then `count` more, `concurrency` at a time, and divides the
 * server's CPU time over the counted ones by their number. `send(i)` makes request i.
 */
export async function cpuPerRequest(processGroup: number, send: (i: number) => Promise<Response>, { count = 400, warmUp = 40, concurrency = 4 } = {}): Promise<CpuPerRequest> {
  let next = 0
  let failed = 0
  const run = async (total: number) => {
    const end = next + total
    const worker = async () => {
      while (next < end) {
        const response = await send(next++)
        if (!response.ok) failed++
        await response.arrayBuffer()
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
  }
  await run(warmUp)
  failed = 0
  const before = groupCpuMs(processGroup)
  await run(count)
  const after = groupCpuMs(processGroup)
  return { ms: (after - before) / count, requests: count, failed }
}
