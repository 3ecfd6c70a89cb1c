import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { getEnv, siteUrl } from '@/lib/env'
import { MAIL_QUEUE, MAIL_RETRY_POLICY } from '@/lib/server/jobs'

import { mailchimpClient } from './mailchimp'
import { newsletterToken } from './tokens'

/**
 * Newsletter mail and the Mailchimp sync run on the jobs queue: a failing mail server or Mailchimp
 * is retried with back-off, and a visitor is never told something happened that did not.
 */
export const NEWSLETTER_MAIL_TASK = 'newsletterMail'
export const MAILCHIMP_TASK = 'mailchimpSync'

export const confirmUrl = (subscriber: { id: number; email: string }) => {
  const hours = getEnv().NEWSLETTER_CONFIRM_HOURS
  return `${siteUrl()}/newsletter/confirm?token=${newsletterToken('confirm', subscriber, new Date(Date.now() + hours * 3600_000))}`
}
export const unsubscribeUrl = (subscriber: { id: number; email: string }) => `${siteUrl()}/newsletter/unsubscribe?token=${newsletterToken('unsubscribe', subscriber)}`

async function siteName(payload: Payload): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return settings.siteName || 'Atrium'
}

/** Sends the confirmation request (pending) or the welcome (subscribed; a newsletter mail, so it carries the unsubscribe link and header). */
export async function sendNewsletterMail(payload: Payload, id: number, kind: 'confirm' | 'welcome'): Promise<'sent' | 'skipped'> {
  const subscriber = await payload.findByID({ collection: 'subscribers', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!subscriber) return 'skipped'
  const name = await siteName(payload)
  const unsubscribe = unsubscribeUrl(subscriber)
  if (kind === 'confirm') {
    if (subscriber.status !== 'pending') return 'skipped'
    const hours = getEnv().NEWSLETTER_CONFIRM_HOURS
    await payload.sendEmail({
      to: subscriber.email,
      subject: `Please confirm your subscription to the ${name} newsletter`,
      text: [
        `Someone, hopefully you, asked to receive the ${name} newsletter at this address.`,
        '',
        'To confirm, open this link:',
        confirmUrl(subscriber),
        '',
        `The link works for ${hours} hours. If you did not ask for this, ignore this e-mail: you will not be subscribed.`,
      ].join('\n'),
    })
    return 'sent'
  }
  if (subscriber.status !== 'subscribed') return 'skipped'
  await payload.sendEmail({
    to: subscriber.email,
    subject: `Welcome to the ${name} newsletter`,
    text: [`Your subscription is confirmed: the ${name} newsletter will arrive once a month.`, '', `To unsubscribe with one click: ${unsubscribe}`].join('\n'),
    // RFC 2369 and RFC 8058: mail programs offer their own one-click unsubscribe.
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
  return 'sent'
}

/** Brings the subscriber's Mailchimp membership in line with ours (when Mailchimp is configured). */
export async function syncMailchimp(payload: Payload, id: number): Promise<'synced' | 'off' | 'skipped'> {
  const env = getEnv()
  if (!env.MAILCHIMP_API_KEY || !env.MAILCHIMP_AUDIENCE_ID) return 'off'
  const subscriber = await payload.findByID({ collection: 'subscribers', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!subscriber || subscriber.status === 'pending') return 'skipped'
  const client = mailchimpClient({ apiKey: env.MAILCHIMP_API_KEY, audienceId: env.MAILCHIMP_AUDIENCE_ID, baseUrl: env.MAILCHIMP_API_URL })
  try {
    await client.upsertMember(subscriber.email, subscriber.status === 'subscribed' ? { statusIfNew: 'pending' } : { status: 'unsubscribed' })
  } catch (error) {
    payload.logger.warn({ msg: `Mailchimp sync of subscriber ${id} failed; it will be retried`, err: error })
    await payload.update({ collection: 'subscribers', id, data: { mailchimp: { status: 'failed', lastError: error instanceof Error ? error.message.slice(0, 500) : String(error) } }, overrideAccess: true, depth: 0 })
    throw error
  }
  await payload.update({ collection: 'subscribers', id, data: { mailchimp: { status: 'synced', lastError: null } }, overrideAccess: true, depth: 0 })
  return 'synced'
}

const RETRIES = MAIL_RETRY_POLICY

export const newsletterMailTask: TaskConfig<{ input: { subscriber: number; kind: 'confirm' | 'welcome' }; output: object }> = {
  slug: NEWSLETTER_MAIL_TASK,
  label: 'Send a newsletter e-mail',
  inputSchema: [
    { name: 'subscriber', type: 'number', required: true },
    { name: 'kind', type: 'select', options: ['confirm', 'welcome'], required: true },
  ],
  retries: RETRIES,
  handler: async ({ input, req }) => {
    await sendNewsletterMail(req.payload, input.subscriber, input.kind)
    return { output: {} }
  },
}

export const mailchimpTask: TaskConfig<{ input: { subscriber: number }; output: object }> = {
  slug: MAILCHIMP_TASK,
  label: 'Sync a subscriber with Mailchimp',
  inputSchema: [{ name: 'subscriber', type: 'number', required: true }],
  retries: RETRIES,
  handler: async ({ input, req }) => {
    await syncMailchimp(req.payload, input.subscriber)
    return { output: {} }
  },
}

export async function queueNewsletterMail(payload: Payload, subscriber: number, kind: 'confirm' | 'welcome', req?: PayloadRequest) {
  await payload.jobs.queue({ task: NEWSLETTER_MAIL_TASK, input: { subscriber, kind }, queue: MAIL_QUEUE, req })
}

export async function queueMailchimpSync(payload: Payload, subscriber: number, req?: PayloadRequest) {
  const env = getEnv()
  if (!env.MAILCHIMP_API_KEY || !env.MAILCHIMP_AUDIENCE_ID) return
  await payload.update({ collection: 'subscribers', id: subscriber, data: { mailchimp: { status: 'queued' } }, overrideAccess: true, depth: 0, req })
  await payload.jobs.queue({ task: MAILCHIMP_TASK, input: { subscriber }, queue: MAIL_QUEUE, req })
}
