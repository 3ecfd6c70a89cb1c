'use client'

import { useRef, type ReactNode, type SyntheticEvent } from 'react'

import { useHydrated } from '@/lib/useHydrated'

import { putHashInAddress, useOpenFromHash } from '../shared/useOpenFromHash'

type Item = { anchor: string; title: string; open: boolean; content: ReactNode }

/**
 * Toggles on the browser's own disclosure (`<details>`): they open and close without JavaScript and
 * with the keyboard. In accordion mode (`group`) opening one closes the others — natively through the
 * shared `name`, and here as well for browsers without it. An opened item's name goes into the address,
 * and a `#name` in the address opens its item.
 */
export function Toggles({ items, group }: { items: Item[]; group?: string }) {
  const refs = useRef<(HTMLDetailsElement | null)[]>([])
  const hydrated = useHydrated()
  useOpenFromHash(
    items.map((item) => item.anchor),
    (index) => {
      const details = refs.current[index]
      if (details) details.open = true
    },
    (index) => refs.current[index] ?? null,
  )
  const onToggle = (index: number, anchor: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open) return
    putHashInAddress(anchor)
    if (group) {
      refs.current.forEach((other, otherIndex) => {
        if (other && otherIndex !== index && other.open) other.open = false
      })
    }
  }
  return (
    // data-ready: from here on an opened item names itself in the address (before, it only opens).
    <div className="toggles" data-ready={hydrated ? 'true' : undefined}>
      {items.map((item, index) => (
        <details
          key={item.anchor}
          id={item.anchor}
          className="toggle"
          name={group}
          open={item.open || undefined}
          onToggle={onToggle(index, item.anchor)}
          ref={(element) => {
            refs.current[index] = element
          }}
        >
          <summary className="toggle-title">{item.title}</summary>
          <div className="toggle-content prose">{item.content}</div>
        </details>
      ))}
    </div>
  )
}
