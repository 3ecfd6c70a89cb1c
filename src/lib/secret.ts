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

/**
 * A secret kept at rest (an API token in the database): AES-256-GCM under a key derived for its
 * purpose, so the stored text is useless without the site secret and any tampering is detected.
 */
export function sealSecret(purpose: string, plain: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', derivedSecret(`sealed:${purpose}`), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.')
}

/** The plain text of a sealed secret, or null when it was sealed under another site secret or changed. */
export function openSecret(purpose: string, sealed: string | null | undefined): string | null {
  const [version, iv, tag, data] = (sealed ?? '').split('.')
  if (version !== 'v1' || !iv || !tag || !data) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', derivedSecret(`sealed:${purpose}`), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
