import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance for server components and route handlers (Local API). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
