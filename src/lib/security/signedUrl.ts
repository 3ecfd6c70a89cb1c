import crypto from 'node:crypto'

/**
 * Short-lived signed links (downloads): an HMAC over the resource and its expiry, so a link cannot
 * be changed to another file or used after it expires. Compared in constant time.
 */
export function signResource(secret: string, resource: string, expires: number): string {
  return crypto.createHmac('sha256', secret).update(`${resource}\n${expires}`).digest('base64url')
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid'

export function checkSignature(secret: string, resource: string, expires: string | null, signature: string | null, now = Date.now()): SignatureCheck {
  if (!expires || !signature || !/^[0-9]{1,13}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return 'invalid'
  const expected = Buffer.from(signResource(secret, resource, Number(expires)))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid'
  return Number(expires) * 1000 < now ? 'expired' : 'valid'
}

/** A file name safe in a Content-Disposition header: letters, digits, dashes; the extension kept. */
export function safeFileName(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .toLowerCase()
  const ext = extension.replace(/[^a-z0-9]/gi, '').toLowerCase().slice(0, 5)
  return `${base || 'photo'}${ext ? `.${ext}` : ''}`
}
