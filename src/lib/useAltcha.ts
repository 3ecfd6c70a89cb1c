'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

/** The parts of ALTCHA's <altcha-widget> element we use. */
export type AltchaWidget = HTMLElement & { getState: () => string; verify: () => Promise<{ payload?: string } | null>; reset: () => void }
type StateDetail = { state: string; payload?: string }

/**
 * The spam check of a public form: the widget's code loads once the visitor starts on the form
 * (`wanted`), it solves in the background, and `solution()` hands over its answer — the one it has,
 * the one it is working on, or a new one — waiting for it rather than sending a form without it.
 */
export function useAltcha(wanted: boolean) {
  const [ready, setReady] = useState(false)
  const widget = useRef<AltchaWidget | null>(null)
  const solved = useRef<string | null>(null)

  useEffect(() => {
    if (!wanted) return
    let cancelled = false
    void import('altcha').then(() => {
      if (!cancelled) setReady(true)
    })
    return () => {
      cancelled = true
    }
  }, [wanted])

  useEffect(() => {
    const element = widget.current
    if (!element || !ready) return
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<StateDetail>).detail
      solved.current = detail.state === 'verified' ? (detail.payload ?? null) : null
    }
    element.addEventListener('statechange', onState)
    return () => element.removeEventListener('statechange', onState)
  }, [ready])

  const solution = useCallback(async (timeoutMs = 30_000): Promise<string | null> => {
    const deadline = Date.now() + timeoutMs
    // Sent before the widget arrived: wait for it.
    while (!widget.current && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    if (solved.current) return solved.current
    const element = widget.current
    if (!element) return null
    const verified = new Promise<string | null>((resolve) => {
      const done = (value: string | null) => {
        clearTimeout(timer)
        element.removeEventListener('statechange', onState)
        resolve(value)
      }
      const onState = (event: Event) => {
        const detail = (event as CustomEvent<StateDetail>).detail
        if (detail.state === 'verified') done(detail.payload ?? null)
        else if (detail.state === 'error' || detail.state === 'expired') done(null)
      }
      const timer = setTimeout(() => done(null), Math.max(0, deadline - Date.now()))
      element.addEventListener('statechange', onState)
    })
    if (element.getState() !== 'verifying') void element.verify().catch(() => undefined)
    return verified
  }, [])

  /** After each attempt: a solved challenge is good once, so the next one is solved now. */
  const renew = useCallback(() => {
    solved.current = null
    try {
      widget.current?.reset()
      void widget.current?.verify().catch(() => undefined)
    } catch {
      // Not ready yet: it solves on load.
    }
  }, [])

  return { ready, widget, solution, renew }
}
