import type { Payload } from 'payload'

import { EnvError, getEnv } from '@/lib/env'

/** Validates the environment (one clear message listing every problem), then starts Payload. */
export async function openPayload(): Promise<Payload> {
  try {
    getEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  return getPayload({ config })
}
