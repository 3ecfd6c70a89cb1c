'use client'

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { answerOf } from '@/lib/answers'
import { fill, type Messages } from '@/lib/messageTemplates'
import { SpamGuards } from '@/components/SpamGuards/SpamGuards'
import { useAltcha } from '@/lib/useAltcha'
import { useHydrated } from '@/lib/useHydrated'

import type { FormSent } from '../answers'
import type { FormSubmissionBody } from '../http/submit'
import { checkField, type FieldSpec, type FormRuleMessages } from '../rules'
import type { ClientPart as Part } from '../spec'
import type { SITE_FORM_MESSAGES } from './messages'

type Value = string | boolean | string[]
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; text: string }

export type SiteFormProps = {
  formId: number
  title: string
  parts: Part[]
  /** Static texts of the form (its message fields), rendered by the server. */
  messageNodes: Record<string, ReactNode>
  submitLabel: string | null
  /** The form's confirmation text, rendered by the server (null: the catalogue's "sent" text). */
  confirmation: ReactNode | null
  redirect: string | null
  /** The page the form is on, sent along for the editors. */
  source: string
  messages: Messages<(typeof SITE_FORM_MESSAGES)[number]>
}

const textDefault = (spec: FieldSpec) => (typeof spec.defaultValue === 'string' ? spec.defaultValue : '')

/**
 * A field's answer as the form holds it. The fields are the browser's own (uncontrolled): what a
 * visitor types before the page's script has started is kept, and read from here when needed.
 */
function readValue(form: HTMLFormElement | null, spec: FieldSpec): Value {
  if (!form) return ''
  const inputs = [...form.querySelectorAll<HTMLInputElement>(`[name="${CSS.escape(spec.name)}"]`)]
  if (spec.kind === 'checkbox') return inputs[0]?.checked ?? false
  if (spec.kind === 'checkboxes') return inputs.filter((input) => input.checked).map((input) => input.value)
  if (spec.kind === 'radio') return inputs.find((input) => input.checked)?.value ?? ''
  return (inputs[0] as HTMLInputElement | undefined)?.value ?? ''
}

// Dates are typed day/month/year, as the site's visitors write them: a browser's own date field
// follows the browser's language (month first in an American one), whatever the site's.
const INPUT_TYPE: Partial<Record<FieldSpec['kind'], string>> = { email: 'email', phone: 'tel', date: 'text', text: 'text', number: 'text' }
const AUTOCOMPLETE: Partial<Record<FieldSpec['kind'], string>> = { email: 'email', phone: 'tel' }

/**
 * A site form built by editors: each answer checked as the visitor leaves the field and again on
 * send (the same rules as the server), errors named and linked to their field, a spam check that
 * solves itself in the background once the visitor starts filling in, and the outcome announced.
 * Without scripts it is an ordinary HTML form that posts to the same address.
 */
