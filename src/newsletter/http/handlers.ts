import type { Payload } from 'payload'

import { isEmailAddress } from '@/lib/email'
import { t } from '@/lib/messages'
import { clientIp } from '@/lib/security/clientIp'
import { hashEmail, hashIp } from '@/lib/security/hashIp'
import { checkSolution } from '@/lib/server/challenge'
import { crossSite, json, limited, problem, readBody } from '@/lib/server/http'
import { localPath } from '@/lib/urls'

import { queueMailchimpSync, queueNewsletterMail } from '../tasks'
import { matchesAddress, readNewsletterToken } from '../tokens'

/**
 * Sign-up, confirmation and unsubscribe. A sign-up answers the same for a new address, a pending
 * one and a subscribed one (nobody can learn who subscribed), and only the confirmation link in the
 * mail makes a subscriber. Without scripts the sign-up is a plain form post (no spam check, but the
 * double opt-in and the rate limit still stand between a robot and anyone's inbox).
 */
const FORMS = ['footer', 'block', 'popup'] as const
const ticked = (value: unknown) => value === true || value === 'on' || value === 'true' || value === '1'
const safePath = (value: unknown) => localPath(value, 300)

type SignUp = { email: unknown; consent: unknown; altcha: unknown; website: unknown; form: unknown; source: unknown; redirect: unknown; browser: boolean }

async function parse(request: Request): Promise<SignUp | 'too large' | null> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  const text = await readBody(request, 8 * 1024)
  if (text === null) return 'too large'
  if (type.startsWith('application/json')) {
    try {
      const body = JSON.parse(text) as Record<string, unknown>
      return body && typeof body === 'object' ? { ...body, browser: true } as SignUp : null
    } catch {
      return null
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const params = new URLSearchParams(text)
    return { email: params.get('email'), consent: params.get('consent'), altcha: params.get('altcha'), website: params.get('website'), form: params.get('form'), source: params.get('source'), redirect: params.get('redirect'), browser: false }
  }
  return null
}

export async function subscribe(payload: Payload, request: Request): Promise<Response> {
  const html = !(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')
  const done = (target: string) => new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } })
  const fail = (status: number, message: string, errors: Record<string, string> = {}) => (html ? done(`/newsletter/done?result=${status === 429 ? 'busy' : 'problem'}`) : problem(status, message, { errors }))

  const foreign = crossSite(request)
  if (foreign) return html ? fail(403, t('request.crossSite')) : foreign
  const tooMany = await limited('newsletterByIp', hashIp(clientIp(request.headers)))
  if (tooMany) return html ? fail(429, '') : tooMany
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.features?.newsletter === false) return fail(404, t('newsletter.off'))

  const body = await parse(request)
  if (body === 'too large') return fail(413, t('request.tooLarge'))
  if (!body) return fail(400, t('request.unreadable'))
  if (typeof body.website === 'string' && body.website !== '') return fail(400, t('forms.rejected'))
  const email = typeof body.email === 'string' ? body.email.trim() : ''
  const errors: Record<string, string> = {}
  if (email === '') errors.email = t('forms.required', { field: t('newsletter.email') })
  else if (!isEmailAddress(email)) errors.email = t('forms.email')
  if (!ticked(body.consent)) errors.consent = t('newsletter.consentRequired')
  if (Object.keys(errors).length) return fail(400, t('forms.invalid'), errors)
  if (body.browser || body.altcha) {
    const check = await checkSolution(body.altcha)
    if (check === 'missing') return fail(400, t('forms.challengeMissing'))
    if (check !== 'valid') return fail(400, t('forms.challengeInvalid'))
  }

  const form = FORMS.includes(body.form as (typeof FORMS)[number]) ? (body.form as string) : 'block'
  const address = email.toLowerCase()
  const existing = (await payload.find({ collection: 'subscribers', where: { email: { equals: address } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
  const consent = { at: new Date().toISOString(), form, emailHash: hashEmail(address) }
  // A subscribed address gets nothing new (and the visitor hears the same as anyone else).
  if (!existing || existing.status !== 'subscribed') {
    const subscriber = existing
      ? await payload.update({ collection: 'subscribers', id: existing.id, data: { status: 'pending', consent, source: safePath(body.source) }, overrideAccess: true, depth: 0 })
      : await payload.create({ collection: 'subscribers', data: { email: address, status: 'pending', consent, source: safePath(body.source) }, overrideAccess: true, depth: 0 })
    await queueNewsletterMail(payload, subscriber.id, 'confirm')
  }
  const redirect = safePath(body.redirect)
  if (html) return done(redirect ?? '/newsletter/done?result=pending')
  return json({ ok: 1, message: t('newsletter.success'), redirect }, { status: 202 })
}

export type LinkResult = 'confirmed' | 'unsubscribed' | 'expired' | 'invalid'

/** The link in the confirmation mail: the subscriber is subscribed (a second click changes nothing). */
export async function confirm(payload: Payload, token: unknown): Promise<LinkResult> {
  const check = readNewsletterToken(token, 'confirm')
  if (!check.ok) return check.reason
  const subscriber = await payload.findByID({ collection: 'subscribers', id: check.id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!subscriber || !matchesAddress(check.fingerprint, subscriber.email)) return 'invalid'
  if (subscriber.status === 'subscribed') return 'confirmed'
  // An unsubscribe after the confirmation mail was sent wins over its old link.
  if (subscriber.status === 'unsubscribed') return 'invalid'
  await payload.update({ collection: 'subscribers', id: subscriber.id, data: { status: 'subscribed', consent: { ...subscriber.consent, confirmedAt: new Date().toISOString() } }, overrideAccess: true, depth: 0 })
  await queueNewsletterMail(payload, subscriber.id, 'welcome')
  await queueMailchimpSync(payload, subscriber.id)
  return 'confirmed'
}

/** The link in every newsletter mail (and its List-Unsubscribe header): one click, no questions. */
export async function unsubscribe(payload: Payload, token: unknown): Promise<LinkResult> {
  const check = readNewsletterToken(token, 'unsubscribe')
  if (!check.ok) return check.reason
  const subscriber = await payload.findByID({ collection: 'subscribers', id: check.id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!subscriber || !matchesAddress(check.fingerprint, subscriber.email)) return 'invalid'
  if (subscriber.status !== 'unsubscribed') {
    await payload.update({ collection: 'subscribers', id: subscriber.id, data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() }, overrideAccess: true, depth: 0 })
    await queueMailchimpSync(payload, subscriber.id)
  }
  return 'unsubscribed'
}
