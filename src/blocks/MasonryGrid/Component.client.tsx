'use client'

import Link from 'next/link'
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react'

import { translator, type MASONRY_MESSAGES, type Messages } from '@/lib/messageTemplates'
import { portfolioIndexPath } from '@/lib/urls'
import { useHydrated } from '@/lib/useHydrated'
import type { PortfolioCardView } from '@/site/portfolioView'

import { PortfolioCardContent } from '../shared/PortfolioCard'
import { masonryRequest, type MasonryResponse } from './request'

const ALL = '*'

const matches = (item: PortfolioCardView, slug: string | null) => slug === null || item.categories.some((entry) => entry.slug === slug)

/**
 * The masonry grid's island. Cards sit in CSS columns; each "Load more" adds its cards as a new
 * group below the others, so nothing already shown moves. The button asks the endpoint for the next
 * page of the current category (how many the visitor has, and which, so nothing repeats); while a
 * request runs further clicks are ignored; when nothing more comes it says so and the button goes;
 * a failed request leaves the button usable and says what happened. Without JavaScript "Load more"
 * is a link to the whole portfolio. Choosing a category none of the shown cards is in fetches its first cards.
 */
export function MasonryGrid({ initial, hasMore, pageSize, columns, scope, categories, endpoint, messages }: { initial: PortfolioCardView[]; hasMore: boolean; pageSize: number; columns: number; scope: string[]; categories: { slug: string; name: string }[]; endpoint: string; messages: Messages<(typeof MASONRY_MESSAGES)[number]> }) {
  const t = translator(messages)
  const hydrated = useHydrated()
  const [groups, setGroups] = useState<PortfolioCardView[][]>([initial])
  const [category, setCategory] = useState<string | null>(null)
  const [exhausted, setExhausted] = useState<ReadonlySet<string>>(() => new Set(hasMore ? [] : [ALL]))
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle')
  const loading = useRef(false)
  const firstNew = useRef<HTMLAnchorElement | null>(null)
  const shows = (item: PortfolioCardView) => matches(item, category)
  const loaded = groups.flat()
  const done = exhausted.has(ALL) || (category !== null && exhausted.has(category))

  const focusNew = useRef(false)

  const load = async (forCategory: string | null) => {
    if (loading.current || exhausted.has(ALL) || (forCategory !== null && exhausted.has(forCategory))) return
    loading.current = true
    setStatus('loading')
    const have = loaded.filter((item) => matches(item, forCategory))
    try {
      const response = await fetch(masonryRequest(endpoint, { limit: pageSize, category: forCategory, scope, have: have.map((item) => item.id) }), { headers: { Accept: 'application/json' } })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = (await response.json()) as MasonryResponse
      const known = new Set(loaded.map((item) => item.id))
      const fresh = body.items.filter((item) => !known.has(item.id))
      if (fresh.length) setGroups((current) => [...current, fresh])
      if (!body.hasMore || fresh.length === 0) setExhausted((current) => new Set(current).add(forCategory ?? ALL))
      setStatus('idle')
    } catch {
      setStatus('failed')
    } finally {
      loading.current = false
    }
  }

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    if (done) return
    focusNew.current = true
    void load(category)
  }

  // A category none of the loaded cards is in: its first cards are fetched at once, so choosing it never shows an empty grid.
  const choose = (slug: string | null) => {
    setCategory(slug)
    if (slug !== null && !loaded.some((item) => matches(item, slug))) void load(slug)
  }

  // Keyboard users carry on from the first new card: every group after the server's first is a load
  // that brought cards, and focus moves once React has rendered it (a frame callback could run
  // before that render, and focus then went nowhere).
  useEffect(() => {
    if (groups.length > 1 && focusNew.current) firstNew.current?.focus()
    focusNew.current = false
  }, [groups.length])

  const newestGroup = groups.length - 1
  return (
    <div className="masonry" style={{ '--masonry-cols': columns } as CSSProperties}>
      {categories.length > 1 ? (
        <div className="portfolio-filter" role="group" aria-label={t('portfolio.filter')} data-ready={hydrated ? 'true' : undefined}>
          <button type="button" aria-pressed={category === null} onClick={() => choose(null)}>
            {t('portfolio.all')}
          </button>
          {categories.map((option) => (
            <button key={option.slug} type="button" aria-pressed={category === option.slug} onClick={() => choose(option.slug)}>
              {option.name}
            </button>
          ))}
        </div>
      ) : null}
      {groups.map((group, groupIndex) => {
        const firstShown = group.findIndex(shows)
        return (
          <ul key={groupIndex} className={`masonry-group${groupIndex > 0 ? ' masonry-group-added' : ''}`} data-stagger={groupIndex === 0 ? '100' : undefined}>
            {group.map((item, index) => (
              <li key={item.id} hidden={!shows(item)} style={{ '--i': index } as CSSProperties}>
                <a
                  href={item.href}
                  className="portfolio-card"
                  ref={groupIndex === newestGroup && groupIndex > 0 && index === firstShown ? firstNew : undefined}
                >
                  <PortfolioCardContent item={item} sizes={`(max-width: 640px) 100vw, ${Math.round(1152 / columns)}px`} />
                  <span className="masonry-summary">{item.summary}</span>
                </a>
              </li>
            ))}
          </ul>
        )
      })}
      <p className="masonry-status" role="status">
        {status === 'loading' ? t('portfolio.loading') : status === 'failed' ? t('portfolio.loadFailed') : done && hydrated ? t('portfolio.noMore') : ''}
      </p>
      {done ? null : (
        <p className="masonry-more">
          <Link href={portfolioIndexPath()} prefetch={false} className="button" aria-disabled={status === 'loading' ? 'true' : undefined} onClick={loadMore}>
            {t('portfolio.loadMore')}
          </Link>
        </p>
      )}
    </div>
  )
}
