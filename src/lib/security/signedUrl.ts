import { sameSignature, signatureWith } from './signing'

/**
 * Short-lived signed links (downloads): an HMAC over the resource and its expiry, so a link cannot
 * be changed to another file or used after it expires. Compared in constant time.
 */
export function signResource(secret: string, resource: string, expires: number): string {
  return signatureWith(secret, `${resource}\n${expires}`)
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid'

export function checkSignature(secret: string, resource: string, expires: string | null, signature: string | null, now = Date.now()): SignatureCheck {
  if (!expires || !signature || !/^[0-9]{1,13}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return 'invalid'
  if (!sameSignature(signResource(secret, resource, Number(expires)), signature)) return 'invalid'
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
