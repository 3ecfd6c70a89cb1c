import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { FIELD_KINDS, type FieldKind, type FieldSpec } from './rules'

/** A form's field blocks as Payload stores them (the builder's blocks plus ours). */
export type StoredFormField = {
  blockType: string
  id?: string | null
  name?: string | null
  label?: string | null
  required?: boolean | null
  options?: { label?: string | null; value?: string | null }[] | null
  placeholder?: string | null
  defaultValue?: string | boolean | number | null
  width?: number | null
  message?: unknown
}

export type StoredForm = {
  id: number
  title: string
  fields?: StoredFormField[] | null
  submitButtonLabel?: string | null
  confirmationType?: 'message' | 'redirect' | null
  confirmationMessage?: unknown
  redirect?: { type?: 'reference' | 'custom' | null; url?: string | null; reference?: { relationTo: string; value: number | { id: number; slug?: string | null } } | null } | null
  emails?: { emailTo?: string | null; cc?: string | null; bcc?: string | null; replyTo?: string | null; subject?: string | null; message?: unknown }[] | null
}

/** What the visitor's browser gets of a form: its answerable fields and static messages, in order. */
export type FormPart = { type: 'field'; spec: FieldSpec } | { type: 'message'; key: string; message: SerializedEditorState | null }

/** The parts as the browser gets them: static messages are rendered by the server and sent by key. */
export type ClientPart = { type: 'field'; spec: FieldSpec } | { type: 'message'; key: string }
export const clientParts = (parts: FormPart[]): ClientPart[] => parts.map((part) => (part.type === 'field' ? part : { type: 'message', key: part.key }))

const isKind = (value: string): value is FieldKind => (FIELD_KINDS as readonly string[]).includes(value)

/** The form's parts in order; fields of unknown types (switched off since) are left out. */
export function formParts(form: Pick<StoredForm, 'fields'>): FormPart[] {
  const parts: FormPart[] = []
  for (const [index, field] of (form.fields ?? []).entries()) {
    if (field.blockType === 'message') {
      parts.push({ type: 'message', key: field.id ?? `m${index}`, message: (field.message as SerializedEditorState) ?? null })
      continue
    }
    if (!isKind(field.blockType) || !field.name) continue
    const spec: FieldSpec = {
      kind: field.blockType,
      name: field.name,
      label: field.label?.trim() || field.name,
      required: Boolean(field.required),
    }
    if (field.options) spec.options = field.options.filter((option) => option.value).map((option) => ({ label: option.label || option.value!, value: option.value! }))
    if (field.placeholder) spec.placeholder = field.placeholder
    if (field.defaultValue !== null && field.defaultValue !== undefined && field.defaultValue !== '') spec.defaultValue = typeof field.defaultValue === 'number' ? String(field.defaultValue) : field.defaultValue
    if (field.width) spec.width = field.width
    parts.push({ type: 'field', spec })
  }
  return parts
}

export const fieldSpecs = (form: Pick<StoredForm, 'fields'>): FieldSpec[] => formParts(form).flatMap((part) => (part.type === 'field' ? [part.spec] : []))

/** Where the visitor goes after sending, when the form redirects: a page of ours or an http(s)/relative address. */
export function redirectTarget(form: Pick<StoredForm, 'confirmationType' | 'redirect'>): string | null {
  if (form.confirmationType !== 'redirect' || !form.redirect) return null
  const { type, url, reference } = form.redirect
  if (type === 'reference' && reference && typeof reference.value === 'object') {
    const slug = reference.value.slug
    return slug ? (slug === 'home' ? '/' : `/${slug}`) : null
  }
  if (!url) return null
  const trimmed = url.trim()
  // A redirect is an editor's setting, but never a script: only our own paths and web addresses.
  if (/^\/(?!\/)/.test(trimmed) || /^https?:\/\//i.test(trimmed)) return trimmed
  return null
}
