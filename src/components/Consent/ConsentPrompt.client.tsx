'use client'

import { useEffect, useRef, useState } from 'react'

import { setConsent, useConsent } from './useConsent'

/**
 * Play state for a third-party player behind a press: `play` starts it when the visitor has consented,
 * otherwise it asks first (`asking`); allowing stores consent for the whole site and plays.
 * `onStart` runs when the player starts.
 */
export function useConsentedPlay(onStart?: () => void) {
  const consent = useConsent()
  const [playing, setPlaying] = useState(false)
  const [asking, setAsking] = useState(false)
  const start = () => {
    setPlaying(true)
    onStart?.()
  }
  return {
    playing,
    asking,
    play: () => (consent === 'granted' ? start() : setAsking(true)),
    allowAndPlay: () => {
      setConsent('granted')
      start()
    },
  }
}

/** The question over a video's poster before its player may load; focus moves to its button. */
export function ConsentPrompt({ label, prompt, allowLabel, onAllow }: { label: string; prompt: string; allowLabel: string; onAllow: () => void }) {
  const allow = useRef<HTMLButtonElement>(null)
  // The visitor just pressed play in this box: it is in view, so focus without scrolling.
  useEffect(() => allow.current?.focus({ preventScroll: true }), [])
  return (
    <div className="consent-prompt" role="group" aria-label={label}>
      <p>{prompt}</p>
      <button ref={allow} type="button" className="button" onClick={onAllow}>
        {allowLabel}
      </button>
    </div>
  )
}
