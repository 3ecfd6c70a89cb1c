import { EMAIL_PATTERN } from '@/lib/email'
import { fill, type Messages } from '@/lib/messageTemplates'

/**
 * The rules a site form's answers must meet, checked in the browser as the visitor types and again
 * on the server before anything is stored (the same code both times, so both say the same thing).
 * Pure: no server code, safe in the browser.
 */

export const FIELD_KINDS = ['text', 'email', 'phone', 'number', 'textarea', 'select', 'radio', 'checkbox', 'checkboxes', 'date', 'country', 'state'] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

export type FieldOption = { label: string; value: string }

/** One answerable field of a form, as the visitor's browser receives it (no e-mail settings). */
export type FieldSpec = {
  kind: FieldKind
  name: string
  label: string
  required: boolean
  options?: FieldOption[]
  placeholder?: string
  defaultValue?: string | boolean
  width?: number
}

/** Longest answer per kind: enough for any honest answer, little room for abuse. */
export const MAX_LENGTH: Record<FieldKind, number> = {
  text: 200,
  email: 254,
  phone: 40,
  number: 30,
  textarea: 5000,
  select: 200,
  radio: 200,
  checkbox: 5,
  checkboxes: 2000,
  date: 10,
  country: 100,
  state: 100,
}

/** At least 3 characters of digits, spaces and phone punctuation, with at least one digit. */
export const PHONE_PATTERN = /^(?=.*\d)[\d\s+().\-/]{3,}$/
const NUMBER_PATTERN = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const LINE_BREAK = /[\r\n\u2028\u2029]/
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

export const FORM_RULE_MESSAGES = [
  'forms.required',
  'forms.email',
  'forms.phone',
  'forms.number',
  'forms.option',
  'forms.tooLong',
  'forms.singleLine',
  'forms.date',
  'forms.checkbox',
] as const
export type FormRuleMessages = Messages<(typeof FORM_RULE_MESSAGES)[number]>

/** A checkbox is on when the browser sent its value ("on" by default) or JSON's true. */
const isTicked = (raw: unknown) => raw === true || raw === 'on' || raw === 'true' || raw === '1' || raw === 'yes'

/**
 * A date as the site's visitors write it (day, month, year: 27/03/2026, 27.3.2026, 27-03-2026) or
 * as ISO 8601 (2026-03-27, what a browser's own date picker sends), as ISO 8601; null for anything
 * else, including days that do not exist.
 */
export function parseDate(text: string): string | null {
  const iso = DATE_PATTERN.exec(text)
  const british = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(text)
  const parts = iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : british ? [Number(british[3]), Number(british[2]), Number(british[1])] : null
  if (!parts) return null
  const [year, month, day] = parts as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export type FieldResult = { value: string | null; error: string | null }

/**
 * One field's answer: the value to store (text; null when left empty) or the reason it cannot be
 * accepted. `raw` is what the browser sent: a string, an array for a group of checkboxes, a
 * boolean from JSON.
 */
export function checkField(spec: FieldSpec, raw: unknown, messages: FormRuleMessages): FieldResult {
  const field = spec.label || spec.name
  const fail = (key: keyof FormRuleMessages, extra: Record<string, string | number> = {}): FieldResult => ({ value: null, error: fill(messages[key], { field, ...extra }) })

  if (spec.kind === 'checkbox') {
    if (raw === undefined || raw === null || raw === false || raw === '' || raw === 'false') return spec.required ? fail('forms.required') : { value: 'No', error: null }
    return isTicked(raw) ? { value: 'Yes', error: null } : fail('forms.checkbox')
  }

  if (spec.kind === 'checkboxes') {
    const list = raw === undefined || raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : [raw]
    if (!list.every((item) => typeof item === 'string')) return fail('forms.option')
    const allowed = new Set((spec.options ?? []).map((option) => option.value))
    const chosen = [...new Set(list as string[])]
    if (chosen.some((item) => !allowed.has(item))) return fail('forms.option')
    if (chosen.length === 0) return spec.required ? fail('forms.required') : { value: null, error: null }
    const value = (spec.options ?? []).filter((option) => chosen.includes(option.value)).map((option) => option.value).join(', ')
    return value.length > MAX_LENGTH.checkboxes ? fail('forms.tooLong', { max: MAX_LENGTH.checkboxes }) : { value, error: null }
  }

  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') return fail('forms.required')
  const text = raw === undefined || raw === null ? '' : String(raw).replace(CONTROL, '')
  const trimmed = spec.kind === 'textarea' ? text.replace(/\r\n?/g, '\n').trim() : text.trim()
  if (trimmed === '') return spec.required ? fail('forms.required') : { value: null, error: null }
  const max = MAX_LENGTH[spec.kind]
  if (trimmed.length > max) return fail('forms.tooLong', { max })
  // Everything but a long answer is one line: a line break could end up in a mail header.
  if (spec.kind !== 'textarea' && LINE_BREAK.test(trimmed)) return fail('forms.singleLine')

  switch (spec.kind) {
    case 'email':
      return EMAIL_PATTERN.test(trimmed) ? { value: trimmed, error: null } : fail('forms.email')
    case 'phone':
      return PHONE_PATTERN.test(trimmed) ? { value: trimmed, error: null } : fail('forms.phone')
    case 'number':
      return NUMBER_PATTERN.test(trimmed) ? { value: trimmed.replace(',', '.'), error: null } : fail('forms.number')
    case 'date': {
      const date = parseDate(trimmed)
      return date ? { value: date, error: null } : fail('forms.date')
    }
    case 'select':
    case 'radio':
      return (spec.options ?? []).some((option) => option.value === trimmed) ? { value: trimmed, error: null } : fail('forms.option')
    default:
      return { value: trimmed, error: null }
  }
}

export type SubmissionCheck = {
  /** The answers to store, in the form's order (empty optional answers left out). */
  data: { field: string; value: string }[]
  /** Field name → message, for every answer that cannot be accepted. */
  errors: Record<string, string>
}

/** Every field of the form against the visitor's answers; names the form does not have are ignored. */
export function checkSubmission(specs: readonly FieldSpec[], answers: Record<string, unknown>, messages: FormRuleMessages): SubmissionCheck {
  const data: SubmissionCheck['data'] = []
  const errors: Record<string, string> = {}
  for (const spec of specs) {
    const result = checkField(spec, Object.hasOwn(answers, spec.name) ? answers[spec.name] : undefined, messages)
    if (result.error) errors[spec.name] = result.error
    else if (result.value !== null) data.push({ field: spec.name, value: result.value })
  }
  return { data, errors }
}
