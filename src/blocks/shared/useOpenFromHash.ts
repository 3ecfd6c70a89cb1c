'use client'

import { useEffect, useRef } from 'react'

/** The address's `#name`, decoded ('' when there is none or it is malformed). */
export function currentHash(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1))
  } catch {
    return ''
  }
}

/**
 * Puts an opened item's name in the address without a new history entry or a jump (Next's router keeps
 * its own state in history.state, so that is passed on).
 */
export function putHashInAddress(anchor: string) {
  if (!anchor || currentHash() === anchor) return
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(anchor)}`)
}

/**
 * Opens the item the address names — when the page loads and whenever the hash changes (a link to
 * `#name` elsewhere on the page) — then brings it into view. The scroll offset is the page's
 * `scroll-padding-top`; smoothness follows `scroll-behavior`, so reduced motion jumps.
 */
export function useOpenFromHash(anchors: readonly string[], open: (index: number) => void, scrollTarget: (index: number) => HTMLElement | null) {
  const callbacks = useRef({ open, scrollTarget })
  useEffect(() => {
    callbacks.current = { open, scrollTarget }
  })
  const key = anchors.join('\n')
  useEffect(() => {
    const names = key.split('\n')
    const apply = () => {
      const index = names.indexOf(currentHash())
      if (index < 0) return
      callbacks.current.open(index)
      // After React has shown the item: a hidden element cannot be scrolled to.
      requestAnimationFrame(() => callbacks.current.scrollTarget(index)?.scrollIntoView({ block: 'start' }))
    }
    apply()
    window.addEventListener('hashchange', apply)
    return () => window.removeEventListener('hashchange', apply)
  }, [key])
}
