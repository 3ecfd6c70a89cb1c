import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { solvedPayload } from '../helpers/engagement'
import { startFakeMailchimp, type FakeMailchimp } from '../helpers/fakeMailchimp'
import { addressesOf, rawHeader, startSmtp, type TestSmtp } from '../helpers/smtp'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

/**
 * Newsletter double opt-in through the handlers the routes bind: the sign-up (same answer for
 * everyone), the confirmation mail and its signed, expiring link, the welcome mail with its
 * one-click unsubscribe, and the Mailchimp sync against a stand-in of its API (retried when down).
 */
const SITE = 'http://localhost:3000'
const API_KEY = '0123456789abcdef0123456789abcdef-us21'
let ipCounter = 0

type Handlers = typeof import('@/newsletter/http/handlers')

describe(`newsletter (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let smtp: TestSmtp
  let mailchimp: FakeMailchimp
  let handlers: Handlers

  const signUp = (body: Record<string, unknown>, type = 'application/json') =>
    handlers.subscribe(
      ctx.payload,
      new Request(`${SITE}/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': type, 'sec-fetch-site': 'same-origin', 'x-atrium-client-ip': `192.0.2.${++ipCounter}` },
        body: type === 'application/json' ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString(),
      }),
    )
  const altcha = async () => {
    const { newChallenge } = await import('@/lib/server/challenge')
    return solvedPayload(await newChallenge())
  }
  const runMail = () => ctx.payload.jobs.run({ queue: 'mail', limit: 20 })
  const subscriber = async (email: string) => (await ctx.payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })).docs[0]
  const linkIn = (mail: ParsedMail, path: string) => {
    const match = new RegExp(`${SITE}${path}\\?token=([A-Za-z0-9_.-]+)`).exec(mail.text ?? '')
    if (!match) throw new Error(`No ${path} link in: ${mail.text}`)
    return match[1]!
  }

  beforeAll(async () => {
    smtp = await startSmtp()
    mailchimp = await startFakeMailchimp({ apiKey: API_KEY, listId: 'a1b2c3d4e5' })
    ctx = await startTestPayload({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: 'news@atrium.test',
      SITE_URL: SITE,
      JOBS_AUTORUN: 'off',
      MAILCHIMP_API_KEY: API_KEY,
      MAILCHIMP_AUDIENCE_ID: 'a1b2c3d4e5',
      MAILCHIMP_API_URL: mailchimp.baseUrl,
    })
    handlers = await import('@/newsletter/http/handlers')
    await ctx.payload.updateGlobal({ slug: 'site-settings', data: { siteName: 'Atrium' }, context: { disableRevalidate: true } })
  })

  afterAll(async () => {
    vi.useRealTimers()
    const { closeLimits } = await import('@/lib/server/limits')
    await closeLimits()
    await ctx?.cleanup()
    await smtp?.close()
    await mailchimp?.close()
  })

  it('signs up, confirms through the mailed link, welcomes with a one-click unsubscribe, and syncs Mailchimp', async () => {
    const response = await signUp({ email: 'Ada@Example.org', consent: true, altcha: await altcha(), form: 'footer', source: '/about' })
    expect(response.status).toBe(202)
    expect((await response.json()).message).toBe('Thank you. Please check your inbox and confirm your subscription with the link we sent you.')
    const pending = await subscriber('ada@example.org')
    expect(pending).toMatchObject({ status: 'pending', source: '/about', consent: { form: 'footer' } })
    expect(pending!.consent?.emailHash).toMatch(/^[0-9a-f]{64}$/)
    expect(pending!.consent?.at).toBeTruthy()

    await runMail()
    const confirmation = await smtp.waitFor((mail) => addressesOf(mail.to).includes('ada@example.org') && /confirm/i.test(mail.subject ?? ''))
    expect(addressesOf(confirmation.from)).toEqual(['news@atrium.test'])
    // Nothing goes to Mailchimp before the visitor confirms.
    expect(mailchimp.calls).toHaveLength(0)

    expect(await handlers.confirm(ctx.payload, linkIn(confirmation, '/newsletter/confirm'))).toBe('confirmed')
    expect(await subscriber('ada@example.org')).toMatchObject({ status: 'subscribed' })
    await runMail()
    const welcome = await smtp.waitFor((mail) => addressesOf(mail.to).includes('ada@example.org') && /welcome/i.test(mail.subject ?? ''))
    const unsubscribeToken = linkIn(welcome, '/newsletter/unsubscribe')
    expect(rawHeader(welcome, 'List-Unsubscribe')).toBe(`<${SITE}/newsletter/unsubscribe?token=${unsubscribeToken}>`)
    expect(rawHeader(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect([...mailchimp.members.values()]).toEqual([{ email_address: 'ada@example.org', status: 'pending', list_id: 'a1b2c3d4e5' }])
    expect(mailchimp.calls[0]!.body).toEqual({ email_address: 'ada@example.org', status_if_new: 'pending' })
    expect((await subscriber('ada@example.org'))!.mailchimp?.status).toBe('synced')

    // A second click on the confirmation link changes nothing.
    expect(await handlers.confirm(ctx.payload, linkIn(confirmation, '/newsletter/confirm'))).toBe('confirmed')

    // One click unsubscribes; Mailchimp hears of it; the old confirmation link cannot undo it.
    expect(await handlers.unsubscribe(ctx.payload, unsubscribeToken)).toBe('unsubscribed')
    expect(await subscriber('ada@example.org')).toMatchObject({ status: 'unsubscribed' })
    await runMail()
    expect([...mailchimp.members.values()][0]!.status).toBe('unsubscribed')
    expect(await handlers.confirm(ctx.payload, linkIn(confirmation, '/newsletter/confirm'))).toBe('invalid')
    expect(await handlers.unsubscribe(ctx.payload, unsubscribeToken)).toBe('unsubscribed')
  })

  it('answers a known address exactly as a new one, and mails a subscribed one nothing', async () => {
    const first = await signUp({ email: 'grace@example.org', consent: true, altcha: await altcha() })
    await runMail()
    const confirmation = await smtp.waitFor((mail) => addressesOf(mail.to).includes('grace@example.org'))
    await handlers.confirm(ctx.payload, linkIn(confirmation, '/newsletter/confirm'))
    await runMail()
    const before = smtp.mails.length
    const again = await signUp({ email: 'grace@example.org', consent: true, altcha: await altcha() })
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual({ ok: 1, message: 'Thank you. Please check your inbox and confirm your subscription with the link we sent you.', redirect: null })
    await runMail()
    expect(smtp.mails.length).toBe(before)
    expect(await subscriber('grace@example.org')).toMatchObject({ status: 'subscribed' })
  })

  it('refuses bad input with a sentence and stores nothing', async () => {
    const before = (await ctx.payload.count({ collection: 'subscribers', overrideAccess: true })).totalDocs
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ email: 'not-an-address', consent: true }, { email: 'Please enter a valid e-mail address, such as name@example.com.' }],
      [{ email: 'x@example.org\r\nBcc: y@example.org', consent: true }, { email: 'Please enter a valid e-mail address, such as name@example.com.' }],
      [{ email: 'x@example.org' }, { consent: 'Please agree to receive the newsletter.' }],
      [{ email: '', consent: true }, { email: 'E-mail is required.' }],
    ]
    for (const [body, errors] of cases) {
      const response = await signUp({ ...body, altcha: await altcha() })
      expect(response.status).toBe(400)
      expect((await response.json()).errors).toEqual(errors)
    }
    const robot = await signUp({ email: 'bot@example.org', consent: true, website: 'x', altcha: await altcha() })
    expect(robot.status).toBe(400)
    const noCheck = await signUp({ email: 'bot@example.org', consent: true })
    expect(noCheck.status).toBe(400)
    expect((await ctx.payload.count({ collection: 'subscribers', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('works without scripts: the form posts and lands on the outcome page', async () => {
    const response = await signUp({ email: 'plain@example.org', consent: 'on', form: 'block' }, 'application/x-www-form-urlencoded')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/newsletter/done?result=pending')
    expect(await subscriber('plain@example.org')).toMatchObject({ status: 'pending' })
    const bad = await signUp({ email: 'plain@example.org' }, 'application/x-www-form-urlencoded')
    expect(bad.headers.get('location')).toBe('/newsletter/done?result=problem')
  })

  it('accepts only its own, unexpired, unaltered links', async () => {
    await signUp({ email: 'links@example.org', consent: true, altcha: await altcha() })
    await runMail()
    const token = linkIn(await smtp.waitFor((mail) => addressesOf(mail.to).includes('links@example.org')), '/newsletter/confirm')
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`
    expect(await handlers.confirm(ctx.payload, altered)).toBe('invalid')
    expect(await handlers.unsubscribe(ctx.payload, token)).toBe('invalid')
    expect(await handlers.confirm(ctx.payload, 'garbage')).toBe('invalid')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 49 * 3600_000)
    expect(await handlers.confirm(ctx.payload, token)).toBe('expired')
    vi.useRealTimers()
    expect(await subscriber('links@example.org')).toMatchObject({ status: 'pending' })
  })

  it('keeps the subscription when Mailchimp is down and syncs it when it is back', async () => {
    await signUp({ email: 'outage@example.org', consent: true, altcha: await altcha() })
    await runMail()
    const token = linkIn(await smtp.waitFor((mail) => addressesOf(mail.to).includes('outage@example.org')), '/newsletter/confirm')
    mailchimp.failNext(1)
    expect(await handlers.confirm(ctx.payload, token)).toBe('confirmed')
    await runMail()
    const failed = await subscriber('outage@example.org')
    expect(failed).toMatchObject({ status: 'subscribed', mailchimp: { status: 'failed' } })
    expect(failed!.mailchimp?.lastError).toMatch(/503/)
    const { docs } = await ctx.payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'mailchimpSync' } }, overrideAccess: true })
    await ctx.payload.update({ collection: 'payload-jobs', id: docs[0]!.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    await runMail()
    expect(await subscriber('outage@example.org')).toMatchObject({ mailchimp: { status: 'synced' } })
  })

  it('refuses sign-ups while the site\'s newsletter switch is off', async () => {
    await ctx.payload.updateGlobal({ slug: 'site-settings', data: { features: { newsletter: false } }, context: { disableRevalidate: true } })
    const response = await signUp({ email: 'off@example.org', consent: true, altcha: await altcha() })
    expect(response.status).toBe(404)
    expect((await response.json()).message).toBe('The newsletter sign-up is switched off.')
    await ctx.payload.updateGlobal({ slug: 'site-settings', data: { features: { newsletter: true } }, context: { disableRevalidate: true } })
  })
})
