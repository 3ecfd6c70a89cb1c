'use client'

import type {} from 'altcha/types/react'
import type { Ref, RefObject } from 'react'

/**
 * What every public form carries against robots: a field nobody can see (only a robot fills it;
 * off screen rather than hidden, since some robots skip fields they can tell are hidden), and the
 * ALTCHA widget once its code has loaded (useAltcha), solving in the background.
 */
export function SpamGuards({ honeypotLabel, spamCheckLabel, widgetReady, widget }: { honeypotLabel: string; spamCheckLabel: string; widgetReady: boolean; widget: RefObject<HTMLElement | null> }) {
  return (
    <>
      <div className="site-form-honeypot" aria-hidden="true">
        <label>
          {honeypotLabel}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {widgetReady ? <altcha-widget ref={widget as Ref<HTMLElement>} challenge="/forms/challenge" auto="onload" display="floating" name="altcha" language="en" aria-label={spamCheckLabel} /> : null}
    </>
  )
}
