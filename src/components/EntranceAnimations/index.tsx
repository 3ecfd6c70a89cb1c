'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** The old theme's stagger: each item of a row starts a little after the one before. */
const STAGGER_MS = [0, 100, 150, 250, 300, 350]

/**
 * Blocks below the fold fade and rise in once 80 % of the way up the window; the items of a row
 * (`[data-stagger]` lists: icon boxes, team, prices, masonry cards…) follow one another. Only for what starts out of
 * sight, so nothing visible blinks; not on phones (under 768 px) or under reduced motion; and the
 * page's content is there, unanimated, without JavaScript. Runs again after each navigation.
 */
export function EntranceAnimations() {
  const pathname = usePathname()
  useEffect(() => {
    // The decision for this page, for anyone checking that nothing will be hidden ('off': reduced
    // motion or a phone, so nothing is hidden or animated).
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches || window.innerWidth < 768
    document.documentElement.dataset.entrance = still ? 'off' : 'on'
    if (still) return
    const pending: HTMLElement[] = []
    for (const block of document.querySelectorAll<HTMLElement>('main .block')) {
      // A block inside another (a section's content) comes in with it.
      if (block.parentElement?.closest('.block')) continue
      if (block.getBoundingClientRect().top < window.innerHeight) continue
      const list = block.querySelector<HTMLElement>('[data-stagger]')
      const items = list ? [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement) : []
      const group = items.length ? items : [block]
      // `data-stagger="100"` spaces items evenly (masonry: 100 ms apart); otherwise the row table.
      const step = Number(list?.dataset.stagger) || 0
      group.forEach((element, index) => {
        const delay = step ? Math.min(index, 10) * step : STAGGER_MS[Math.min(index, STAGGER_MS.length - 1)]
        element.style.setProperty('--enter-delay', `${delay}ms`)
        element.classList.add('enter-pending')
      })
      pending.push(...group)
    }
    if (!pending.length) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          observer.unobserve(entry.target)
          entry.target.classList.add('enter-in')
        }
      },
      { rootMargin: '0px 0px -20% 0px' },
    )
    pending.forEach((element) => observer.observe(element))
    return () => {
      observer.disconnect()
      pending.forEach((element) => element.classList.remove('enter-pending', 'enter-in'))
    }
  }, [pathname])
  return null
}
