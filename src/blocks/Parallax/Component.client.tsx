'use client'

import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react'

import { parallaxOffset } from './offset'

/**
 * Moves the section's picture against the scroll while the section is on screen (one transform per
 * frame, so nothing is laid out again and nothing shifts). Still under reduced motion and without
 * JavaScript: the picture then simply covers the section.
 */
export function Parallax({ ratio, className, style, labelledBy, children }: { ratio: number; className: string; style: CSSProperties; labelledBy?: string; children: ReactNode }) {
  const root = useRef<HTMLElement>(null)
  useEffect(() => {
    const section = root.current
    const media = section?.querySelector<HTMLElement>('.parallax-media')
    if (!section || !media || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    section.dataset.parallax = 'on'
    let frame = 0
    const place = () => {
      frame = 0
      const rect = section.getBoundingClientRect()
      media.style.transform = `translate3d(0, ${parallaxOffset({ top: rect.top, height: rect.height, viewport: window.innerHeight, ratio })}px, 0)`
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(place)
    }
    // Listen only while the section is on screen.
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
    observer.observe(section)
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      cancelAnimationFrame(frame)
      delete section.dataset.parallax
      media.style.transform = ''
    }
  }, [ratio])
  return (
    <section ref={root} className={className} style={style} aria-labelledby={labelledBy}>
      {children}
    </section>
  )
}
