import { after } from 'next/server'
import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'

/** The queue every outgoing e-mail job runs on (forms, newsletter). */
export const MAIL_QUEUE = 'mail'

/**
 * After the answer has gone to the visitor, runs the mail queue once, so a message leaves in a
 * moment rather than at the next scheduled run (which still retries whatever fails here).
 */
export function runMailSoon(payload: Payload): void {
  if (getEnv().JOBS_AUTORUN !== 'on') return
  after(async () => {
    try {
      await payload.jobs.run({ queue: MAIL_QUEUE, limit: 10 })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Running the mail queue after a request failed; the scheduled run will retry.' })
    }
  })
}
