import { signature, signedBy } from '@/lib/security/signing'

/**
 * The links in newsletter e-mails carry a signed token instead of a database secret: the
 * subscriber, what the link does, a fingerprint of the address (a link stops working when the
 * address changes) and, for confirmations, when it expires. Nothing to store, the same on every
 * instance, and a changed character makes it invalid.
 */
export type TokenPurpose = 'confirm' | 'unsubscribe'
export type TokenCheck = { ok: true; id: number } | { ok: false; reason: 'invalid' | 'expired' }

const fingerprint = (email: string) => signature('newsletter-address', email.trim().toLowerCase(), 10)

export function newsletterToken(purpose: TokenPurpose, subscriber: { id: number; email: string }, expiresAt?: Date): string {
  const body = [purpose === 'confirm' ? 'c' : 'u', subscriber.id, fingerprint(subscriber.email), expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0].join('.')
  return `${Buffer.from(body).toString('base64url')}.${signature('newsletter-token', body)}`
}

/** Checks a token's signature and purpose (and expiry); the address is checked against the subscriber by `matchesAddress`. */
export function readNewsletterToken(token: unknown, purpose: TokenPurpose, now = Date.now()): TokenCheck & { fingerprint?: string } {
  if (typeof token !== 'string' || token.length > 200 || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: 'invalid' }
  const [encoded, given] = token.split('.') as [string, string]
  const body = Buffer.from(encoded, 'base64url').toString('utf8')
  if (!signedBy('newsletter-token', body, given)) return { ok: false, reason: 'invalid' }
  const match = /^([cu])\.(\d{1,12})\.([A-Za-z0-9_-]{10})\.(\d{1,12})$/.exec(body)
  if (!match || match[1] !== (purpose === 'confirm' ? 'c' : 'u')) return { ok: false, reason: 'invalid' }
  const expires = Number(match[4])
  if (expires !== 0 && expires * 1000 < now) return { ok: false, reason: 'expired' }
  return { ok: true, id: Number(match[2]), fingerprint: match[3] }
}

export const matchesAddress = (tokenFingerprint: string | undefined, email: string) => tokenFingerprint === fingerprint(email)
