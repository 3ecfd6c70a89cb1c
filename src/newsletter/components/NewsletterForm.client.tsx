'use client'

import { useHydrated } from '@/lib/useHydrated'
import { usePathname } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { answerOf } from '@/lib/answers'
import { isEmailAddress } from '@/lib/email'
import type { Messages } from '@/lib/messageTemplates'
import { SpamGuards } from '@/components/SpamGuards/SpamGuards'
import { useAltcha } from '@/lib/useAltcha'

import type { SignedUp } from '../answers'
import type { SignUpBody } from '../http/handlers'
import type { NEWSLETTER_MESSAGES } from './messages'


/** Set when a visitor subscribes here: the promotional popup never asks them again. */
export const SUBSCRIBED_COOKIE = 'atrium_subscribed'

export type NewsletterFormProps = {
  /** Which sign-up this is (kept with the consent record). */
  form: 'footer' | 'block' | 'popup'
  /** The page it is on (for the consent record); the current path when not given. */
  source?: string
  redirect?: string | null
  messages: Messages<(typeof NEWSLETTER_MESSAGES)[number]>
  onSubscribed?: () => void
}

/**
 * The newsletter sign-up: an address and the consent, a spam check solved in the background once
 * the visitor starts, and the outcome in a status region. The same answer whether or not the address
 * is known; the subscription starts only when the visitor confirms from the e-mail.
 */
export function NewsletterForm({ form, source: givenSource, redirect, messages, onSubscribed }: NewsletterFormProps) {
  const id = useId()
  const pathname = usePathname()
  const source = givenSource ?? pathname ?? '/'
  const hydrated = useHydrated()
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({})
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' | 'done' | 'error'; text: string }>({ kind: 'idle', text: '' })
  const [widgetWanted, setWidgetWanted] = useState(false)
  const { ready: widgetReady, widget, solution: altchaSolution, renew: renewAltcha } = useAltcha(widgetWanted)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status.kind === 'sending' || status.kind === 'done') return
    // The browser's own fields (uncontrolled): what was typed before the script started is kept.
    const fields = event.currentTarget.elements
    const email = (fields.namedItem('email') as HTMLInputElement | null)?.value ?? ''
    const consent = (fields.namedItem('consent') as HTMLInputElement | null)?.checked ?? false
    const found: typeof errors = {}
    if (!email.trim()) found.email = messages['forms.required'].replace('{field}', messages['newsletter.email'])
    else if (!isEmailAddress(email.trim())) found.email = messages['forms.email']
    if (!consent) found.consent = messages['newsletter.consentRequired']
    setErrors(found)
    if (found.email || found.consent) {
      document.getElementById(`${id}-${found.email ? 'email' : 'consent'}`)?.focus()
      setStatus({ kind: 'error', text: messages['forms.invalid'] })
      return
    }
    setStatus({ kind: 'sending', text: messages['newsletter.sending'] })
    const website = (event.currentTarget.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
    try {
      const solution = await altchaSolution()
      const response = await fetch('/newsletter/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, consent, altcha: solution, website, form, source, redirect } satisfies SignUpBody),
      })
      const answer = await answerOf<SignedUp>(response)
      if (answer.ok) {
        document.cookie = `${SUBSCRIBED_COOKIE}=1; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`
        setStatus({ kind: 'done', text: answer.body.message || messages['newsletter.success'] })
        onSubscribed?.()
        if (answer.body.redirect) window.location.assign(answer.body.redirect)
        return
      }
      setErrors(answer.refused.errors ?? {})
      setStatus({ kind: 'error', text: answer.refused.message || messages['newsletter.failed'] })
    } catch {
      setStatus({ kind: 'error', text: messages['newsletter.failed'] })
    } finally {
      renewAltcha()
    }
  }

  return (
    <form
      className="newsletter-form"
      aria-label={messages['newsletter.label']}
      action="/newsletter/subscribe"
      method="post"
      noValidate
      // Before hydration the form posts as a plain form; tests and tools can tell when it no longer does.
      data-ready={hydrated ? 'true' : undefined}
      onSubmit={submit}
      onFocus={() => {
        if (!widgetWanted) setWidgetWanted(true)
      }}
    >
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="source" value={source} />
      {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
      {status.kind === 'done' ? null : (
        <>
          <div className={`site-form-field${errors.email ? ' is-invalid' : ''}`}>
            <label htmlFor={`${id}-email`}>{messages['newsletter.email']}</label>
            <div className="newsletter-row">
              <input
                id={`${id}-email`}
                type="email"
                name="email"
                autoComplete="email"
                required
                maxLength={254}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? `${id}-email-error` : undefined}
                onChange={() => {
                  if (errors.email) setErrors((current) => ({ ...current, email: undefined }))
                }}
              />
              <button type="submit" className="button" disabled={status.kind === 'sending'}>
                {messages['newsletter.submit']}
              </button>
            </div>
            {errors.email ? (
              <p id={`${id}-email-error`} className="site-form-error">
                {errors.email}
              </p>
            ) : null}
          </div>
          <div className={`site-form-field site-form-check${errors.consent ? ' is-invalid' : ''}`}>
            <input
              id={`${id}-consent`}
              type="checkbox"
              name="consent"
              required
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
              onChange={() => {
                if (errors.consent) setErrors((current) => ({ ...current, consent: undefined }))
              }}
            />
            <label htmlFor={`${id}-consent`}>{messages['newsletter.consent']}</label>
            {errors.consent ? (
              <p id={`${id}-consent-error`} className="site-form-error">
                {errors.consent}
              </p>
            ) : null}
          </div>
          <SpamGuards honeypotLabel={messages['forms.honeypot']} spamCheckLabel={messages['forms.spamCheck']} widgetReady={widgetReady} widget={widget} />
        </>
      )}
      <p className={`site-form-status${status.kind === 'error' ? ' is-error' : ''}`} role="status">
        {status.text}
      </p>
    </form>
  )
}
