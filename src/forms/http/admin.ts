import type { Payload, Where } from 'payload'

import { crossSite, json, problem } from '@/lib/server/http'

import { csvCell } from '@/lib/server/csv'
import { requireStaff } from '@/lib/server/staff'

import { queueNotification } from '../tasks'

/** An editor sends a submission's notification again (after a failure) or for the first time (held). */
export async function resendNotification(payload: Payload, request: Request, rawId: string): Promise<Response> {
  const foreign = crossSite(request)
  if (foreign) return foreign
  const staff = await requireStaff(payload, request)
  if (!staff.ok) return staff.response
  if (!/^\d{1,12}$/.test(rawId)) return problem(404, 'There is no such submission.')
  const submission = await payload.findByID({ collection: 'form-submissions', id: Number(rawId), depth: 0, overrideAccess: true, disableErrors: true })
  if (!submission) return problem(404, 'There is no such submission.')
  await payload.update({
    collection: 'form-submissions',
    id: submission.id,
    data: { notification: { status: 'queued', attempts: 0, lastError: null } },
    overrideAccess: true,
    context: { notificationUpdate: true },
  })
  await queueNotification(payload, submission.id)
  return json({ ok: 1, message: 'Queued: the notification is sent within a few seconds. Reload to see its state.' })
}


const EXPORT_LIMIT = 10_000

/** The submissions (of one form, or all) as CSV: one row each, one column per field name. */
export async function exportSubmissions(payload: Payload, request: Request): Promise<Response> {
  const staff = await requireStaff(payload, request)
  if (!staff.ok) return staff.response
  const formParam = new URL(request.url).searchParams.get('form')
  if (formParam !== null && !/^\d{1,12}$/.test(formParam)) return problem(400, 'The form must be given by its number.')
  const where: Where = formParam ? { form: { equals: Number(formParam) } } : {}
  const { docs } = await payload.find({ collection: 'form-submissions', where, limit: EXPORT_LIMIT, depth: 1, sort: '-createdAt', overrideAccess: true, pagination: false })
  const fields: string[] = []
  for (const doc of docs) for (const { field } of doc.submissionData ?? []) if (!fields.includes(field)) fields.push(field)
  const header = ['id', 'form', 'sent at', 'page', 'notification', ...fields]
  const rows = docs.map((doc) => {
    const answers = new Map((doc.submissionData ?? []).map(({ field, value }) => [field, value]))
    const form = typeof doc.form === 'object' ? doc.form.title : doc.form
    return [doc.id, form, doc.createdAt, doc.source ?? '', doc.notification?.status ?? '', ...fields.map((field) => answers.get(field) ?? '')]
  })
  const csv = [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')
  const stamp = new Date().toISOString().slice(0, 10)
  return new Response(`\uFEFF${csv}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="form-submissions-${formParam ?? 'all'}-${stamp}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
