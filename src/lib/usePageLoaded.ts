'use client'

import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('load', onChange)
  return () => window.removeEventListener('load', onChange)
}

/**
 * False in the server render, during hydration and until the window's `load` event (everything the
 * page itself asked for has arrived), true afterwards. For work a page wants soon but not before its
 * first view is complete: preloading what comes next must not share the connections with what is
 * shown first.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  )
}
