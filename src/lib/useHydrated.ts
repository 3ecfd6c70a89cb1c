'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False in the server render and during hydration, true afterwards: for enhancements that need JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
