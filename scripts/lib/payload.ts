import { getPayload, type Payload } from 'payload'

import { EnvError, getEnv } from '@/lib/env'

/**
 * Node 20 runs tsx's module loader on another thread: while a top-level `await import()` waits for
 * it, the main event loop may look empty and Node exits with code 13 ("unsettled top-level await").
 * A timer keeps the loop alive until the import settles.
 */
export async function holdingEventLoop<T>(work: Promise<T>): Promise<T> {
  const timer = setInterval(() => {}, 1000)
  try {
    return await work
  } finally {
    clearInterval(timer)
  }
}

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
  // The config reads the environment when it loads, so it is imported only after validation.
  const { default: config } = await holdingEventLoop(import('@payload-config'))
  return getPayload({ config })
}
