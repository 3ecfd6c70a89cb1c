'use client'

import { useSyncExternalStore } from 'react'

import { ANSWERED_ATTRIBUTE, CONSENT_CHANGED as CHANGED, consentCookie, readConsent, type Consent } from './consent'

const OPEN = 'atrium:consent-settings'

function subscribe(callback: () => void) {
  window.addEventListener(CHANGED, callback)
  return () => window.removeEventListener(CHANGED, callback)
}

/** The visitor's answer ('unknown' before hydration and until they answer). */
export function useConsent(): Consent | null | 'unknown' {
  return useSyncExternalStore(
    subscribe,
    () => readConsent(document.cookie),
    () => 'unknown' as const,
  )
}

export function setConsent(value: Consent) {
  document.cookie = consentCookie(value, window.location.protocol === 'https:')
  // As the first script does for an answer from the cookie: the banner's room is no longer kept.
  document.documentElement.setAttribute(ANSWERED_ATTRIBUTE, '')
  window.dispatchEvent(new Event(CHANGED))
}

/** Opens the banner again (the footer's "Cookie settings"). */
export function openConsentSettings() {
  window.dispatchEvent(new Event(OPEN))
}

export function onConsentSettingsOpen(listener: () => void): () => void {
  window.addEventListener(OPEN, listener)
  return () => window.removeEventListener(OPEN, listener)
}
