'use client'

import { useSyncExternalStore } from 'react'

/** Whether a media query matches, kept current; false in the server render and during hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

const never = () => () => {}

/** The visitor's browser asks to save data (Chrome's Save-Data / Lite mode); false where unknown. */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    never,
    () => Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData),
    () => false,
  )
}
