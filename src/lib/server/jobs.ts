import { after } from 'next/server'
import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'

/** The queue every outgoing e-mail job runs on (forms, newsletter). */
export const MAIL_QUEUE = 'mail'

let running: Promise<void> | null = null
let again = false

/** One run of the mail queue at a time in this process; asks made meanwhile make one more run after it. */
async function drain(payload: Payload): Promise<void> {
  do {
    again = false
    try {
      await payload.jobs.run({ queue: MAIL_QUEUE, limit: 20 })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Running the mail queue after a request failed; the scheduled run will retry.' })
    }
  } while (again)
}

/**
 * After the answer has gone to the visitor, runs the mail queue, so a message leaves in a moment
 * rather than at the next scheduled run (which still retries whatever fails here). Under a burst of
 * submissions the runs are coalesced: a run starts a moment (BATCH_MS) after the first ask, so the
 * asks of a burst share it, and asks made while it runs cause one more run — not twenty runs
 * competing with the visitors' own writes for the database.
 */
const BATCH_MS = 200

export function runMailSoon(payload: Payload): void {
  if (getEnv().JOBS_AUTORUN !== 'on') return
  after(async () => {
    if (running) {
      again = true
      return
    }
    running = new Promise((resolve) => setTimeout(resolve, BATCH_MS)).then(() => drain(payload)).finally(() => {
      running = null
    })
    await running
  })
}
