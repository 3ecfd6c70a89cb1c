'use client'

import { LayoutComplete } from '@/components/LayoutComplete'
import { useHydrated } from '@/lib/useHydrated'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'

/** Scroll past which the header takes its compact, solid "scrolled" look (seed: 50 px). */
export const HEADER_SCROLLED_AT = 50
/** Scroll past which the scroll-to-top link shows (seed: 500 px). */
export const SCROLL_TOP_AT = 500
/** How long the burger panel animates; clicks meanwhile are ignored, as in the seed. */
export const MENU_ANIMATION_MS = 250

export type HeaderChromeLabels = { menu: string; scrollToTop: string }

/**
 * The header's behaviour around the server-rendered logo and navigation (`children`):
 * - a "scrolled" state past HEADER_SCROLLED_AT (shadow and a tighter bar; its height in the flow
 *   never changes, so nothing below it moves);
 * - under 768 px the navigation folds behind a "Menu" button (its state in aria-expanded). The button is a link to the navigation,
 *   so without JavaScript it still opens it (CSS :target); with JavaScript it toggles in place,
 *   ignores clicks while the panel animates, closes on Esc (focus back on the button), on a click
 *   outside and after a navigation, and moves focus into the menu when it opens;
 * - a scroll-to-top link past SCROLL_TOP_AT, to the skip link at the very top of the page.
 */
export function HeaderChrome({ navId, labels, logo, children }: { navId: string; labels: HeaderChromeLabels; logo: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated()
  // Only the band the page is scrolled into is state, so scrolling re-renders the header just when
  // it crosses HEADER_SCROLLED_AT or SCROLL_TOP_AT, not on every frame.
  const [band, setBand] = useState<'top' | 'scrolled' | 'far'>('top')
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  // A navigation (a link in the menu, Back) closes it: adjusted while rendering the new page.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
  }
  const animatingUntil = useRef(0)
  const toggleRef = useRef<HTMLAnchorElement>(null)
  const headerRef = useRef<HTMLElement>(null)

  useEffect(() => {
    let frame = 0
    const read = () => {
      frame = 0
      const y = window.scrollY
      setBand(y > SCROLL_TOP_AT ? 'far' : y > HEADER_SCROLLED_AT ? 'scrolled' : 'top')
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(read)
    }
    read()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [])

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) toggleRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    document.getElementById(navId)?.querySelector<HTMLElement>('a[href]')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    const onPointer = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) close(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, navId, close])

  const toggle = (event: { preventDefault(): void }) => {
    event.preventDefault()
    const now = performance.now()
    if (now < animatingUntil.current) return
    animatingUntil.current = now + (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : MENU_ANIMATION_MS)
    setOpen((value) => !value)
  }

  // To the very top (following the anchor would stop where the focused skip link sits), then the
  // skip link takes focus so keyboard users start again from the beginning.
  const toTop = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
    document.getElementById('top')?.focus({ preventScroll: true })
  }

  const scrolled = band !== 'top'
  return (
    <>
      <header ref={headerRef} className={`site-header${scrolled ? ' is-scrolled' : ''}`} data-menu={open ? 'open' : 'closed'} data-ready={hydrated ? 'true' : undefined}>
        <div className="site-header-inner">
          {logo}
          <a
            ref={toggleRef}
            href={`#${navId}`}
            className="menu-toggle"
            role="button"
            aria-controls={navId}
            aria-expanded={open}
            onClick={toggle}
            onKeyDown={(event) => {
              // A button answers Space too.
              if (event.key === ' ') toggle(event)
            }}
          >
            <span className="menu-toggle-icon" aria-hidden="true" />
            {labels.menu}
          </a>
          {children}
          <LayoutComplete />
        </div>
      </header>
      <a href="#top" className="scroll-top" hidden={band !== 'far'} onClick={toTop}>
        <span aria-hidden="true">↑ </span>
        {labels.scrollToTop}
      </a>
    </>
  )
}
