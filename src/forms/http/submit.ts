import type { Payload } from 'payload'
import { z } from 'zod'

import { getEnv } from '@/lib/env'
import { pickMessages, t } from '@/lib/messages'
import { checkSolutionAt } from '@/lib/server/challenge'
import { json, problem, refusedWith, visitorWrite } from '@/lib/server/http'
import { readFields } from '@/lib/server/input'

import type { FormSent } from '../answers'
import { loadForm, publicForm } from '../data'
import { buildNotifications, UnsafeHeaderError } from '../mail'
import { checkSubmission, FORM_RULE_MESSAGES, type FieldSpec } from '../rules'
import { fieldSpecs } from '../spec'

/**
 * A visitor sends a site form. Two ways in: the page's script (JSON, with the spam check's answer)
 * and a plain HTML post when scripts do not run (no spam check possible: stored, held for an
 * editor's review, no e-mail until they send it). Every check runs before anything is stored: same
 * site, rate limit, the honeypot, each answer by the form's rules, the spam check and the time it
 * took, header safety. Then the submission is stored (its mail is queued with it) and the visitor
 * gets the form's confirmation or redirect.
 */
const MAX_BODY_BYTES = 64 * 1024
const HONEYPOT = 'website'

/**
 * What a submission carries, however it came: the answers by field name, the spam check's answer,
 * the honeypot and the page it was sent from. The script sends `{ values, altcha, website, source }`;
 * a plain post sends every field by name (checkboxes repeated), read against the form's fields.
 */
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const FromScript = z.object({
  values: z.record(z.string(), z.unknown()),
  altcha: z.unknown().optional(),
  website: z.unknown().optional().transform(text),
  source: z.unknown().optional().transform((value) => (typeof value === 'string' ? value : null)),
})
export type FormSubmissionBody = z.input<typeof FromScript>
type Parsed = { answers: Record<string, unknown>; altcha: unknown; honeypot: string; source: string | null; browser: boolean }

function fromScript(body: z.output<typeof FromScript>): Parsed {
  return { answers: body.values, altcha: body.altcha, honeypot: body.website, source: body.source, browser: true }
}

function fromPost(fields: Record<string, unknown>, specs: readonly FieldSpec[]): Parsed {
  const answers: Record<string, unknown> = {}
  for (const spec of specs) if (Object.hasOwn(fields, spec.name)) answers[spec.name] = fields[spec.name]
  return { answers, altcha: fields.altcha ?? null, honeypot: text(fields[HONEYPOT]), source: typeof fields.source === 'string' ? fields.source : null, browser: false }
}

/** The path of our page the form was on (for editors); nothing else is kept of it. */
const sourcePath = (source: string | null) => (source && /^\/[^\s]{0,300}$/.test(source) && !source.startsWith('//') ? source : null)

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The answer for a plain HTML post: a short page, since the visitor's browser shows whatever comes back. */
function htmlPage(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}li{margin:.25rem 0}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">${escapeHtml(t('forms.backHome'))}</a></p></main></body></html>`
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

export async function submitForm(payload: Payload, request: Request, rawId: string): Promise<Response> {
  const id = /^\d{1,12}$/.test(rawId) ? Number(rawId) : null
  const wantsHtml = !(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')
  const fail = (status: number, message: string, errors: Record<string, string> = {}, specs: readonly FieldSpec[] = []) => {
    if (!wantsHtml) return problem(status, message, { errors })
    const labels = new Map(specs.map((spec) => [spec.name, spec.label]))
    const items = Object.entries(errors).map(([name, text]) => `<li><strong>${escapeHtml(labels.get(name) ?? name)}</strong>: ${escapeHtml(text)}</li>`)
    return htmlPage(status, t('forms.resultTitle'), `<p role="alert">${escapeHtml(items.length ? t('forms.correct') : message)}</p>${items.length ? `<ul>${items.join('')}</ul>` : ''}`)
  }

  const refused = await visitorWrite(request, 'formByIp')
  if (refused) {
    if (!wantsHtml) return refusedWith(refused)
    const page = fail(refused.status, refused.message)
    if (refused.retryAfter !== undefined) page.headers.set('Retry-After', String(refused.retryAfter))
    return page
  }

  const form = id === null ? null : await loadForm(payload, id)
  if (!form) return fail(404, t('forms.notFound'))
  const specs = fieldSpecs(form)

  const checkboxes = new Set(specs.filter((spec) => spec.kind === 'checkboxes').map((spec) => spec.name))
  const sent = await readFields(request, { maxBytes: MAX_BODY_BYTES, forms: true, lists: (name) => checkboxes.has(name) })
  if (!sent.ok) return fail(sent.status, sent.reason === 'too large' ? sent.message : t('forms.unreadable'))
  let parsed: Parsed
  if (sent.script) {
    const script = FromScript.safeParse(sent.data)
    if (!script.success) return fail(400, t('forms.unreadable'))
    parsed = fromScript(script.data)
  } else {
    parsed = fromPost(sent.data, specs)
  }

  // A field people never see: only a robot fills it.
  if (parsed.honeypot !== '') return fail(400, t('forms.rejected'))

  const { data, errors } = checkSubmission(specs, parsed.answers, pickMessages(FORM_RULE_MESSAGES))
  if (Object.keys(errors).length > 0) return fail(400, t('forms.invalid'), errors, specs)

  // The spam check: required from the page's script; a plain HTML post has none and is held.
  let held = false
  if (parsed.browser || parsed.altcha) {
    const { check, issuedAt } = await checkSolutionAt(parsed.altcha)
    if (check === 'missing') return fail(400, t('forms.challengeMissing'))
    if (check !== 'valid') return fail(400, t('forms.challengeInvalid'))
    const minimum = getEnv().FORM_MIN_FILL_SECONDS * 1000
    if (issuedAt !== null && Date.now() - issuedAt < minimum) return fail(400, t('forms.tooFast'))
  } else {
    held = true
  }

  // Header safety before storing: a value that would break a header refuses the whole submission.
  try {
    buildNotifications(form, specs, data, { submissionId: 0, adminUrl: '' })
  } catch (error) {
    if (error instanceof UnsafeHeaderError) return fail(400, t('forms.invalid'), Object.fromEntries(specs.filter((spec) => spec.kind === 'textarea').map((spec) => [spec.name, t('forms.singleLine', { field: spec.label })])), specs)
    throw error
  }

  const submission = await payload.create({
    collection: 'form-submissions',
    data: { form: form.id, submissionData: data, source: sourcePath(parsed.source), notification: { status: held ? 'held' : 'queued', attempts: 0 } },
    overrideAccess: true,
    depth: 0,
  })

  const shown = publicForm(form)
  if (wantsHtml) {
    if (shown.redirect && !held) return new Response(null, { status: 303, headers: { Location: shown.redirect, 'Cache-Control': 'no-store' } })
    return new Response(null, { status: 303, headers: { Location: `/forms/${form.id}/sent${held ? '?held=1' : ''}`, 'Cache-Control': 'no-store' } })
  }
  return json({ ok: 1, id: submission.id, redirect: shown.redirect, message: t('forms.sent') } satisfies FormSent, { status: 201 })
}
