'use client'

import { useRef, useState, type FormEvent } from 'react'

import { SpamGuards } from '@/components/SpamGuards/SpamGuards'
import { answerOf } from '@/lib/answers'
import { useAltcha } from '@/lib/useAltcha'
import { useHydrated } from '@/lib/useHydrated'

import type { OrderPlaced } from '../answers'

export type CheckoutTexts = Record<
  | 'name' | 'email' | 'billing' | 'shippingAddress' | 'sameAsBilling' | 'line1' | 'line2' | 'postalCode' | 'city' | 'country'
  | 'chooseCountry' | 'method' | 'bank' | 'card' | 'licence' | 'licenceAgree' | 'place' | 'placing' | 'failed' | 'invalid'
  | 'honeypot' | 'spamCheck',
  string
>

type Props = { texts: CheckoutTexts; ships: boolean; card: boolean; licences: string[]; countries: { code: string; name: string }[] }

const ADDRESS = ['line1', 'line2', 'postalCode', 'city', 'country'] as const

/**
 * Guest checkout: name, e-mail, billing address, a shipping address when something ships, the
 * payment method, the licence of any downloads. With scripts it posts JSON and shows the server's
 * per-field messages; without, it is a plain form post to the same address.
 */
export function CheckoutForm({ texts, ships, card, licences, countries }: Props) {
  const hydrated = useHydrated()
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [same, setSame] = useState(true)
  // The same proof of work as comments and forms: its code loads once the visitor starts on the form.
  const [widgetWanted, setWidgetWanted] = useState(false)
  const { ready: widgetReady, widget, solution: altchaSolution, renew: renewAltcha } = useAltcha(widgetWanted)

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
      website: data.get('website') ?? '',
    }
    setBusy(true)
    setStatus(texts.placing)
    setErrors({})
    setWidgetWanted(true)
    try {
      const altcha = await altchaSolution()
      const response = await fetch('/checkout/place', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ ...body, altcha }) })
      const answer = await answerOf<OrderPlaced>(response)
      if (answer.ok) {
        window.location.assign(answer.body.redirect)
        return
      }
      // A solved challenge is good once: the next attempt needs a new one.
      renewAltcha()
      setErrors(answer.refused.errors ?? {})
      setStatus(answer.refused.message || texts.failed)
      const first = Object.keys(answer.refused.errors ?? {})[0]
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    } catch {
      setStatus(texts.failed)
    }
    setBusy(false)
  }

  const describedBy = (name: string) => (errors[name] ? `checkout-${name.replace('.', '-')}-error` : undefined)
  const errorOf = (name: string) =>
    errors[name] ? (
      <p className="site-form-error" id={describedBy(name)}>
        {errors[name]}
      </p>
    ) : null

  const field = (name: string, label: string, props: { type?: string; autoComplete?: string; required?: boolean; maxLength?: number; half?: boolean } = {}) => {
    const id = `checkout-${name.replace('.', '-')}`
    return (
      <div className={`site-form-field${props.half ? ' is-half' : ''}${errors[name] ? ' is-invalid' : ''}`} key={name}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          required={props.required ?? true}
          maxLength={props.maxLength ?? 200}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(name)}
        />
        {errorOf(name)}
      </div>
    )
  }

  const countryField = (name: string, section: string) => {
    const id = `checkout-${name.replace('.', '-')}`
    return (
      <div className={`site-form-field is-half${errors[name] ? ' is-invalid' : ''}`}>
        <label htmlFor={id}>{texts.country}</label>
        <select id={id} name={name} autoComplete={`${section} country`} required defaultValue="" aria-invalid={errors[name] ? true : undefined} aria-describedby={describedBy(name)}>
          <option value="">{texts.chooseCountry}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {errorOf(name)}
      </div>
    )
  }

  const addressFields = (prefix: 'billing' | 'shipping', section: string) => (
    <fieldset>
      <legend>{texts[prefix === 'billing' ? 'billing' : 'shippingAddress']}</legend>
      <div className="site-form-fields">
        {field(`${prefix}.line1`, texts.line1, { autoComplete: `${section} address-line1` })}
        {field(`${prefix}.line2`, texts.line2, { autoComplete: `${section} address-line2`, required: false })}
        {field(`${prefix}.postalCode`, texts.postalCode, { autoComplete: `${section} postal-code`, maxLength: 20, half: true })}
        {field(`${prefix}.city`, texts.city, { autoComplete: `${section} address-level2`, maxLength: 100, half: true })}
        {countryField(`${prefix}.country`, section)}
      </div>
    </fieldset>
  )

  return (
    <form ref={form} className="site-form checkout-form" method="post" action="/checkout/place" onSubmit={submit} data-ready={hydrated ? 'true' : undefined} onFocus={() => setWidgetWanted(true)} noValidate>
      <div className="site-form-fields">
        {field('name', texts.name, { autoComplete: 'name', maxLength: 120, half: true })}
        {field('email', texts.email, { type: 'email', autoComplete: 'email', maxLength: 254, half: true })}
      </div>
      {addressFields('billing', 'billing')}
      {ships ? (
        <>
          <div className="site-form-field site-form-check checkout-same">
            <input id="checkout-same" type="checkbox" name="sameAsBilling" checked={same} onChange={(event) => setSame(event.target.checked)} />
            <label htmlFor="checkout-same">{texts.sameAsBilling}</label>
          </div>
          {same ? null : addressFields('shipping', 'shipping')}
        </>
      ) : null}
      <fieldset role="radiogroup" aria-labelledby="checkout-method" className={errors.method ? 'site-form-group is-invalid' : 'site-form-group'} aria-describedby={describedBy('method')}>
        <legend id="checkout-method">{texts.method}</legend>
        <div className="site-form-option">
          <input id="checkout-method-bank" type="radio" name="method" value="bank" defaultChecked />
          <label htmlFor="checkout-method-bank">{texts.bank}</label>
        </div>
        {card ? (
          <div className="site-form-option">
            <input id="checkout-method-stripe" type="radio" name="method" value="stripe" />
            <label htmlFor="checkout-method-stripe">{texts.card}</label>
          </div>
        ) : null}
        {errorOf('method')}
      </fieldset>
      {licences.length ? (
        <fieldset>
          <legend>{texts.licence}</legend>
          {licences.map((text) => (
            <p key={text} className="checkout-licence">
              {text}
            </p>
          ))}
          <div className={`site-form-field site-form-check${errors.licence ? ' is-invalid' : ''}`}>
            <input id="checkout-licence" type="checkbox" name="licence" required aria-invalid={errors.licence ? true : undefined} aria-describedby={describedBy('licence')} />
            <label htmlFor="checkout-licence">{texts.licenceAgree}</label>
            {errorOf('licence')}
          </div>
        </fieldset>
      ) : null}
      <SpamGuards honeypotLabel={texts.honeypot} spamCheckLabel={texts.spamCheck} widgetReady={widgetReady} widget={widget} />
      <div className="site-form-actions">
        <button type="submit" className="button" disabled={busy}>
          {texts.place}
        </button>
      </div>
      <p role="status" className={`site-form-status${status && status !== texts.placing ? ' is-error' : ''}`}>
        {status}
      </p>
    </form>
  )
}
