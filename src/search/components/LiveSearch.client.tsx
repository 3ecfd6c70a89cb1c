'use client'

import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'

import { fill, type Messages } from '@/lib/messageTemplates'

import type { LiveAnswer } from '../http/live'
import { LIVE_DELAY_MS, LIVE_MAX_LENGTH, LIVE_MIN_LENGTH, normalise, shouldSearch, type LastSearch } from '../liveRules'
import type { SearchKind } from '../plugin'
import type { Segment } from '../query'
import type { LIVE_SEARCH_MESSAGES } from './messages'

type Labels = Messages<(typeof LIVE_SEARCH_MESSAGES)[number]>

const GROUP_LABEL: Record<SearchKind, keyof Labels> = { page: 'search.pages', portfolio: 'search.portfolio', gallery: 'search.galleriesAndAlbums', photo: 'search.photos' }
/** A result without a picture shows what kind it is, not an empty box. */
const KIND_ICON: Record<SearchKind, string> = {
  page: 'M6 2h9l5 5v15H6zm8 1.5V8h4.5M9 12h8M9 15.5h8M9 19h5',
  portfolio: 'M4 8h16v11H4zm5-3h6v3H9zM4 13h16',
  gallery: 'M3 6h14v11H3zm4 14h14V9M5 15l4-4 3 3 2-2 3 3',
  photo: 'M4 5h16v14H4zm2 12 4-5 3 4 2-2 3 3M15.5 9.5h.01',
}

const KIND_LABEL: Record<SearchKind, keyof Labels> = { page: 'search.kindPage', portfolio: 'search.kindPortfolio', gallery: 'search.kindGallery', photo: 'search.kindPhoto' }

/** The query's words marked in a title (letters compared without case or accents, words as prefixes). */
function markWords(title: string, query: string): Segment[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const words = (fold(query).match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 1)
  if (words.length === 0) return [{ text: title, match: false }]
  const folded = fold(title)
  // Folding can change lengths (rarely); then the title is shown unmarked rather than marked wrong.
  if (folded.length !== title.length) return [{ text: title, match: false }]
  const marks = new Array<boolean>(title.length).fill(false)
  for (const word of words) {
    for (const match of folded.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'gu'))) {
      for (let i = match.index!; i < match.index! + word.length; i++) marks[i] = true
    }
  }
  const out: Segment[] = []
  for (let i = 0; i < title.length; i++) {
    const last = out[out.length - 1]
    if (last && last.match === marks[i]) last.text += title[i]
    else out.push({ text: title[i]!, match: marks[i]! })
  }
  return out
}

const Marked = ({ segments }: { segments: Segment[] }) => (
  <>
    {segments.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}
  </>
)

/**
 * The header's live search: a combobox (WAI-ARIA APG pattern) whose list shows ranked results
 * grouped by kind as the visitor types, by the old site's timing rules (liveRules). Focus stays in
 * the field; ↑/↓ move through the results, Enter opens one (or the full results page), Esc closes.
 * A newer answer always wins: an older request still under way is cancelled and ignored.
 */
