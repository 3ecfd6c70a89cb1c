'use client'

import { useEffect, useRef } from 'react'

import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/site/searchRules'

const POPOVER_ID = 'site-search'

/**
 * The header's search: a button that opens a search field in a popover (the browser's own `popover`:
 * it opens and light-dismisses with Esc or a press outside even without JavaScript). The field gets
 * focus when it opens; the form sends `/search?q=`.
 */
export function SearchPopover({ labels }: { labels: { open: string; field: string; submit: string } }) {
  const popover = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const element = popover.current
    if (!element) return
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') input.current?.focus()
    }
    element.addEventListener('toggle', onToggle)
    return () => element.removeEventListener('toggle', onToggle)
  }, [])
  return (
    <>
      <button type="button" className="search-toggle" popoverTarget={POPOVER_ID} aria-label={labels.open} title={labels.open}>
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5L21 21" />
        </svg>
      </button>
      <div id={POPOVER_ID} ref={popover} popover="auto" className="search-popover">
        <form action="/search" role="search" className="search-popover-form">
          <label htmlFor="site-search-q" className="visually-hidden">
            {labels.field}
          </label>
          <input ref={input} id="site-search-q" type="search" name="q" placeholder={labels.field} minLength={SEARCH_MIN_LENGTH} maxLength={SEARCH_MAX_LENGTH} required />
          <button type="submit" className="button">
            {labels.submit}
          </button>
        </form>
      </div>
    </>
  )
}
