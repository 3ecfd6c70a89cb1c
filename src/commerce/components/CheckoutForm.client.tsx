'use client'

import { useRef, useState, type FormEvent } from 'react'

export type CheckoutTexts = Record<
  | 'name' | 'email' | 'billing' | 'shippingAddress' | 'sameAsBilling' | 'line1' | 'line2' | 'postalCode' | 'city' | 'country'
  | 'method' | 'bank' | 'card' | 'licence' | 'licenceAgree' | 'place' | 'placing' | 'failed' | 'invalid',
  string
>

type Props = { texts: CheckoutTexts; ships: boolean; card: boolean; licences: string[] }

const ADDRESS = ['line1', 'line2', 'postalCode', 'city', 'country'] as const

/**
 * Guest checkout: name, e-mail, billing address, a shipping address when something ships, the
 * payment method, the licence of any downloads. With scripts it posts JSON and shows the server's
 * per-field messages; without, it is a plain form post to the same address.
 */
export function CheckoutForm({ texts, ships, card, licences }: Props) {
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [same, setSame] = useState(true)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const data = new FormData(event.currentTarget)
    const address = (prefix: string) => Object.fromEntries(ADDRESS.map((field) => [field, String(data.get(`${prefix}.${field}`) ?? '')]))
    const body = {
      name: data.get('name'),
      email: data.get('email'),
      billing: address('billing'),
      shipping: ships && !same ? address('shipping') : undefined,
      sameAsBilling: same,
      method: data.get('method') ?? 'bank',
      licence: data.get('licence') === 'on',
    }
    setBusy(true)
    setStatus(texts.placing)
    setErrors({})
    try {
      const response = await fetch('/checkout/place', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })
      const answer = (await response.json().catch(() => ({}))) as { redirect?: string; message?: string; errors?: Record<string, string> }
      if (response.ok && answer.redirect) {
        window.location.assign(answer.redirect)
        return
      }
      setErrors(answer.errors ?? {})
      setStatus(answer.message ?? texts.failed)
      const first = Object.keys(answer.errors ?? {})[0]
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    } catch {
      setStatus(texts.failed)
    }
    setBusy(false)
  }

  const field = (name: string, label: string, props: { type?: string; autoComplete?: string; required?: boolean; maxLength?: number } = {}) => {
    const error = errors[name]
    const id = `checkout-${name.replace('.', '-')}`
    return (
      <p className="form-field" key={name}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          required={props.required ?? true}
          maxLength={props.maxLength ?? 200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <span className="form-error" id={`${id}-error`}>
            {error}
          </span>
        ) : null}
      </p>
    )
  }

  const addressFields = (prefix: 'billing' | 'shipping', section: string) => (
    <fieldset>
      <legend>{texts[prefix === 'billing' ? 'billing' : 'shippingAddress']}</legend>
      {field(`${prefix}.line1`, texts.line1, { autoComplete: `${section} address-line1` })}
      {field(`${prefix}.line2`, texts.line2, { autoComplete: `${section} address-line2`, required: false })}
      {field(`${prefix}.postalCode`, texts.postalCode, { autoComplete: `${section} postal-code`, maxLength: 20 })}
      {field(`${prefix}.city`, texts.city, { autoComplete: `${section} address-level2`, maxLength: 100 })}
      {field(`${prefix}.country`, texts.country, { autoComplete: `${section} country`, maxLength: 2 })}
    </fieldset>
  )

  return (
    <form ref={form} className="site-form checkout-form" method="post" action="/checkout/place" onSubmit={submit} noValidate>
      {field('name', texts.name, { autoComplete: 'name', maxLength: 120 })}
      {field('email', texts.email, { type: 'email', autoComplete: 'email', maxLength: 254 })}
      {addressFields('billing', 'billing')}
      {ships ? (
        <>
          <p className="form-field form-checkbox">
            <label>
              <input type="checkbox" name="sameAsBilling" checked={same} onChange={(event) => setSame(event.target.checked)} /> {texts.sameAsBilling}
            </label>
          </p>
          {same ? null : addressFields('shipping', 'shipping')}
        </>
      ) : null}
      <fieldset role="radiogroup" aria-labelledby="checkout-method">
        <legend id="checkout-method">{texts.method}</legend>
        <label className="form-radio">
          <input type="radio" name="method" value="bank" defaultChecked /> {texts.bank}
        </label>
        {card ? (
          <label className="form-radio">
            <input type="radio" name="method" value="stripe" /> {texts.card}
          </label>
        ) : null}
        {errors.method ? <span className="form-error">{errors.method}</span> : null}
      </fieldset>
      {licences.length ? (
        <fieldset>
          <legend>{texts.licence}</legend>
          {licences.map((text) => (
            <p key={text} className="checkout-licence">
              {text}
            </p>
          ))}
          <p className="form-field form-checkbox">
            <label>
              <input type="checkbox" name="licence" required aria-invalid={errors.licence ? true : undefined} aria-describedby={errors.licence ? 'checkout-licence-error' : undefined} /> {texts.licenceAgree}
            </label>
            {errors.licence ? (
              <span className="form-error" id="checkout-licence-error">
                {errors.licence}
              </span>
            ) : null}
          </p>
        </fieldset>
      ) : null}
      <p>
        <button type="submit" className="button" disabled={busy}>
          {texts.place}
        </button>
      </p>
      <p role="status" className="form-status">
        {status}
      </p>
    </form>
  )
}
