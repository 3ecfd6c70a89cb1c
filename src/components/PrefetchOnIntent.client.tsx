'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

type PrefetchOptions = NonNullable<Parameters<ReturnType<typeof useRouter>['prefetch']>[1]>

/** A mouse resting this long on a link is taken as intent; a pointer sweeping across a grid is not. */
const DWELL_MS = 65
/** Per-visitor pages and the admin, never fetched ahead whatever a link is marked (page slugs cannot take these either). */
const NEVER = /^\/(cart|checkout|orders|admin|api)(\/|$)/

/**
 * Fetches a page ahead when the visitor shows they are about to follow a link to it: a mouse rests
 * on it, a finger touches it, or it takes keyboard focus. The router keeps the page's data, and the
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
      if (link.target === '_blank') return
      const url = new URL(link.href, location.href)
      if (url.origin !== location.origin || NEVER.test(url.pathname)) return
      const href = `${url.pathname}${url.search}`
      if (href === `${location.pathname}${location.search}`) return
      // The whole page, not only its layouts (Next's `PrefetchKind.FULL`).
      router.prefetch(href, { kind: 'full' as PrefetchOptions['kind'] })
    }
    let dwell: number | undefined
    const onPointerOver = (event: PointerEvent) => {
      // A touch is taken at touchstart; a pen or mouse after a short rest.
      if (event.pointerType === 'touch') return
      const link = linkOf(event)
      window.clearTimeout(dwell)
      if (link) dwell = window.setTimeout(() => prefetch(link), DWELL_MS)
    }
    const onPointerOut = () => window.clearTimeout(dwell)
    const onNow = (event: Event) => {
      const link = linkOf(event)
      if (link) prefetch(link)
    }
    const options = { capture: true, passive: true }
    document.addEventListener('pointerover', onPointerOver, options)
    document.addEventListener('pointerout', onPointerOut, options)
    document.addEventListener('touchstart', onNow, options)
    document.addEventListener('focusin', onNow, options)
    // For tests and tools: links are fetched ahead from here on.
    document.documentElement.dataset.prefetchIntent = 'ready'
    return () => {
      window.clearTimeout(dwell)
      delete document.documentElement.dataset.prefetchIntent
      document.removeEventListener('pointerover', onPointerOver, options)
      document.removeEventListener('pointerout', onPointerOut, options)
      document.removeEventListener('touchstart', onNow, options)
      document.removeEventListener('focusin', onNow, options)
    }
  }, [router])
  return null
}
