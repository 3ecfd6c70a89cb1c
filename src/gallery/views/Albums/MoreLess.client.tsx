'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { useHydrated } from '@/lib/useHydrated'

/**
 * A long description clamped to a few lines with a More/Less toggle. The full text is in the HTML
 * (without JavaScript it simply shows); the toggle appears only when the text really overflows.
 */
export function MoreLess({ text, moreLabel, lessLabel }: { text: string; moreLabel: string; lessLabel: string }) {
  const [expanded, setExpanded] = useState(false)
  const [overflows, setOverflows] = useState(false)
  // Clamped only once hydrated, so without JavaScript the whole text shows.
  const ready = useHydrated()
  const ref = useRef<HTMLParagraphElement>(null)
  const id = useId()
  useEffect(() => {
    const element = ref.current
    if (ready && element) setOverflows(element.scrollHeight > element.clientHeight + 1)
  }, [text, ready])
  return (
    <div className="more-less">
      <p id={id} ref={ref} className={ready && !expanded ? 'more-less-text is-clamped' : 'more-less-text'}>
        {text}
      </p>
      {overflows || expanded ? (
        <button type="button" className="more-less-toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? lessLabel : moreLabel}
        </button>
      ) : null}
    </div>
  )
}
