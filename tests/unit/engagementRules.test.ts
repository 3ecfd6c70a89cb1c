import { describe, expect, it } from 'vitest'

import { readComment } from '@/engagement/comments'
import { isValidVote } from '@/engagement/ratings'
import { averageOf } from '@/engagement/stats'
import { ratingSummary } from '@/gallery/views/shared/ratingSummary'
import { clientIp, trustedAddress } from '@/lib/security/clientIp'
import { isSameOrigin } from '@/lib/security/origin'

process.env.PAYLOAD_SECRET ??= 'unit-test-secret-that-is-long-enough-0123456789'
const { hashIp, newVisitorId, signedVisitorValue, verifyVisitorValue } = await import('@/engagement/visitor')

describe('client address', () => {
  it('takes the socket when no proxy is trusted, whatever the visitor claims', () => {
    expect(trustedAddress('6.6.6.6', '203.0.113.9', 0)).toBe('203.0.113.9')
    expect(trustedAddress(undefined, '::ffff:198.51.100.4', 0)).toBe('198.51.100.4')
  })

  it('takes the entry the trusted proxies appended, never one the visitor wrote before them', () => {
    // visitor forged 6.6.6.6; the load balancer appended the real 198.51.100.7; the socket is the balancer.
    expect(trustedAddress('6.6.6.6, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7')
    expect(trustedAddress('6.6.6.6, 198.51.100.7, 10.0.0.3', '10.0.0.2', 2)).toBe('198.51.100.7')
    // Fewer entries than promised hops: the leftmost one there is.
    expect(trustedAddress(undefined, '203.0.113.1', 3)).toBe('203.0.113.1')
  })

  it('refuses anything that is not an address', () => {
    expect(trustedAddress('<script>', undefined, 0)).toBe('unknown')
    expect(clientIp(new Headers({ 'x-atrium-client-ip': '2001:DB8::1' }))).toBe('2001:db8::1')
  })
})

describe('same-origin check', () => {
  const post = (headers: Record<string, string>) => new Request('http://localhost:3000/x', { method: 'POST', headers })
  it('accepts our own pages only', () => {
    expect(isSameOrigin(post({ 'sec-fetch-site': 'same-origin' }))).toBe(true)
    expect(isSameOrigin(post({ 'sec-fetch-site': 'cross-site' }))).toBe(false)
    expect(isSameOrigin(post({ 'sec-fetch-site': 'same-site' }))).toBe(false)
    expect(isSameOrigin(post({ origin: 'http://localhost:3000' }))).toBe(true)
    expect(isSameOrigin(post({ origin: 'null' }))).toBe(false)
    expect(isSameOrigin(post({ origin: 'https://evil.test' }))).toBe(false)
    expect(isSameOrigin(post({}))).toBe(false)
  })
})

describe('visitor cookie', () => {
  it('verifies its own signature and nothing else', () => {
    const id = newVisitorId()
    const value = signedVisitorValue(id)
    expect(verifyVisitorValue(value)).toBe(id)
    expect(verifyVisitorValue(`${newVisitorId()}.${value.split('.')[1]}`)).toBeNull()
    expect(verifyVisitorValue(`${id}.${'A'.repeat(43)}`)).toBeNull()
    expect(verifyVisitorValue('garbage')).toBeNull()
  })

  it('hashes addresses without keeping them', () => {
    expect(hashIp('203.0.113.1')).toMatch(/^[0-9a-f]{32}$/)
    expect(hashIp('203.0.113.1')).not.toBe(hashIp('203.0.113.2'))
    expect(hashIp('203.0.113.1')).not.toContain('203')
  })
})

describe('votes', () => {
  it('are whole numbers of stars from 1 to N', () => {
    for (const bad of [0, 6, 3.5, '5', null, undefined, -1, Number.NaN, Infinity]) expect(isValidVote(bad, 5)).toBe(false)
    for (const good of [1, 3, 5]) expect(isValidVote(good, 5)).toBe(true)
    expect(isValidVote(7, 10)).toBe(true)
  })

  it('are summed up in one wording for the viewer and the thumbnails', () => {
    const texts = { average: 'Average {average} of {stars}.', votes: 'Votes: {votes}', notRated: 'Not rated yet.' }
    expect(ratingSummary({ votes: 0, average: null }, 5, texts)).toBe('Not rated yet.')
    expect(ratingSummary({ votes: 3, average: 4 }, 5, texts)).toBe('Average 4.0 of 5. Votes: 3')
    expect(ratingSummary({ votes: 7, average: 3.3 }, 10, texts)).toBe('Average 3.3 of 10. Votes: 7')
  })

  it('average to one decimal, as the true mean', () => {
    expect(averageOf(0, 0)).toBeNull()
    expect(averageOf(3, 10)).toBe(3.3)
    expect(averageOf(4, 15)).toBe(3.8)
  })
})

describe('comment form rules', () => {
  it('trims, strips control characters and ignores fields it does not know', () => {
    const { draft, errors } = readComment({ name: ' Ann\u0007 ', email: '  ann@example.test ', body: ' Hi\r\nthere\u0000 ', consent: true, status: 'approved', published: 1 }, true)
    expect(errors).toEqual({})
    expect(draft).toEqual({ name: 'Ann', email: 'ann@example.test', body: 'Hi\nthere', altcha: undefined, honeypot: false })
  })

  it('names every problem by its field', () => {
    expect(readComment({}, true).errors).toEqual({
      name: 'Name field is required',
      email: 'E-mail field is required',
      body: 'Comment field is required',
      consent: 'Please agree to the privacy policy.',
    })
    expect(readComment({ name: 'A', body: 'B', consent: true, email: 'a@b' }, true).errors).toEqual({ email: 'Please enter a valid e-mail address.' })
    expect(readComment({ name: 'A', body: 'B', consent: true, website: 'x' }, false).draft.honeypot).toBe(true)
  })
})
