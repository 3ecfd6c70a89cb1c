import { after } from 'next/server'
import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'

/** The queue every outgoing e-mail job runs on (forms, newsletter, orders). */
export const MAIL_QUEUE = 'mail'
/** The queue of media work (video streams): long jobs, one at a time, kept apart from the mail. */
export const MEDIA_QUEUE = 'media'

type QueueState = { running: Promise<void> | null; again: boolean }
const queues = new Map<string, QueueState>()

/** One run of a queue at a time in this process; asks made meanwhile make one more run after it. */
async function drain(payload: Payload, queue: string, state: QueueState, limit: number): Promise<void> {
  do {
    state.again = false
    try {
      await payload.jobs.run({ queue, limit })
    } catch (error) {
      payload.logger.error({ err: error, msg: `Running the ${queue} queue after a request failed; the scheduled run will retry.` })
    }
  } while (state.again)
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
    state.running = new Promise((resolve) => setTimeout(resolve, BATCH_MS)).then(() => drain(payload, queue, state, limit)).finally(() => {
      state.running = null
    })
    await state.running
  })
}

export const runMailSoon = (payload: Payload): void => runQueueSoon(payload, MAIL_QUEUE)