export function LiveSearch({ labels, initialText, onClose }: { labels: Labels; initialText?: () => string; onClose?: () => void }) {
  const id = useId()
  const listId = `${id}-results`
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(() => initialText?.() ?? '')
  const [answer, setAnswer] = useState<LiveAnswer | null>(null)
  const [state, setState] = useState<'idle' | 'searching' | 'done' | 'failed'>('idle')
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  const last = useRef<LastSearch>(null)
  const timer = useRef<number | undefined>(undefined)
  const inFlight = useRef<AbortController | null>(null)
  const sequence = useRef(0)

  // In the commit itself: a key pressed before a later effect would find no field to go to.
  useLayoutEffect(() => input.current?.focus(), [])
  useEffect(() => {
    return () => {
      window.clearTimeout(timer.current)
      inFlight.current?.abort()
    }
  }, [])

  const options = answer ? answer.groups.flatMap((group) => group.results) : []

  const search = async (query: string) => {
    const mine = ++sequence.current
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    setState('searching')
    try {
      const response = await fetch(`/search/live?q=${encodeURIComponent(query)}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
      if (mine !== sequence.current) return
      if (!response.ok) throw new Error(String(response.status))
      const body = (await response.json()) as LiveAnswer
      if (mine !== sequence.current) return
      last.current = { text: query, empty: body.total === 0 }
      setAnswer(body)
      setActive(-1)
      setOpen(true)
      setState('done')
    } catch (error) {
      if ((error as Error).name === 'AbortError' || mine !== sequence.current) return
      setState('failed')
    }
  }

  const change = (value: string) => {
    setText(value)
    window.clearTimeout(timer.current)
    const query = normalise(value)
    if (query.length < 3) {
      // Too short to search: whatever was shown no longer answers it.
      sequence.current++
      inFlight.current?.abort()
      setAnswer(null)
      setOpen(false)
      setState('idle')
      return
    }
    if (!shouldSearch(value, last.current)) return
    timer.current = window.setTimeout(() => void search(query), LIVE_DELAY_MS)
  }

  // Words typed in the plain field before this code arrived are searched as if typed here.
  useEffect(() => {
    const query = normalise(text)
    // Not when a key typed since has already asked for its own search (it is newer).
    if (timer.current === undefined && last.current === null && query.length >= LIVE_MIN_LENGTH) timer.current = window.setTimeout(() => void search(query), LIVE_DELAY_MS)
    // Once, on arrival: later changes come from the field itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const go = (href: string) => {
    window.location.assign(href)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      const count = options.length
      // Wraps around at either end, as the APG's combobox does.
      setActive((current) => (step === 1 ? (current >= count - 1 ? 0 : current + 1) : current <= 0 ? count - 1 : current - 1))
      return
    }
    if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault()
      go(options[active].href)
      return
    }
    if (event.key === 'Escape') {
      if (open) {
        event.preventDefault()
        event.stopPropagation()
        setOpen(false)
        setActive(-1)
      } else onClose?.()
    }
  }

  const status = state === 'searching' ? labels['search.searching'] : state === 'failed' ? labels['search.failed'] : state === 'done' && answer ? (answer.total === 0 ? labels['search.none'] : answer.total === 1 ? labels['search.countOne'] : fill(labels['search.count'], { count: answer.total })) : ''
  let index = -1
  const query = normalise(text)

  return (
    <div className="live-search">
      <form action="/search" role="search" className="search-popover-form" onSubmit={(event) => (normalise(text).length < 3 ? event.preventDefault() : undefined)}>
        <input
          ref={input}
          type="search"
          name="q"
          role="combobox"
          aria-label={labels['search.label']}
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          maxLength={LIVE_MAX_LENGTH}
          placeholder={labels['search.label']}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button">
          {labels['search.button']}
        </button>
      </form>
      <p className="live-search-status" role="status">
        {status}
      </p>
      <div id={listId} role="listbox" aria-label={labels['search.results']} className="live-search-results" hidden={!open || options.length === 0}>
        {(answer?.groups ?? []).map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`} className="live-search-group">
            <div id={`${id}-group-${group.kind}`} role="presentation" className="live-search-group-label">
              {labels[GROUP_LABEL[group.kind]]}
            </div>
            {group.results.map((result) => {
              index++
              const mine = index
              return (
                <div
                  key={result.href}
                  id={`${id}-option-${mine}`}
                  role="option"
                  aria-selected={active === mine}
                  className={`live-search-option${active === mine ? ' is-active' : ''}`}
                  onMouseEnter={() => setActive(mine)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(result.href)}
                >
                  {/* Our own 320 px derivative, shown at 48 px: nothing for next/image to improve. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  {result.image ? <img src={result.image.src} alt="" width={48} height={Math.round((48 * result.image.height) / result.image.width)} loading="lazy" /> : (
                    <span className="live-search-noimage" aria-hidden="true">
                      <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round">
                        <path d={KIND_ICON[result.kind]} />
                      </svg>
                    </span>
                  )}
                  <span className="live-search-text">
                    <span className="live-search-title">
                      <Marked segments={markWords(result.title, query)} />
                    </span>
                    <span className="live-search-kind"> · {labels[KIND_LABEL[result.kind]]}</span>
                    {result.snippet.length ? (
                      <span className="live-search-snippet">
                        <Marked segments={result.snippet} />
                      </span>
                    ) : null}
                  </span>
                </div>
              )
            })}
          </div>
        ))}
      </div>
      {open && answer && answer.total > 0 ? (
        <a className="live-search-all" href={`/search?q=${encodeURIComponent(query)}`}>
          {labels['search.viewAll']}
        </a>
      ) : null}
    </div>
  )
}
