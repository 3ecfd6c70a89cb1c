'use client'

import { useEffect, type RefObject } from 'react'

import { parallaxOffset } from '@/blocks/Parallax/offset'

/**
 * Moves the `media` elements inside `root` against the scroll while `root` is on screen: one
 * transform per frame, so nothing is laid out again and nothing shifts. Nothing moves under reduced
 * motion (and without JavaScript), where the media simply cover their box. `root` gets
 * `data-parallax="on"` while it runs, for styles that make the media taller than the box, and
 * `"off"` when reduced motion keeps it still (so "still" can be told from "not run yet").
 */
export function useParallax(rootRef: RefObject<HTMLElement | null>, mediaSelector: string, ratio: number, enabled = true) {
  useEffect(() => {
    const root = rootRef.current
    if (!enabled || !root || ratio <= 0) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      root.dataset.parallax = 'off'
      return () => {
        delete root.dataset.parallax
      }
    }
    const media = [...root.querySelectorAll<HTMLElement>(mediaSelector)]
    if (media.length === 0) return
    root.dataset.parallax = 'on'
    let frame = 0
    const place = () => {
      frame = 0
      const rect = root.getBoundingClientRect()
      const offset = parallaxOffset({ top: rect.top, height: rect.height, viewport: window.innerHeight, ratio })
      for (const element of media) element.style.transform = `translate3d(0, ${offset}px, 0)`
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(place)
    }
    // Listen only while the box is on screen.
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        place()
        window.addEventListener('scroll', onScroll, { passive: true })
        window.addEventListener('resize', onScroll)
      } else {
        window.removeEventListener('scroll', onScroll)
        window.removeEventListener('resize', onScroll)
      }
    })
    observer.observe(root)
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      cancelAnimationFrame(frame)
      delete root.dataset.parallax
      for (const element of media) element.style.transform = ''
    }
  }, [rootRef, mediaSelector, ratio, enabled])
}
