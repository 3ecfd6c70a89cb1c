import { describe, expect, it } from 'vitest'

import { mailchimpBaseUrl, subscriberHash } from '@/newsletter/mailchimp'
import { mayShowPopup, popupShownCookie } from '@/newsletter/popupRules'
import { matchesAddress, newsletterToken, readNewsletterToken } from '@/newsletter/tokens'

describe('promotional popup rules', () => {
  const state = (cookies: string, consentAnswered = true, consentRequired = true) => ({ cookies, consentAnswered, consentRequired })
  it('waits for the consent answer when there is a banner', () => {
    expect(mayShowPopup(state('', false), 'atrium_subscribed')).toBe(false)
    expect(mayShowPopup(state('', false, false), 'atrium_subscribed')).toBe(true)
    expect(mayShowPopup(state(''), 'atrium_subscribed')).toBe(true)
  })
  it('shows once per 5 days and never to a subscriber', () => {
    expect(mayShowPopup(state('a=1; atrium_popup=1'), 'atrium_subscribed')).toBe(false)
    expect(mayShowPopup(state('atrium_subscribed=1'), 'atrium_subscribed')).toBe(false)
    expect(mayShowPopup(state('atrium_popupx=1'), 'atrium_subscribed')).toBe(true)
    expect(popupShownCookie(false)).toBe('atrium_popup=1; Max-Age=432000; Path=/; SameSite=Lax')
  })
})

describe('newsletter links', () => {
  const subscriber = { id: 42, email: 'Ada@Example.org' }
  it('a confirmation link is signed, expires and names its purpose', () => {
    const token = newsletterToken('confirm', subscriber, new Date(Date.now() + 3600_000))
    const check = readNewsletterToken(token, 'confirm')
    expect(check).toMatchObject({ ok: true, id: 42 })
    expect(matchesAddress(check.fingerprint, 'ada@example.org')).toBe(true)
    expect(matchesAddress(check.fingerprint, 'eve@example.org')).toBe(false)
    expect(readNewsletterToken(token, 'unsubscribe')).toEqual({ ok: false, reason: 'invalid' })
    expect(readNewsletterToken(token, 'confirm', Date.now() + 2 * 3600_000)).toEqual({ ok: false, reason: 'expired' })
    const [body, signature] = token.split('.') as [string, string]
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString().replace('.42.', '.43.')).toString('base64url')
    expect(readNewsletterToken(`${forged}.${signature}`, 'confirm')).toEqual({ ok: false, reason: 'invalid' })
  })
  it('an unsubscribe link never expires', () => {
    expect(readNewsletterToken(newsletterToken('unsubscribe', subscriber), 'unsubscribe', Date.now() + 10 * 365 * 86_400_000)).toMatchObject({ ok: true, id: 42 })
  })
})

describe('Mailchimp client', () => {
  it('hashes the lower-cased address and finds the data centre in the key', () => {
    expect(subscriberHash(' Ada@Example.org ')).toBe(subscriberHash('ada@example.org'))
    expect(subscriberHash('ada@example.org')).toMatch(/^[0-9a-f]{32}$/)
    expect(mailchimpBaseUrl('abc-us21')).toBe('https://us21.api.mailchimp.com/3.0')
    expect(mailchimpBaseUrl('abc-us21', 'http://127.0.0.1:9/3.0/')).toBe('http://127.0.0.1:9/3.0')
    expect(() => mailchimpBaseUrl('abc')).toThrow(/data centre/)
  })
})
