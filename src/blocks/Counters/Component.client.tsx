'use client'

import { useEffect, useRef, useState, type CSSProperties } from 'react'

import { countedValue, formatCounter, type CounterFormat } from './format'

export type Counter = {
  label: string
  value: number
  /** The final value as it reads, rendered on the server for crawlers, screen readers and no-JS visitors. */
  text: string
  /** Share of the circle or bar the final value fills (0…1). */
  share: number
  format: CounterFormat
  delay: number
}

const CIRCLE = 2 * Math.PI * 45

/**
 * Animated numbers: each counts up from 0 once, when the block scrolls into view, after its delay.
 * The server renders the final values; the count replaces them only for visitors who see it happen
 * (not under reduced motion). The digits are fixed-width, left-aligned in a box as wide as the final
 * value, so counting never moves anything.
 */
export function Counters({ counters, layout, duration }: { counters: Counter[]; layout: 'number' | 'circle' | 'bar'; duration: number }) {
  const root = useRef<HTMLUListElement>(null)
  // Per counter the value shown: null is the final value (server render, and after counting).
  const [shown, setShown] = useState<(number | null)[]>(() => counters.map(() => null))
  useEffect(() => {
    const element = root.current
    if (!element || duration <= 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const rect = element.getBoundingClientRect()
    // Already on screen when the page loads: the values stay, nothing flashes back to 0.
    if (rect.top < window.innerHeight && rect.bottom > 0) return
    setShown(counters.map(() => 0))
    let frame = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const start = performance.now()
        const step = (now: number) => {
          const values = counters.map((counter) => countedValue(counter.value, now - start - counter.delay, duration))
          const done = counters.every((counter) => now - start - counter.delay >= duration)
          setShown(done ? counters.map(() => null) : values)
          if (!done) frame = requestAnimationFrame(step)
        }
        frame = requestAnimationFrame(step)
      },
      { threshold: 0.2 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [counters, duration])

  return (
    <ul className={`counters counters-${layout}`} ref={root}>
      {counters.map((counter, index) => {
        const value = shown[index] ?? null
        const text = value === null ? counter.text : formatCounter(value, counter.format)
        const share = value === null || counter.value === 0 ? counter.share : (counter.share * value) / counter.value
        // One ch per character of the final value, plus one for wide signs (%): the box never grows.
        const style = { '--share': share, '--width': `${counter.text.length + 1}ch` } as CSSProperties
        return (
          <li key={index} className="counter" style={style}>
            {layout === 'circle' ? (
              <svg className="counter-circle" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
                <circle cx="50" cy="50" r="45" className="counter-track" />
                <circle cx="50" cy="50" r="45" className="counter-fill" strokeDasharray={CIRCLE} strokeDashoffset={CIRCLE * (1 - share)} />
              </svg>
            ) : null}
            {/* Read out once, as the final value; the counting digits beside it are hidden from screen readers. */}
            <span className="counter-value" aria-hidden="true">
              {text}
            </span>
            <span className="visually-hidden">{counter.text}</span>
            <span className="counter-label">{counter.label}</span>
            {layout === 'bar' ? <span className="counter-bar" aria-hidden="true" /> : null}
          </li>
        )
      })}
    </ul>
  )
}
