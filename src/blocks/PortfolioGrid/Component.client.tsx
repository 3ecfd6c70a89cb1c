'use client'

import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react'

import { translator, type Messages, type PORTFOLIO_MESSAGES } from '@/lib/messageTemplates'
import { useHydrated } from '@/lib/useHydrated'

export type PortfolioGridItem = { slug: string; href: string; title: string; categories: string[]; card: ReactNode; detail: ReactNode }

const HISTORY_MARK = '__atriumPortfolio'
/** How long the quick view's content takes to change (the old theme's "switching" state). */
const SWITCH_MS = 200

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * The portfolio grid's island. A category filter (buttons, one pressed) shows only that category's
 * items. A plain click on an item opens its quick view above the grid: previous, next and close, also
 * by ←, → and Esc; focus moves into it and back to the item on close. The address becomes the item's
 * own page while it is open (Back closes it), so the view can be shared and reloaded. Without
 * JavaScript the items are links to their pages.
 */
export function PortfolioGrid({ items, categories, columns, messages }: { items: PortfolioGridItem[]; categories: { slug: string; name: string }[]; columns: number; messages: Messages<(typeof PORTFOLIO_MESSAGES)[number]> }) {
  const t = translator(messages)
  const hydrated = useHydrated()
  const panelId = useId()
  const [category, setCategory] = useState<string | null>(null)
  const [open, setOpen] = useState<number | null>(null)
  const [switching, setSwitching] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const links = useRef(new Map<number, HTMLAnchorElement>())
  const pushed = useRef(false)
  const returnTo = useRef<HTMLAnchorElement | null>(null)
  const visible = items.map((item, index) => ({ item, index })).filter(({ item }) => !category || item.categories.includes(category))

  const show = useCallback(
    (index: number, how: 'push' | 'replace') => {
      const item = items[index]
      if (!item) return
      const state = { ...window.history.state, [HISTORY_MARK]: panelId }
      if (how === 'push') {
        window.history.pushState(state, '', item.href)
        pushed.current = true
      } else {
        window.history.replaceState(state, '', item.href)
      }
      setOpen(index)
    },
    [items, panelId],
  )

  const close = useCallback(
    (viaHistory: boolean) => {
      setOpen(null)
      if (!viaHistory && pushed.current && window.history.state?.[HISTORY_MARK] === panelId) window.history.back()
      pushed.current = false
      const target = returnTo.current
      window.setTimeout(() => target?.focus({ preventScroll: false }), 0)
    },
    [panelId],
  )

  const step = useCallback(
    (direction: 1 | -1) => {
      if (open === null || visible.length < 2) return
      const at = visible.findIndex(({ index }) => index === open)
      const next = visible[(at + direction + visible.length) % visible.length]!
      returnTo.current = links.current.get(next.index) ?? null
      setSwitching(true)
      window.setTimeout(() => setSwitching(false), SWITCH_MS)
      show(next.index, 'replace')
    },
    [open, visible, show],
  )

  // Focus follows the quick view: its heading (brought into view) when it opens or changes.
  useEffect(() => {
    if (open !== null) heading.current?.focus()
  }, [open])

  useEffect(() => {
    if (open === null) return
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return
      if (event.key === 'Escape') close(false)
      else if (event.key === 'ArrowLeft') step(-1)
      else if (event.key === 'ArrowRight') step(1)
      else return
      event.preventDefault()
    }
    // Back (or Forward) past the item's address closes the quick view.
    const onPopState = () => {
      if (window.history.state?.[HISTORY_MARK] !== panelId) close(true)
    }
    document.addEventListener('keydown', onKey)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('popstate', onPopState)
    }
  }, [open, close, step, panelId])

  const onItemClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    returnTo.current = event.currentTarget
    show(index, open === null ? 'push' : 'replace')
  }

  const current = open === null ? null : items[open]
  return (
    <div className="portfolio" style={{ '--portfolio-cols': columns } as CSSProperties}>
      {categories.length > 1 ? (
        <div className="portfolio-filter" role="group" aria-label={t('portfolio.filter')} data-ready={hydrated ? 'true' : undefined}>
          <button type="button" aria-pressed={category === null} onClick={() => setCategory(null)}>
            {t('portfolio.all')}
          </button>
          {categories.map((option) => (
            <button key={option.slug} type="button" aria-pressed={category === option.slug} onClick={() => setCategory(option.slug)}>
              {option.name}
            </button>
          ))}
        </div>
      ) : null}
      {current ? (
        <section className="portfolio-panel surface" aria-labelledby={`${panelId}-title`} data-state={switching ? 'switching' : 'open'}>
          <div className="portfolio-panel-bar">
            <button type="button" onClick={() => step(-1)} disabled={visible.length < 2} aria-label={t('portfolio.previous')} title={t('portfolio.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" onClick={() => step(1)} disabled={visible.length < 2} aria-label={t('portfolio.next')} title={t('portfolio.next')}>
              <span aria-hidden="true">›</span>
            </button>
            <button type="button" onClick={() => close(false)} aria-label={t('portfolio.close')} title={t('portfolio.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <h3 id={`${panelId}-title`} ref={heading} tabIndex={-1} className="portfolio-panel-title">
            {current.title}
          </h3>
          {current.detail}
        </section>
      ) : null}
      <ul className="portfolio-items">
        {items.map((item, index) => (
          <li key={item.slug} hidden={category !== null && !item.categories.includes(category)}>
            <a
              href={item.href}
              className="portfolio-card"
              aria-current={open === index ? 'true' : undefined}
              ref={(element) => {
                if (element) links.current.set(index, element)
                else links.current.delete(index)
              }}
              onClick={(event) => onItemClick(event, index)}
            >
              {item.card}
            </a>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {category ? t('portfolio.shown', { count: visible.length }) : ''}
      </p>
    </div>
  )
}
