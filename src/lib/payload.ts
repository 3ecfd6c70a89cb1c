import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { isBuildPhase } from './buildPhase'

/** The Payload instance for server components and route handlers (Local API). */
export function getPayloadClient(): Promise<Payload> {
  // A page or route that reads content while `next build` prerenders it must say what it shows
  // without the database (isBuildPhase): the build stays independent of any database.
  if (isBuildPhase()) return Promise.reject(new Error('The build read the database: guard this page or route with isBuildPhase() (src/lib/buildPhase.ts).'))
  // With its job crons: Payload starts them only for a caller that asks (its own REST and admin
  // handlers do). An instance that served only our routes since it started would otherwise hold the
  // job runner's lease (src/lib/server/jobLease.ts) and never run a job.
  return getPayload({ config, cron: true })
}
