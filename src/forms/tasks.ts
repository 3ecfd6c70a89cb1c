import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { getEnv, siteUrl } from '@/lib/env'
import { MAIL_QUEUE, MAIL_RETRY_POLICY } from '@/lib/server/jobs'

import { buildNotifications } from './mail'
import { fieldSpecs, type StoredForm } from './spec'

/**
 * Notification e-mails leave through Payload's jobs queue, never inside the visitor's request: the
 * submission is stored first, a job sends its mails and is retried with back-off while the mail
 * server fails. The submission records how it went, so an editor sees a failed notification and
 * can send it again.
 */
export const FORM_MAIL_TASK = 'formNotification'
/** Retries after the first attempt (src/lib/server/jobs.ts): a mail server may be away for hours. */
export const MAIL_RETRIES = MAIL_RETRY_POLICY.attempts

export type NotificationStatus = 'none' | 'held' | 'queued' | 'retrying' | 'sent' | 'logged' | 'failed'

async function record(payload: Payload, id: number, notification: { status: NotificationStatus; attempts?: number; lastError?: string | null; sentAt?: string | null }) {
  await payload.update({ collection: 'form-submissions', id, data: { notification }, overrideAccess: true, depth: 0, context: { notificationUpdate: true } })
}

/** Sends a stored submission's notifications now (the job's work; also what tests call through the queue). */
export async function sendNotifications(payload: Payload, submissionId: number): Promise<NotificationStatus> {
  const submission = await payload.findByID({ collection: 'form-submissions', id: submissionId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!submission) return 'none'
  const formId = typeof submission.form === 'object' ? submission.form.id : submission.form
  const form = (await payload.findByID({ collection: 'forms', id: formId, depth: 1, overrideAccess: true, disableErrors: true })) as StoredForm | null
  if (!form) return 'none'
  const attempts = (submission.notification?.attempts ?? 0) + 1
  const mails = buildNotifications(form, fieldSpecs(form), (submission.submissionData ?? []).map(({ field, value }) => ({ field, value })), {
    submissionId,
    adminUrl: `${siteUrl()}${payload.config.routes.admin}/collections/form-submissions/${submissionId}`,
  })
  if (mails.length === 0) {
    await record(payload, submissionId, { status: 'none', attempts, lastError: null })
    return 'none'
  }
  try {
    for (const mail of mails) {
      await payload.sendEmail({ to: mail.to, cc: mail.cc.length ? mail.cc : undefined, bcc: mail.bcc.length ? mail.bcc : undefined, replyTo: mail.replyTo ?? undefined, subject: mail.subject, text: mail.text })
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await record(payload, submissionId, { status: attempts > MAIL_RETRIES ? 'failed' : 'retrying', attempts, lastError: message.slice(0, 500) })
    throw error
  }
  // Without SMTP Payload writes mail to the server log: say so rather than "sent".
  const status: NotificationStatus = getEnv().SMTP_HOST ? 'sent' : 'logged'
  await record(payload, submissionId, { status, attempts, lastError: null, sentAt: new Date().toISOString() })
  return status
}

export const formNotificationTask: TaskConfig<{ input: { submission: number }; output: object }> = {
  slug: FORM_MAIL_TASK,
  label: 'Send a form notification',
  inputSchema: [{ name: 'submission', type: 'number', required: true }],
  retries: MAIL_RETRY_POLICY,
  handler: async ({ input, req }) => {
    await sendNotifications(req.payload, input.submission)
    return { output: {} }
  },
}

/** Puts a submission's notification on the mail queue. */
export async function queueNotification(payload: Payload, submissionId: number, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: FORM_MAIL_TASK, input: { submission: submissionId }, queue: MAIL_QUEUE, req })
}
