'use client'

import { useEffect, useRef, useState, type ComponentType } from 'react'

import type { Messages } from '@/lib/messageTemplates'
import type { LIVE_SEARCH_MESSAGES } from '@/search/components/messages'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/site/searchRules'

const POPOVER_ID = 'site-search'
type Live = ComponentType<{ labels: Messages<(typeof LIVE_SEARCH_MESSAGES)[number]>; initialText?: () => string; onClose?: () => void }>

/** Ctrl/Cmd+K anywhere, or "/" outside a text field, opens the search (as on most documentation sites). */
function isShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false
  const target = event.target as HTMLElement | null
  return !target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')
}

/**
 * The header's search: a button that opens a popover (the browser's own `popover`, so without
 * JavaScript it still opens a plain field that sends `/search?q=`). With JavaScript, the first
 * opening loads the live search (src/search) in its place: its code is not part of any page's
 * first load.
 */
export function SearchPopover({ labels, live }: { labels: { open: string; field: string; submit: string }; live: Messages<(typeof LIVE_SEARCH_MESSAGES)[number]> }) {
  const popover = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const [Live, setLive] = useState<{ component: Live } | null>(null)
  const [session, setSession] = useState(0)

  useEffect(() => {
    const element = popover.current
    if (!element) return
    const loadLive = () => import('@/search/components/LiveSearch.client').then((module) => setLive((current) => current ?? { component: module.LiveSearch }))
    // Opened by the button, the browser hands focus back to it on closing; opened by the keyboard
    // shortcut there is no button, so focus goes back here to where it was (or to the button).
    let returnTo: HTMLElement | null = null
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') {
        const back = returnTo
        returnTo = null
        const active = document.activeElement
        if (back?.isConnected && (!active || active === document.body || element.contains(active))) back.focus({ preventScroll: true })
        // The next opening starts a fresh search. Renewed here, while closed, not on opening: a
        // renewal on opening replaced a field the visitor was already typing in (keys lost).
        setSession((value) => value + 1)
        return
      }
      element.querySelector('input')?.focus()
      void loadLive()
    }
    // Opened before this script ran (the popover works without it): the live search comes now.
    if (element.matches(':popover-open')) void loadLive()
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return
      event.preventDefault()
      if (element.matches(':popover-open')) return
      const active = document.activeElement
      returnTo = active instanceof HTMLElement && active !== document.body ? active : toggle.current
      element.showPopover()
      // At once, not in the toggle event (a later task): keys pressed meanwhile would go to the field
      // that had focus before.
      element.querySelector('input')?.focus()
    }
    element.addEventListener('toggle', onToggle)
    window.addEventListener('keydown', onKey)
    return () => {
      element.removeEventListener('toggle', onToggle)
      window.removeEventListener('keydown', onKey)
    }
  }, [])

  const LiveSearch = Live?.component
  // What the visitor typed in the plain field before the live search arrived, read as it takes the
  // field's place (the plain field is gone after the first one, so later openings start empty).
  const typedBefore = () => input.current?.value ?? ''
  return (
    <>
      <button ref={toggle} type="button" className="search-toggle" popoverTarget={POPOVER_ID} aria-label={labels.open} title={`${labels.open} (Ctrl+K)`} aria-keyshortcuts="Control+K Meta+K /">
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5L21 21" />
        </svg>
      </button>
      <div id={POPOVER_ID} ref={popover} popover="auto" className="search-popover">
        {LiveSearch ? (
          // A fresh search each time the popover opens (renewed as it closes).
          <LiveSearch key={session} labels={live} initialText={typedBefore} onClose={() => popover.current?.hidePopover()} />
        ) : (
          <form action="/search" role="search" className="search-popover-form">
            <label htmlFor="site-search-q" className="visually-hidden">
              {labels.field}
            </label>
            <input ref={input} id="site-search-q" type="search" name="q" placeholder={labels.field} minLength={SEARCH_MIN_LENGTH} maxLength={SEARCH_MAX_LENGTH} required />
            <button type="submit" className="button">
              {labels.submit}
            </button>
          </form>
        )}
      </div>
    </>
  )
}
