import crypto from 'node:crypto'

import { derivedSecret } from '@/lib/secret'

/** A salted HMAC of an address (hex, 32 characters): enough to count, never enough to recover it. */
export function hashIp(ip: string): string {
  return crypto.createHmac('sha256', derivedSecret('ip-hash')).update(ip).digest('hex').slice(0, 32)
}

/** A salted HMAC of an e-mail address (lower-cased): consent records prove an address without keeping it readable. */
export function hashEmail(email: string): string {
  return crypto.createHmac('sha256', derivedSecret('email-hash')).update(email.trim().toLowerCase()).digest('hex')
}
