import './preflight'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** Starts Payload (Local API) for a script. The environment was validated by ./preflight. */
export function openPayload(): Promise<Payload> {
  return getPayload({ config })
}
