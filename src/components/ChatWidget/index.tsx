'use client'

import { useEffect, useRef, useState } from 'react'

import { setConsent, useConsent } from '@/components/Consent/useConsent'

export type ChatTexts = { open: string; loading: string; failed: string; prompt: string; allow: string; cancel: string; label: string }

/**
 * The chat button (a site setting). The chat service's script loads only when a visitor presses it
 * and has agreed to content from other companies (asked here if not): nothing of it loads before.
 * Once the script has run, the service's own widget takes over and this button goes.
 */
export function ChatWidget({ scriptUrl, texts }: { scriptUrl: string; texts: ChatTexts }) {
  const consent = useConsent()
  const [state, setState] = useState<'idle' | 'asking' | 'loading' | 'ready' | 'failed'>('idle')
  const allow = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (state === 'asking') allow.current?.focus()
  }, [state])
  const load = () => {
    setState('loading')
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    script.onload = () => setState('ready')
    script.onerror = () => {
      script.remove()
      setState('failed')
    }
    document.body.append(script)
  }
  if (state === 'ready') return null
  return (
    <div className="chat-launcher">
      {state === 'asking' ? (
        <div className="chat-consent" role="group" aria-label={texts.label}>
          <p>{texts.prompt}</p>
          <div className="consent-actions">
            <button
              type="button"
              className="button"
              ref={allow}
              onClick={() => {
                setConsent('granted')
                load()
              }}
            >
              {texts.allow}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setState('idle')}>
              {texts.cancel}
            </button>
          </div>
        </div>
      ) : null}
      {state === 'failed' ? (
        <p className="chat-failed" role="alert">
          {texts.failed}
        </p>
      ) : null}
      <button type="button" className="chat-button" aria-busy={state === 'loading'} onClick={() => (consent === 'granted' ? load() : setState('asking'))} disabled={state === 'loading'}>
        {state === 'loading' ? texts.loading : texts.open}
      </button>
    </div>
  )
}
