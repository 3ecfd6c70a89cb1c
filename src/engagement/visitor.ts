import crypto from 'node:crypto'

import { getEnv } from '@/lib/env'
import { signature, signedBy } from '@/lib/security/signing'
import { readCookie } from '@/lib/server/cookies'

/**
 * Who a visitor is, without knowing who they are: a random id in a signed, HttpOnly cookie, and a
 * salted HMAC of their address (raw addresses are never stored). A cookie whose signature does not
 * match is treated as absent, so a visitor cannot pose as another one by editing it.
 */
export const VISITOR_COOKIE = 'atrium_visitor'
const VISITOR_MAX_AGE = 365 * 24 * 60 * 60


const PURPOSE = 'visitor-cookie'

export function signedVisitorValue(id: string): string {
  return `${id}.${signature(PURPOSE, id)}`
}

/** The visitor id from a cookie value, or null when it is missing, malformed or not signed by us. */
export function verifyVisitorValue(value: string | undefined | null): string | null {
  if (!value) return null
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value)
  if (!match) return null
  return signedBy(PURPOSE, match[1]!, match[2]) ? match[1]! : null
}

export function newVisitorId(): string {
  return crypto.randomBytes(16).toString('base64url')
}

export type Visitor = { id: string; isNew: boolean }

/** The request's visitor; a new one (to be set as a cookie on the response) when it has none. */
export function visitorOf(request: Request): Visitor {
  const id = verifyVisitorValue(readCookie(request.headers.get('cookie'), VISITOR_COOKIE))
  return id ? { id, isNew: false } : { id: newVisitorId(), isNew: true }
}

/** The Set-Cookie header for a new visitor: HttpOnly, SameSite=Lax, Secure in production. */
export function visitorCookieHeader(visitor: Visitor): string | null {
  if (!visitor.isNew) return null
  // As the admin's session cookie: Secure in production (browsers accept it on http://localhost too).
  const secure = getEnv().NODE_ENV === 'production'
  return `${VISITOR_COOKIE}=${signedVisitorValue(visitor.id)}; Path=/; Max-Age=${VISITOR_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

export { hashIp } from '@/lib/security/hashIp'
