'use client'

import { useEffect, useRef, useState } from 'react'

import { useConsent } from '@/components/Consent/useConsent'
import type { Messages } from '@/lib/messageTemplates'

import { mayShowPopup, popupShownCookie } from '../popupRules'
import type { POPUP_MESSAGES } from './messages'
import { NewsletterForm, SUBSCRIBED_COOKIE } from './NewsletterForm.client'

export type PromoPopupProps = {
  heading: string
  text: string | null
  kind: 'newsletter' | 'offer'
  link: { href: string; label: string } | null
  trigger: 'delay' | 'scroll'
  delaySeconds: number
  scrollPercent: number
  consentRequired: boolean
  messages: Messages<(typeof POPUP_MESSAGES)[number]>
}

/**
 * The editor's promotional popup, in the browser's own modal `dialog` (focus moves in and stays,
 * Esc closes it, the page behind is inert). It opens after the delay or the scroll the editor set,
 * once the rules allow it (popupRules), and remembers that it was shown for 5 days.
 */
export function PromoPopup({ heading, text, kind, link, trigger, delaySeconds, scrollPercent, consentRequired, messages }: PromoPopupProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const consent = useConsent()
  const [armed, setArmed] = useState(false)
  const consentAnswered = consent === 'granted' || consent === 'denied'

  useEffect(() => {
    if (consent === 'unknown' || armed) return
    if (!mayShowPopup({ consentAnswered, consentRequired, cookies: document.cookie }, SUBSCRIBED_COOKIE)) return
    const open = () => {
      if (dialog.current?.open || !mayShowPopup({ consentAnswered: true, consentRequired: false, cookies: document.cookie }, SUBSCRIBED_COOKIE)) return
      document.cookie = popupShownCookie(window.location.protocol === 'https:')
      dialog.current?.showModal()
      setArmed(true)
    }
    if (trigger === 'scroll') {
      const onScroll = () => {
        const room = document.documentElement.scrollHeight - window.innerHeight
        if (room <= 0 || (window.scrollY / room) * 100 >= scrollPercent) open()
      }
      window.addEventListener('scroll', onScroll, { passive: true })
      return () => window.removeEventListener('scroll', onScroll)
    }
    const timer = window.setTimeout(open, delaySeconds * 1000)
    return () => window.clearTimeout(timer)
  }, [consent, consentAnswered, consentRequired, trigger, delaySeconds, scrollPercent, armed])

  return (
    <dialog ref={dialog} className="promo-popup" aria-labelledby="promo-popup-heading">
      <button type="button" className="promo-popup-close" onClick={() => dialog.current?.close()} aria-label={messages['popup.close']}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id="promo-popup-heading">{heading}</h2>
      {text ? <p>{text}</p> : null}
      {kind === 'offer' && link ? (
        <p>
          <a className="button" href={link.href} onClick={() => dialog.current?.close()}>
            {link.label}
          </a>
        </p>
      ) : null}
      {kind === 'newsletter' ? <NewsletterForm form="popup" messages={messages} /> : null}
    </dialog>
  )
}
