import { after } from 'next/server'
import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'

import { runsJobs } from './jobLease'

/** The queue every outgoing e-mail job runs on (forms, newsletter, orders). */
export const MAIL_QUEUE = 'mail'
/**
 * How a mail job retries when the mail server does not take the message: ten more times, each after
 * twice the pause before (by default 30 s, 1 min, 2 min … about 4 h), so a message waits out a
 * mail-server outage of some eight hours and then goes; only after that is it marked failed. The
 * first pause is MAIL_RETRY_SECONDS, read when a retry is scheduled.
 */
export const MAIL_RETRY_POLICY = {
  attempts: 10,
  backoff: {
    type: 'exponential' as const,
    get delay() {
      return getEnv().MAIL_RETRY_SECONDS * 1000
    },
  },
}

/** The queue of media work (video streams): long jobs, one at a time, kept apart from the mail. */
export const MEDIA_QUEUE = 'media'

type QueueState = { running: Promise<void> | null; again: boolean }
const queues = new Map<string, QueueState>()

/** Rounds of `limit` jobs one drain may run before leaving the rest to the scheduled runs. */
const MAX_ROUNDS = 50

/**
 * One drain of a queue at a time in this process: rounds of `limit` jobs until none is left to run
 * now (jobs waiting out a retry's back-off are not), so a queue that takes one job at a time
 * (media) still empties; asks made meanwhile are covered by the next round.
 */
async function drain(payload: Payload, queue: string, state: QueueState, limit: number): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    state.again = false
    try {
      const result = await payload.jobs.run({ queue, limit })
      if (result.noJobsRemaining && !state.again) return
    } catch (error) {
      payload.logger.error({ err: error, msg: `Running the ${queue} queue after a request failed; the scheduled run will retry.` })
      return
    }
  }
}

/**
 * After the answer has gone to the visitor, runs a queue, so a message leaves (or a video's streams
 * start) in a moment rather than at the next scheduled run (which still retries whatever fails here).
 * Under a burst the runs are coalesced: a run starts a moment (BATCH_MS) after the first ask, so the
 * asks of a burst share it, and asks made while it runs cause one more run — not twenty runs
 * competing with the visitors' own writes for the database.
 */
const BATCH_MS = 200

export function runQueueSoon(payload: Payload, queue: string, limit = 20): void {
  if (getEnv().JOBS_AUTORUN !== 'on') return
  const state = queues.get(queue) ?? { running: null, again: false }
  queues.set(queue, state)
  after(async () => {
    if (state.running) {
      state.again = true
      return
    }
    // With several instances only the runner drains (jobLease.ts); the others' asks wait for its scheduled run.
    state.running = new Promise((resolve) => setTimeout(resolve, BATCH_MS))
      .then(async () => ((await runsJobs(getEnv().REDIS_URL)) ? drain(payload, queue, state, limit) : undefined))
      .finally(() => {
        state.running = null
      })
    await state.running
  })
}

export const runMailSoon = (payload: Payload): void => runQueueSoon(payload, MAIL_QUEUE)
