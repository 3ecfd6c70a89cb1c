import crypto from 'node:crypto'

import { derivedSecret } from '@/lib/secret'

/**
 * One way to sign and check what the site hands out and reads back (visitor and cart cookies,
 * order and newsletter tokens, still and download addresses): an HMAC-SHA256 under the key of one
 * purpose, written in base64url, compared in constant time. `length` shortens a signature where
 * an address must stay short (still names); the check compares the same prefix.
 */
type Key = string | Buffer

function hmac(key: Key, text: string): string {
  return crypto.createHmac('sha256', key).update(text).digest('base64url')
}

/** Whether `given` is exactly `expected`, in time that does not depend on where they differ. */
export function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

/** The signature of `text` for one purpose (a key derived from the site secret for it alone). */
export function signature(purpose: string, text: string, length?: number): string {
  return signatureWith(derivedSecret(purpose), text, length)
}

/** Whether `given` is the signature of `text` for `purpose`. */
export function signedBy(purpose: string, text: string, given: unknown, length?: number): boolean {
  return sameSignature(signature(purpose, text, length), given)
}

/** As `signature`, under a key of the caller's (links signed before keys were derived per purpose). */
export function signatureWith(key: Key, text: string, length?: number): string {
  const full = hmac(key, text)
  return length === undefined ? full : full.slice(0, length)
}
