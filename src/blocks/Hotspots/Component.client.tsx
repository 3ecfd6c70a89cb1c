'use client'

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'

import { useHydrated } from '@/lib/useHydrated'

import type { tooltipPlacement } from './placement'

type Spot = { title: string; text: string; x: number; y: number; placement: ReturnType<typeof tooltipPlacement> }

/** The old theme's tooltip hide delay: time to move the pointer from the pin onto its tooltip. */
const HIDE_DELAY_MS = 300

/**
 * Pins on a picture, each a button that shows its tooltip: click or tap toggles it, Enter and Space
 * too, Esc closes it, a press elsewhere closes it, and a mouse hover shows it (without pinning it) until
 * the pointer has been off both pin and tooltip for 300 ms (so the tooltip can be reached and read, WCAG 1.4.13). One at a
 * time. Without JavaScript hover and keyboard focus show the tooltips through CSS.
 */
export function Hotspots({ idPrefix, image, spots }: { idPrefix: string; image: ReactNode; spots: Spot[] }) {
  const enhanced = useHydrated()
  const [open, setOpen] = useState<number | null>(null)
  const hideTimer = useRef(0)
  const root = useRef<HTMLDivElement>(null)
  const pins = useRef<(HTMLButtonElement | null)[]>([])

  useEffect(() => {
    if (open === null) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      pins.current[open]?.focus()
      setOpen(null)
    }
    const onPress = (event: PointerEvent) => {
      if (!root.current?.querySelectorAll('.hotspot')[open]?.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPress)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPress)
    }
  }, [open])
  useEffect(() => () => window.clearTimeout(hideTimer.current), [])

  // A tooltip opened by a press (click, tap, Enter) stays when the pointer leaves; one shown by hover goes.
  const pressed = useRef(false)
  const show = (index: number) => {
    window.clearTimeout(hideTimer.current)
    if (open !== index) pressed.current = false
    setOpen(index)
  }
  const hideSoon = () => {
    window.clearTimeout(hideTimer.current)
    if (pressed.current) return
    hideTimer.current = window.setTimeout(() => setOpen(null), HIDE_DELAY_MS)
  }
  const press = (index: number) => {
    window.clearTimeout(hideTimer.current)
    // Pressing a pin its hover already opened keeps it open; pressing an open pressed pin closes it.
    if (open === index && pressed.current) {
      setOpen(null)
      return
    }
    pressed.current = true
    setOpen(index)
  }

  return (
    <div className="hotspots" ref={root} data-enhanced={enhanced ? 'true' : undefined}>
      {image}
      {spots.map((spot, index) => {
        const tipId = `${idPrefix}-${index}`
        const isOpen = open === index
        return (
          <div
            key={tipId}
            className={`hotspot tip-${spot.placement.vertical} tip-${spot.placement.horizontal}`}
            style={{ '--x': `${spot.x}%`, '--y': `${spot.y}%` } as CSSProperties}
            data-open={isOpen ? 'true' : undefined}
            onPointerEnter={(event) => event.pointerType === 'mouse' && show(index)}
            onPointerLeave={(event) => event.pointerType === 'mouse' && hideSoon()}
          >
            <button
              type="button"
              className="hotspot-pin"
              ref={(element) => {
                pins.current[index] = element
              }}
              aria-expanded={enhanced ? isOpen : undefined}
              aria-controls={tipId}
              onClick={() => press(index)}
            >
              <span className="visually-hidden">{spot.title}</span>
            </button>
            <div id={tipId} className="hotspot-tip surface" role="group" aria-label={spot.title}>
              <strong>{spot.title}</strong>
              {spot.text ? <p>{spot.text}</p> : null}
            </div>
          </div>
        )
      })}
    </div>
  )
}
