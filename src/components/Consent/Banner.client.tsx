'use client'

import { useEffect, useRef, useState } from 'react'

import { ANSWER_ATTRIBUTE } from './consent'
import { onConsentSettingsOpen, setConsent, useConsent } from './useConsent'

export type ConsentBannerTexts = { label: string; message: string; accept: string; decline: string; policy: string; policyUrl: string | null }

/**
 * The consent banner: fixed at the bottom (it covers, never pushes, so nothing shifts), shown until
 * the visitor accepts or declines, and again from the footer's "Cookie settings", which also moves
 * focus into it. Not modal: the page stays usable, and nothing third-party loads meanwhile.
 *
 * Pages are static, so the server always renders it (`data-first-render`); the page's first inline
 * script marks <html> when the cookie holds an answer, and CSS hides that first rendering then. A new
 * visitor sees the banner with the page's first paint, not after the scripts have run; once
 * hydrated, it is rendered from the cookie itself.
 */
export function ConsentBanner({ texts }: { texts: ConsentBannerTexts }) {
  const consent = useConsent()
  const [reopened, setReopened] = useState(false)
  const region = useRef<HTMLElement>(null)
  useEffect(() => onConsentSettingsOpen(() => setReopened(true)), [])
  useEffect(() => {
    if (reopened) region.current?.querySelector<HTMLButtonElement>('button')?.focus()
  }, [reopened])
  const shown = !(consent !== 'unknown' && consent !== null && !reopened)
  // The room the banner takes at the window's foot, measured, for the page's end (globals.css
  // --consent-room-measured). What is in view at load (a full-window slider's controls) keeps the
  // estimate the first paint used: moving it now would shift the page under the visitor's eyes.
  useEffect(() => {
    const element = region.current
    if (!shown || !element) return
    const root = document.documentElement
    const measure = () => root.style.setProperty('--consent-room-measured', `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top + 8)}px`)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
      root.style.removeProperty('--consent-room-measured')
    }
  }, [shown])
  if (consent !== 'unknown' && consent !== null && !reopened) return null
  const answer = (value: 'granted' | 'denied') => {
    setConsent(value)
    setReopened(false)
  }
  return (
    <section ref={region} className="consent-banner" aria-label={texts.label} data-first-render={consent === 'unknown' ? '' : undefined}>
      <p>
        {texts.message}
        {texts.policyUrl ? (
          <>
            {' '}
            <a href={texts.policyUrl}>{texts.policy}</a>
          </>
        ) : null}
      </p>
      <div className="consent-actions">
        <button type="button" className="button" {...{ [ANSWER_ATTRIBUTE]: 'granted' }} onClick={() => answer('granted')} aria-pressed={consent === 'granted'}>
          {texts.accept}
        </button>
        <button type="button" className="button button-secondary" {...{ [ANSWER_ATTRIBUTE]: 'denied' }} onClick={() => answer('denied')} aria-pressed={consent === 'denied'}>
          {texts.decline}
        </button>
      </div>
    </section>
  )
}
