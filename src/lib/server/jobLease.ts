import crypto from 'node:crypto'

import { Redis } from 'ioredis'

/**
 * With several instances (REDIS_URL), one of them at a time runs the job queues: it holds a lease
 * in Redis and renews it while it lives. Payload claims a job by reading it and then marking it
 * processing, two steps another instance could slip between; one runner means no job runs twice.
 * When the runner dies its lease lapses (LEASE_MS) and another instance takes over, picking up the
 * jobs still waiting. Without Redis there is one process, which always runs its queues.
 */
export const LEASE_MS = 15_000
const RENEW_MS = 5_000

/** Take the lease if it is free, or keep it if it is ours, in one step. */
const TAKE_OR_KEEP = `
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`

export type JobLease = { isRunner: () => Promise<boolean>; release: () => Promise<void> }

export function createJobLease(url: string, { key = 'atrium:jobs:runner', id = crypto.randomUUID(), leaseMs = LEASE_MS, renewMs = RENEW_MS }: { key?: string; id?: string; leaseMs?: number; renewMs?: number } = {}): JobLease {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 })
  redis.on('error', () => {})
  let holding = false
  let checkedAt = 0
  let away = false
  const attempt = async () => {
    try {
      holding = (await redis.eval(TAKE_OR_KEEP, 1, key, id, String(leaseMs))) === 1
      if (away) console.warn('[jobs] Redis answers again: queued jobs run again.')
      away = false
    } catch (error) {
      // Redis unreachable: no instance can prove it is the runner, so none runs until it is back.
      holding = false
      if (!away) console.warn(`[jobs] Redis is not answering (${error instanceof Error ? error.message : error}): queued jobs (mail, imports, video) wait until it is back.`)
      away = true
    }
    checkedAt = Date.now()
    return holding
  }
  const timer = setInterval(() => void attempt(), renewMs)
  timer.unref()
  return {
    isRunner: async () => (Date.now() - checkedAt < renewMs ? holding : attempt()),
    release: async () => {
      clearInterval(timer)
      try {
        if (holding) await redis.eval(`if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`, 1, key, id)
      } finally {
        holding = false
        redis.disconnect()
      }
    },
  }
}

let shared: JobLease | null = null
/** Whether this process runs the job queues now: always without Redis; the lease holder with it. */
export async function runsJobs(redisUrl: string | undefined): Promise<boolean> {
  if (!redisUrl) return true
  shared ??= createJobLease(redisUrl)
  return shared.isRunner()
}
