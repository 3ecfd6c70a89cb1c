import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

process.env.PAYLOAD_SECRET ??= 'unit-test-secret-that-is-long-enough-0123456789'
const { sameSignature, signature, signedBy, signatureWith } = await import('@/lib/security/signing')
const { newVisitorId, signedVisitorValue, verifyVisitorValue } = await import('@/engagement/visitor')
const { checkOrderToken, orderToken } = await import('@/commerce/tokens')
const { parseStillName, stillSignature } = await import('@/video/stills')

/** The HMAC every signer used before the helper, written out: what cookies and links already out there carry. */
const before = (purpose: string, text: string) => {
  const key = crypto.createHmac('sha256', process.env.PAYLOAD_SECRET!).update(`atrium:${purpose}`).digest()
  return crypto.createHmac('sha256', key).update(text).digest('base64url')
}

describe('signing', () => {
  it('signs as the site always has, so cookies, tokens and addresses already handed out stay good', () => {
    expect(signature('visitor-cookie', 'abc')).toBe(before('visitor-cookie', 'abc'))
    expect(signedVisitorValue('abc')).toBe(`abc.${before('visitor-cookie', 'abc')}`)
    expect(orderToken(7, 'nonce')).toBe(before('order-token', '7:nonce'))
    expect(stillSignature('dQw4w9WgXcQ')).toBe(before('youtube-stills', 'dQw4w9WgXcQ').slice(0, 12))
    expect(signatureWith('plain-key', 'x')).toBe(crypto.createHmac('sha256', 'plain-key').update('x').digest('base64url'))
  })

  it('a key per purpose: a signature for one use is worthless for another', () => {
    expect(signature('cart-cookie', 'token')).not.toBe(signature('visitor-cookie', 'token'))
    expect(signedBy('cart-cookie', 'token', signature('visitor-cookie', 'token'))).toBe(false)
  })

  it('refuses a changed character, a changed text, another length and anything not a string', () => {
    const good = signature('order-token', '1:n')
    expect(signedBy('order-token', '1:n', good)).toBe(true)
    const changed = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`
    expect(signedBy('order-token', '1:n', changed)).toBe(false)
    expect(signedBy('order-token', '2:n', good)).toBe(false)
    expect(signedBy('order-token', '1:n', good.slice(0, 20))).toBe(false)
    expect(signedBy('order-token', '1:n', `${good}=`)).toBe(false)
    for (const given of [undefined, null, 42, { toString: () => good }, [good]]) expect(signedBy('order-token', '1:n', given)).toBe(false)
    expect(sameSignature('abc', 'abc')).toBe(true)
    expect(sameSignature('abc', 'abd')).toBe(false)
  })

  it('a shortened signature is checked at its own length', () => {
    const short = signature('youtube-stills', 'video', 12)
    expect(short).toHaveLength(12)
    expect(signedBy('youtube-stills', 'video', short, 12)).toBe(true)
    expect(signedBy('youtube-stills', 'video', signature('youtube-stills', 'video'), 12)).toBe(false)
    expect(parseStillName(`video123.${short}.jpg`)).toBeNull()
    expect(parseStillName(`video123.${stillSignature('video123')}.f2.jpg`)).toEqual({ videoId: 'video123', frame: '2' })
  })

  it('the sites that sign read back only what they signed', () => {
    const [one, two] = [newVisitorId(), newVisitorId()]
    expect(verifyVisitorValue(signedVisitorValue(one))).toBe(one)
    expect(verifyVisitorValue(`${two}.${signature('visitor-cookie', one)}`)).toBeNull()
    expect(checkOrderToken(5, 'n', orderToken(5, 'n'))).toBe(true)
    expect(checkOrderToken(6, 'n', orderToken(5, 'n'))).toBe(false)
  })
})
