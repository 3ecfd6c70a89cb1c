import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { isBuildPhase } from './buildPhase'

/** The Payload instance for server components and route handlers (Local API). */
export function getPayloadClient(): Promise<Payload> {
  // A page or route that reads content while `next build` prerenders it must say what it shows
  // without the database (isBuildPhase): the build stays independent of any database.
  if (isBuildPhase()) return Promise.reject(new Error('The build read the database: guard this page or route with isBuildPhase() (src/lib/buildPhase.ts).'))
  return getPayload({ config })
}
