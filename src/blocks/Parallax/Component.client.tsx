'use client'

import { useRef, type CSSProperties, type ReactNode } from 'react'

import { useParallax } from '@/blocks/shared/useParallax'

/**
 * Moves the section's picture against the scroll while the section is on screen. Still under
 * reduced motion and without JavaScript: the picture then simply covers the section.
 */
export function Parallax({ ratio, className, style, labelledBy, children }: { ratio: number; className: string; style: CSSProperties; labelledBy?: string; children: ReactNode }) {
  const root = useRef<HTMLElement>(null)
  useParallax(root, '.parallax-media', ratio)
  return (
    <section ref={root} className={className} style={style} aria-labelledby={labelledBy}>
      {children}
    </section>
  )
}
