'use client'

import { openConsentSettings } from './useConsent'

/** The footer's way back to the consent banner, to change an earlier answer. */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="link-button" onClick={openConsentSettings}>
      {label}
    </button>
  )
}
