'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/** The page's origin as the browser sees it (the address bar); null while rendering on the server. */
export function useBrowserOrigin(): string | null {
  return useSyncExternalStore(noSubscription, () => window.location.origin, () => null)
}