export function SiteForm({ formId, title, parts, messageNodes, submitLabel, confirmation, redirect, source, messages }: SiteFormProps) {
  const hydrated = useHydrated()
  const id = useId()
  const specs = parts.flatMap((part) => (part.type === 'field' ? [part.spec] : []))
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [checked, setChecked] = useState<Record<string, boolean>>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [widgetWanted, setWidgetWanted] = useState(false)
  const { ready: widgetReady, widget, solution: altchaSolution, renew: renewAltcha } = useAltcha(widgetWanted)
  const statusRef = useRef<HTMLDivElement>(null)
  const rules = messages as unknown as FormRuleMessages

  const fieldId = (name: string) => `${id}-${name}`
  const check = (spec: FieldSpec, value: Value) => checkField(spec, value, rules).error

  // Green means "filled in and right": an optional field left empty stays as it was.
  const [filled, setFilled] = useState<Record<string, boolean>>({})
  const note = (spec: FieldSpec, value: Value) => setFilled((current) => ({ ...current, [spec.name]: Array.isArray(value) ? value.length > 0 : typeof value === 'boolean' ? value : String(value ?? '').trim() !== '' }))
  const update = (spec: FieldSpec) => {
    const value = readValue(formRef.current, spec)
    note(spec, value)
    // Once a field has been checked, it is checked again as the visitor corrects it.
    if (checked[spec.name]) setErrors((current) => ({ ...current, [spec.name]: check(spec, value) }))
  }
  const leave = (spec: FieldSpec) => {
    const value = readValue(formRef.current, spec)
    note(spec, value)
    setChecked((current) => ({ ...current, [spec.name]: true }))
    setErrors((current) => ({ ...current, [spec.name]: check(spec, value) }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status.kind === 'sending' || status.kind === 'sent') return
    const values = Object.fromEntries(specs.map((spec) => [spec.name, readValue(formRef.current, spec)]))
    const found = Object.fromEntries(specs.map((spec) => [spec.name, check(spec, values[spec.name] ?? '')]))
    setErrors(found)
    setChecked(Object.fromEntries(specs.map((spec) => [spec.name, true])))
    for (const spec of specs) note(spec, values[spec.name] ?? '')
    const firstWrong = specs.find((spec) => found[spec.name])
    if (firstWrong) {
      setStatus({ kind: 'error', text: messages['forms.invalid'] })
      document.getElementById(fieldId(firstWrong.name))?.focus()
      return
    }
    setStatus({ kind: 'sending' })
    const honeypot = (event.currentTarget.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
    try {
      const solution = await altchaSolution()
      const response = await fetch(`/forms/${formId}/submit`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ values, altcha: solution, website: honeypot, source } satisfies FormSubmissionBody),
      })
      const answer = await answerOf<FormSent>(response)
      if (answer.ok) {
        setStatus({ kind: 'sent' })
        const target = answer.body.redirect ?? redirect
        if (target) window.location.assign(target)
        return
      }
      const { errors: wrong, message } = answer.refused
      if (wrong && Object.keys(wrong).length) {
        setErrors(wrong)
        const first = specs.find((spec) => wrong[spec.name])
        if (first) document.getElementById(fieldId(first.name))?.focus()
      }
      setStatus({ kind: 'error', text: message || messages['forms.failed'] })
    } catch {
      setStatus({ kind: 'error', text: messages['forms.failed'] })
    } finally {
      renewAltcha()
    }
  }

  useEffect(() => {
    if (status.kind === 'sent') statusRef.current?.focus()
  }, [status.kind])

  const statusText = status.kind === 'sending' ? messages['forms.sending'] : status.kind === 'error' ? status.text : ''

  if (status.kind === 'sent' && !redirect) {
    return (
      <div className="site-form-done" role="status" tabIndex={-1} ref={statusRef}>
        {confirmation ?? <p>{messages['forms.sent']}</p>}
      </div>
    )
  }

  const describedBy = (spec: FieldSpec) => [spec.kind === 'date' ? `${fieldId(spec.name)}-hint` : null, errors[spec.name] ? `${fieldId(spec.name)}-error` : null].filter(Boolean).join(' ') || undefined
  const stateClass = (spec: FieldSpec) => (errors[spec.name] ? 'is-invalid' : checked[spec.name] && filled[spec.name] ? 'is-valid' : '')

  const renderField = (spec: FieldSpec) => {
    const fid = fieldId(spec.name)
    const invalid = errors[spec.name] ? true : undefined
    const common = { id: fid, name: spec.name, 'aria-invalid': invalid, 'aria-describedby': describedBy(spec), onBlur: () => leave(spec) }
    const label = (
      <label htmlFor={fid}>
        {spec.label}
        {spec.required ? <span aria-hidden="true"> *</span> : null}
      </label>
    )
    const error = errors[spec.name] ? (
      <p id={`${fid}-error`} className="site-form-error">
        {errors[spec.name]}
      </p>
    ) : null
    let control: ReactNode
    switch (spec.kind) {
      case 'textarea':
        control = <textarea {...common} rows={6} required={spec.required} maxLength={5000} defaultValue={textDefault(spec)} placeholder={spec.placeholder} onChange={() => update(spec)} />
        break
      case 'select':
        control = (
          <select {...common} required={spec.required} defaultValue={textDefault(spec)} onChange={() => update(spec)}>
            <option value="">{spec.placeholder || messages['forms.choose']}</option>
            {(spec.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )
        break
      case 'checkbox':
        return (
          <div key={spec.name} className={`site-form-field site-form-check ${stateClass(spec)}`}>
            <input {...common} type="checkbox" required={spec.required} defaultChecked={spec.defaultValue === true} onChange={() => update(spec)} />
            {label}
            {error}
          </div>
        )
      case 'radio':
      case 'checkboxes':
        return (
          <fieldset key={spec.name} className={`site-form-field site-form-group ${stateClass(spec)}`} aria-invalid={invalid} aria-describedby={describedBy(spec)} id={fid} tabIndex={-1}>
            <legend>
              {spec.label}
              {spec.required ? <span aria-hidden="true"> *</span> : null}
            </legend>
            {(spec.options ?? []).map((option, index) => {
              const optionId = `${fid}-${index}`
              return (
                <div key={option.value} className="site-form-option">
                  <input
                    id={optionId}
                    type={spec.kind === 'radio' ? 'radio' : 'checkbox'}
                    name={spec.name}
                    value={option.value}
                    defaultChecked={spec.kind === 'radio' && spec.defaultValue === option.value}
                    onBlur={() => leave(spec)}
                    onChange={() => update(spec)}
                  />
                  <label htmlFor={optionId}>{option.label}</label>
                </div>
              )
            })}
            {error}
          </fieldset>
        )
      default:
        control = (
          <input
            {...common}
            type={INPUT_TYPE[spec.kind] ?? 'text'}
            inputMode={spec.kind === 'number' ? 'decimal' : spec.kind === 'date' ? 'numeric' : undefined}
            autoComplete={AUTOCOMPLETE[spec.kind]}
            required={spec.required}
            defaultValue={textDefault(spec)}
            placeholder={spec.placeholder}
            onChange={() => update(spec)}
          />
        )
    }
    return (
      <div key={spec.name} className={`site-form-field ${stateClass(spec)}`} style={spec.width && spec.width < 100 ? { flexBasis: `calc(${spec.width}% - 1rem)` } : undefined}>
        {label}
        {spec.kind === 'date' ? (
          <p id={`${fid}-hint`} className="site-form-hint">
            {messages['forms.dateHint']}
          </p>
        ) : null}
        {control}
        {error}
      </div>
    )
  }

  return (
    <form
      ref={formRef}
      className="site-form"
      action={`/forms/${formId}/submit`}
      method="post"
      noValidate
      aria-label={title}
      onSubmit={submit}
      // From here a send is checked in place (before hydration the form posts to the no-script page).
      data-ready={hydrated ? 'true' : undefined}
      onFocus={() => {
        if (!widgetWanted) setWidgetWanted(true)
      }}
    >
      <input type="hidden" name="source" value={source} />
      <div className="site-form-fields">{parts.map((part) => (part.type === 'field' ? renderField(part.spec) : <div key={part.key} className="site-form-message">{messageNodes[part.key]}</div>))}</div>
      <SpamGuards honeypotLabel={messages['forms.honeypot']} spamCheckLabel={messages['forms.spamCheck']} widgetReady={widgetReady} widget={widget} />
      <div className="site-form-actions">
        <button type="submit" className="button" disabled={status.kind === 'sending'} aria-disabled={status.kind === 'sending'}>
          {submitLabel ?? messages['forms.submit']}
        </button>
      </div>
      <div className={`site-form-status${status.kind === 'error' ? ' is-error' : ''}`} role="status">
        {statusText ? fill(statusText) : null}
      </div>
    </form>
  )
}
