import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

import { EMAIL_PATTERN } from '@/lib/email'

import type { FieldSpec } from './rules'
import type { StoredForm } from './spec'

/**
 * The notification e-mails a submission sends, from the form's e-mail settings. Plain text only (the
 * visitor's words go in as they are, never as markup); a fixed sender; Reply-To only from an e-mail
 * field the visitor filled (already checked); and no header value may hold a line break, which is
 * how a message would smuggle in headers of its own.
 */
export type NotificationMail = { to: string[]; cc: string[]; bcc: string[]; replyTo: string | null; subject: string; text: string }

export class UnsafeHeaderError extends Error {
  constructor(readonly header: string) {
    super(`A line break in the ${header} header`)
    this.name = 'UnsafeHeaderError'
  }
}

const LINE_BREAK = /[\r\n\u2028\u2029]/
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_-]+)\s*\}\}/g

type Answer = { field: string; value: string }

function filled(template: string, answers: Map<string, string>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => answers.get(name) ?? '')
}

function header(name: string, value: string): string {
  if (LINE_BREAK.test(value)) throw new UnsafeHeaderError(name)
  return value.trim()
}

/** A list of addresses: only those that are addresses are kept (an editor's typo sends to the rest). */
function addresses(name: string, template: string | null | undefined, answers: Map<string, string>): string[] {
  if (!template) return []
  return header(name, filled(template, answers))
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => EMAIL_PATTERN.test(part))
}

export function buildNotifications(
  form: Pick<StoredForm, 'title' | 'emails'>,
  specs: readonly FieldSpec[],
  data: readonly Answer[],
  meta: { submissionId: number | string; adminUrl: string; fallbackTo?: string | null },
): NotificationMail[] {
  const answers = new Map<string, string>(data.map((answer) => [answer.field, answer.value]))
  answers.set('formSubmissionID', String(meta.submissionId))
  const emailFields = new Set(specs.filter((spec) => spec.kind === 'email').map((spec) => spec.name))
  const firstEmail = data.find((answer) => emailFields.has(answer.field))?.value ?? null
  const summary = specs
    .filter((spec) => answers.has(spec.name))
    .map((spec) => `${spec.label}: ${spec.kind === 'textarea' ? `\n${answers.get(spec.name)}\n` : answers.get(spec.name)}`)
    .join('\n')

  return (form.emails ?? []).flatMap((email) => {
    const to = addresses('To', email.emailTo || meta.fallbackTo, answers)
    if (to.length === 0) return []
    // Reply-To: a typed address, or placeholders that name e-mail fields only; else the first e-mail answer.
    let replyTo: string | null = firstEmail
    if (email.replyTo?.trim()) {
      const names = [...email.replyTo.matchAll(PLACEHOLDER)].map((match) => match[1]!)
      const candidate = header('Reply-To', filled(email.replyTo, answers))
      replyTo = names.every((name) => emailFields.has(name)) && EMAIL_PATTERN.test(candidate) ? candidate : firstEmail
    }
    const intro = email.message && typeof email.message === 'object' && 'root' in email.message ? filled(convertLexicalToPlaintext({ data: email.message as SerializedEditorState }).trim(), answers) : ''
    return [
      {
        to,
        cc: addresses('Cc', email.cc, answers),
        bcc: addresses('Bcc', email.bcc, answers),
        replyTo,
        subject: header('Subject', filled(email.subject || `New submission: ${form.title}`, answers)).slice(0, 250),
        text: [intro, intro ? '' : null, `Form: ${form.title}`, '', summary, '', `In the admin: ${meta.adminUrl}`].filter((line) => line !== null).join('\n'),
      },
    ]
  })
}
