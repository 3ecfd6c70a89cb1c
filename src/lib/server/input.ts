import type { z } from 'zod'

import { t } from '@/lib/messages'

import { readBody } from './http'

/**
 * What a request sent, read one way for every endpoint that takes a body, and checked by that
 * endpoint's schema (zod): the handler gets typed fields or a refusal it can answer as it answers
 * everything else (JSON for a script, a page or a redirect for a plain post).
 *
 * Two ways in: JSON from our pages' scripts (`script: true`), and, where an endpoint works without
 * scripts (`forms`), a URL-encoded form post. A form's `group.name` fields are nested under the
 * groups `nested` lists (billing.city → { billing: { city } }), and a repeated name is kept as a list
 * where `lists` says (checkboxes). Past `maxBytes` the body is not read further (413); another type,
 * broken JSON or anything but an object is unreadable (400).
 */
export type InputOptions = {
  maxBytes: number
  forms?: boolean
  nested?: readonly string[]
  lists?: (name: string) => boolean
}

/** Why nothing usable came: `invalid` when the schema refused what was read (`errors` says where). */
export type Refusal = { ok: false; reason: 'too large' | 'unreadable' | 'invalid'; status: 400 | 413; message: string; errors: Record<string, string> }
export type Input<T> = { ok: true; data: T; script: boolean }

/** The fields sent, before any schema: an object, or why there is none. */
export async function readFields(request: Request, options: InputOptions): Promise<Input<Record<string, unknown>> | Refusal> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  const json = type.startsWith('application/json')
  const form = options.forms === true && type.startsWith('application/x-www-form-urlencoded')
  if (!json && !form) return unreadable()
  const text = await readBody(request, options.maxBytes)
  if (text === null) return { ok: false, reason: 'too large', status: 413, message: t('request.tooLarge'), errors: {} }
  if (form) return { ok: true, data: formFields(new URLSearchParams(text), options), script: false }
  try {
    const parsed = JSON.parse(text) as unknown
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { ok: true, data: parsed as Record<string, unknown>, script: true } : unreadable()
  } catch {
    return unreadable()
  }
}

/**
 * The fields sent, checked by `schema`. A refusal names each field the schema refused with its
 * message (the schema's messages are written for the visitor); the first is the refusal's message.
 */
export async function readInput<S extends z.ZodType>(request: Request, schema: S, options: InputOptions): Promise<Input<z.output<S>> | Refusal> {
  const read = await readFields(request, options)
  if (!read.ok) return read
  const checked = schema.safeParse(read.data)
  if (checked.success) return { ok: true, data: checked.data, script: read.script }
  return { ok: false, reason: 'invalid', status: 400, message: checked.error.issues[0]?.message ?? t('request.unreadable'), errors: fieldErrors(checked.error) }
}

/** A schema's refusal as one sentence per field (the first for each), keyed by the field's path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message
  return errors
}

function unreadable(): Refusal {
  return { ok: false, reason: 'unreadable', status: 400, message: t('request.unreadable'), errors: {} }
}

function formFields(params: URLSearchParams, options: InputOptions): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const name of new Set(params.keys())) {
    // Names that would reach an object's prototype are nobody's field.
    if (/(^|\.)(__proto__|constructor|prototype)(\.|$)/.test(name)) continue
    const value = options.lists?.(name) ? params.getAll(name) : params.get(name)
    const [group, field] = name.split('.', 2)
    // A group's name alone (`billing=…`) is no field: only its members are.
    if (options.nested?.includes(name)) continue
    if (field && group && options.nested?.includes(group)) {
      const inner = (fields[group] ??= {}) as Record<string, unknown>
      inner[field] = value
    } else fields[name] = value
  }
  return fields
}
