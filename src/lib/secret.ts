import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { getEnv } from '@/lib/env'

let resolved: string | undefined
const derived = new Map<string, Buffer>()

/**
 * The Payload secret: from PAYLOAD_SECRET, else generated once into the data folder so a new machine
 * works without setup and never runs on a hard-coded secret. Safe when several processes start at once.
 * Read once per process: request handlers sign and check with it on every call.
 */
export function resolvePayloadSecret(): string {
  resolved ??= readOrCreateSecret()
  return resolved
}

/** A key for one purpose (cookie signing, address hashing, challenges…) derived from the site secret, so no two uses share a key. */
export function derivedSecret(purpose: string): Buffer {
  let key = derived.get(purpose)
  if (!key) {
    key = crypto.createHmac('sha256', resolvePayloadSecret()).update(`atrium:${purpose}`).digest()
    derived.set(purpose, key)
  }
  return key
}

function readOrCreateSecret(): string {
  const env = getEnv()
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  const file = path.resolve(env.DATA_DIR, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    try {
      fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    return fs.readFileSync(file, 'utf8').trim()
  }
}
