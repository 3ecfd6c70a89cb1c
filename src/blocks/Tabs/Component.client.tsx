'use client'

import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'

import { useHydrated } from '@/lib/useHydrated'

import { putHashInAddress, useOpenFromHash } from '../shared/useOpenFromHash'

/**
 * Tabs: exactly one panel shows. Each tab is a link to its panel, so without JavaScript the first panel
 * shows and a tab's link shows its own (CSS :target). With JavaScript it is an ARIA tab list: click or
 * ←/→/Home/End choose a tab, and the chosen tab's name goes into the address; a `#name` in the address
 * opens that tab.
 */
export function Tabs({ tabs }: { tabs: { anchor: string; title: string; panel: ReactNode }[] }) {
  const anchors = tabs.map((tab) => tab.anchor)
  const [active, setActive] = useState(0)
  const enhanced = useHydrated()
  const root = useRef<HTMLDivElement>(null)
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([])
  useOpenFromHash(
    anchors,
    (index) => setActive(index),
    () => root.current,
  )

  const choose = (index: number, focus: boolean) => {
    setActive(index)
    putHashInAddress(anchors[index] ?? '')
    if (focus) tabRefs.current[index]?.focus()
  }
  const onClick = (index: number) => (event: MouseEvent) => {
    event.preventDefault()
    choose(index, false)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const last = anchors.length - 1
    const moves: Partial<Record<string, number>> = { ArrowRight: active === last ? 0 : active + 1, ArrowLeft: active === 0 ? last : active - 1, Home: 0, End: last }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    choose(next, true)
  }

  return (
    // Once hydrated, React decides which panel shows; the no-JavaScript :target rules step aside.
    <div className="tabs" ref={root} data-enhanced={enhanced ? 'true' : undefined}>
      <div className="tabs-list" role="tablist" onKeyDown={onKeyDown}>
        {tabs.map(({ anchor, title }, index) => (
          <a
            key={anchor}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            id={`${anchor}-tab`}
            className="tabs-tab"
            href={`#${anchor}`}
            role="tab"
            aria-selected={index === active}
            aria-controls={anchor}
            tabIndex={index === active ? 0 : -1}
            onClick={onClick(index)}
          >
            {title}
          </a>
        ))}
      </div>
      {tabs.map(({ anchor, panel }, index) => (
        <div key={anchor} id={anchor} className="tabs-panel prose" role="tabpanel" aria-labelledby={`${anchor}-tab`} tabIndex={0} hidden={index !== active}>
          {panel}
        </div>
      ))}
    </div>
  )
}
