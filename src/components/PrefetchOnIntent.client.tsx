'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { prefetchTarget } from '@/lib/transitions'

import { fetchWaitingIslands } from './visibleIsland'

type PrefetchOptions = NonNullable<Parameters<ReturnType<typeof useRouter>['prefetch']>[1]>

/**
 * A mouse resting this long on a link, or keyboard focus staying on it, is taken as intent; a
 * pointer sweeping across a grid or Tab passing through a menu is not.
 */
const DWELL_MS = 65

/**
 * Fetches a page ahead when the visitor shows they are about to follow a link to it: a mouse rests
 * on it, a finger touches it, or keyboard focus stays on it. The router keeps the page's data, and the
 * client chunks it names start loading with it, so the click paints at once (issue 41).
 *
 * Only links marked `data-prefetch-intent` (set where the target is known to be a public page, never
 * a per-visitor page, a route handler or the admin), and never all links in view: a gallery index
 * would otherwise fetch every gallery on load. One listener for the whole document. The router's
 * cache decides how long a fetched page stays and skips a fetch it still holds.
 */
export function PrefetchOnIntent() {
  const router = useRouter()
  useEffect(() => {
    const linkOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-prefetch-intent]') ?? null
    const prefetch = (link: HTMLAnchorElement) => {
      const href = prefetchTarget({ href: link.getAttribute('href'), target: link.target, download: link.hasAttribute('download') }, location)
      if (!href) return
      // Following the link will render through every block still waiting for the visitor: their code comes now too.
      fetchWaitingIslands()
      // The whole page, not only its layouts (Next's `PrefetchKind.FULL`).
      router.prefetch(href, { kind: 'full' as PrefetchOptions['kind'] })
    }
    let dwell: number | undefined
    const onRest = (event: Event) => {
      // A touch is taken at touchstart; a pen, a mouse or keyboard focus after a short rest.
      if (event instanceof PointerEvent && event.pointerType === 'touch') return
      const link = linkOf(event)
      window.clearTimeout(dwell)
      if (link) dwell = window.setTimeout(() => prefetch(link), DWELL_MS)
    }
    const onLeave = () => window.clearTimeout(dwell)
    const onTouch = (event: Event) => {
      const link = linkOf(event)
      if (link) prefetch(link)
    }
    const options = { capture: true, passive: true }
    document.addEventListener('pointerover', onRest, options)
    document.addEventListener('pointerout', onLeave, options)
    document.addEventListener('focusin', onRest, options)
    document.addEventListener('focusout', onLeave, options)
    document.addEventListener('touchstart', onTouch, options)
    // For tests and tools: links are fetched ahead from here on.
    document.documentElement.dataset.prefetchIntent = 'ready'
    return () => {
      window.clearTimeout(dwell)
      delete document.documentElement.dataset.prefetchIntent
      document.removeEventListener('pointerover', onRest, options)
      document.removeEventListener('pointerout', onLeave, options)
      document.removeEventListener('focusin', onRest, options)
      document.removeEventListener('focusout', onLeave, options)
      document.removeEventListener('touchstart', onTouch, options)
    }
  }, [router])
  return null
}
