'use client'

import type { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Fetches a page ahead when the visitor shows they are about to follow a link to it: the pointer
 * comes over it, a finger touches it, or it takes keyboard focus. The router keeps the page's
 * payload and its client chunks start loading with it, so the click paints at once (issue 41).
 *
 * Only links marked `data-prefetch-intent` (set where the target is known to be a public page, never
 * a per-visitor page, a route handler or the admin), and never all links in view: a gallery index
 * would otherwise fetch every gallery on load. One listener for the whole document.
 */
export function PrefetchOnIntent() {
  const router = useRouter()
  useEffect(() => {
    // Once per address for this document; the router's own cache decides how long a payload stays.
    const fetched = new Set<string>()
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-prefetch-intent]')
      if (!link || link.target === '_blank') return
      const url = new URL(link.href, location.href)
      if (url.origin !== location.origin) return
      const href = `${url.pathname}${url.search}`
      if (fetched.has(href) || href === `${location.pathname}${location.search}`) return
      fetched.add(href)
      // The whole page, not only its layouts (Next's `PrefetchKind.FULL`; the enum is not public).
      router.prefetch(href, { kind: 'full' as PrefetchKind })
    }
    const options = { capture: true, passive: true }
    document.addEventListener('pointerover', onIntent, options)
    document.addEventListener('touchstart', onIntent, options)
    document.addEventListener('focusin', onIntent, options)
    return () => {
      document.removeEventListener('pointerover', onIntent, options)
      document.removeEventListener('touchstart', onIntent, options)
      document.removeEventListener('focusin', onIntent, options)
    }
  }, [router])
  return null
}
