'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { PAGE_FADE_MS, transitionTarget } from '@/lib/transitions'

const LEAVING = 'page-leaving'

/**
 * Page transitions (a site setting): a plain click on a link of the site (`data-transition`, set by
 * CmsLink and rich text) fades the page out, shows the loading spinner, then navigates with the App
 * Router (no full reload); the new page fades in. Not for visitors who ask for less motion.
 */
export function PageTransitions() {
  const router = useRouter()
  const pathname = usePathname()

  // The new page has arrived: fade it in.
  useEffect(() => {
    document.documentElement.classList.remove(LEAVING)
  }, [pathname])

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let timer = 0
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-transition]')
      if (!link) return
      const href = transitionTarget({ href: link.getAttribute('href'), target: link.target, download: link.hasAttribute('download') }, window.location)
      if (!href) return
      // Ahead of the link's own handler, which would navigate at once.
      event.preventDefault()
      event.stopPropagation()
      document.documentElement.classList.add(LEAVING)
      window.clearTimeout(timer)
      timer = window.setTimeout(() => router.push(href), PAGE_FADE_MS)
    }
    // Back or Forward never waits for a fade.
    const onPopState = () => document.documentElement.classList.remove(LEAVING)
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    // Links fade out from here on (before this a press is a plain page load).
    document.documentElement.dataset.transitions = 'ready'
    return () => {
      delete document.documentElement.dataset.transitions
      window.clearTimeout(timer)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
    }
  }, [router])
  return null
}
