import type { Payload } from 'payload'
import { z } from 'zod'

import { isEmailAddress } from '@/lib/email'
import { t } from '@/lib/messages'
import { hashEmail } from '@/lib/security/hashIp'
import { checkSolution } from '@/lib/server/challenge'
import { json, problem, refusedWith, visitorWrite } from '@/lib/server/http'
import { fieldErrors, readFields } from '@/lib/server/input'
import { localPath } from '@/lib/urls'

import type { SignedUp } from '../answers'
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
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * A sign-up, from the form's script (JSON) or a plain form post. Every field a person fills has its
 * sentence here; the others are taken as they are safe (a known form, a path of ours, else nothing).
 */
// Any field may be missing (zod 4 requires a key unless its schema is optional): a missing e-mail
// or consent still gets its sentence, from the schema the value is piped into.
const field = () => z.unknown().optional()
const SignUp = z.object({
  email: field()
    .transform((value) => text(value).trim())
    .pipe(z.string().min(1, { error: () => t('forms.required', { field: t('newsletter.email') }) }).refine(isEmailAddress, { error: () => t('forms.email') })),
  consent: field().pipe(z.unknown().refine(ticked, { error: () => t('newsletter.consentRequired') })),
  altcha: field(),
  website: field().transform(text),
  form: field().transform((value) => (FORMS.includes(value as (typeof FORMS)[number]) ? (value as (typeof FORMS)[number]) : 'block')),
  source: field().transform(safePath),
  redirect: field().transform(safePath),
})
export type SignUpBody = z.input<typeof SignUp>

export async function subscribe(payload: Payload, request: Request): Promise<Response> {
  const html = !(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')
  const done = (target: string) => new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } })
  const fail = (status: number, message: string, errors: Record<string, string> = {}) => (html ? done(`/newsletter/done?result=${status === 429 ? 'busy' : 'problem'}`) : problem(status, message, { errors }))

  const refused = await visitorWrite(request, 'newsletterByIp')
  if (refused) return html ? fail(refused.status, refused.message) : refusedWith(refused)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.features?.newsletter === false) return fail(404, t('newsletter.off'))

  // The honeypot first (a field only robots fill), then what the person typed.
  const fields = await readFields(request, { maxBytes: 8 * 1024, forms: true })
  if (!fields.ok) return fail(fields.status, fields.message)
  if (text(fields.data.website) !== '') return fail(400, t('forms.rejected'))
  const checked = SignUp.safeParse(fields.data)
  if (!checked.success) return fail(400, t('forms.invalid'), fieldErrors(checked.error))
  const body = checked.data
  if (fields.script || body.altcha) {
    const check = await checkSolution(body.altcha)
    if (check === 'missing') return fail(400, t('forms.challengeMissing'))
    if (check !== 'valid') return fail(400, t('forms.challengeInvalid'))
  }

  const form = body.form
  const address = body.email.toLowerCase()
  const existing = (await payload.find({ collection: 'subscribers', where: { email: { equals: address } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
  const consent = { at: new Date().toISOString(), form, emailHash: hashEmail(address) }
  // A subscribed address gets nothing new (and the visitor hears the same as anyone else).
  if (!existing || existing.status !== 'subscribed') {
    const subscriber = existing
      ? await payload.update({ collection: 'subscribers', id: existing.id, data: { status: 'pending', consent, source: body.source }, overrideAccess: true, depth: 0 })
      : await payload.create({ collection: 'subscribers', data: { email: address, status: 'pending', consent, source: body.source }, overrideAccess: true, depth: 0 })
    await queueNewsletterMail(payload, subscriber.id, 'confirm')
  }
  const redirect = body.redirect
  if (html) return done(redirect ?? '/newsletter/done?result=pending')
  return json({ ok: 1, message: t('newsletter.success'), redirect } satisfies SignedUp, { status: 202 })
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
