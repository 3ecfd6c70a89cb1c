import crypto from 'node:crypto'

import { resolvePayloadSecret } from '@/lib/secret'
import { checkSignature, signResource, type SignatureCheck } from '@/lib/security/signedUrl'
import { signature, signedBy } from '@/lib/security/signing'

/**
 * An order's token is an HMAC of the order id and a random nonce kept with the order: long and
 * unguessable, never stored itself, and rebuilt for every e-mail that links to the order.
 */
export const newNonce = () => crypto.randomBytes(32).toString('base64url')

export function orderToken(orderId: number, nonce: string): string {
  return signature('order-token', `${orderId}:${nonce}`)
}

/** Constant-time check of a token from a link. */
export function checkOrderToken(orderId: number, nonce: string | null | undefined, given: unknown): boolean {
  if (!nonce || typeof given !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(given)) return false
  return signedBy('order-token', `${orderId}:${nonce}`, given)
}

const deliveryResource = (orderId: number, lineKey: string, version: number) => `delivery:${orderId}:${lineKey}:${version}`

/** The signature of a download link: for one line of one order, one issue of links (re-issuing invalidates the old ones), until `expires` (seconds). */
export function signDelivery(orderId: number, lineKey: string, version: number, expires: number): string {
  return signResource(resolvePayloadSecret(), deliveryResource(orderId, lineKey, version), expires)
}

export function checkDelivery(orderId: number, lineKey: string, version: number, expires: string | null, signature: string | null, now = Date.now()): SignatureCheck {
  return checkSignature(resolvePayloadSecret(), deliveryResource(orderId, lineKey, version), expires, signature, now)
}
