'use client'

import { useDocumentEvents } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

const REFRESH_MS = 30_000

/**
 * The number of comments waiting, kept current as editors work: counted again after a comment is
 * saved (an edit view reports it), after the list changes (a bulk edit reloads it with a new query),
 * when the window comes back into focus, and every 30 seconds while the admin is open.
 */
export function PendingCount({ initial, href, countPath }: { initial: number; href: string; countPath: string }) {
  const [count, setCount] = useState(initial)
  const { mostRecentUpdate } = useDocumentEvents()
  const pathname = usePathname()
  const search = useSearchParams()
  // The server counted for this page's first paint: counting again starts with the first change.
  const first = useRef(true)
  const asking = useRef<Promise<void> | null>(null)
  const askCount = useCallback(async () => {
    try {
      const response = await fetch(countPath, { credentials: 'include', headers: { Accept: 'application/json' }, cache: 'no-store' })
      if (response.ok) setCount(((await response.json()) as { totalDocs?: number }).totalDocs ?? 0)
    } catch {
      // Offline for a moment: the next refresh tries again.
    }
  }, [countPath])
  // One question at a time: changes that come together share it.
  const refresh = useCallback(() => (asking.current ??= askCount().finally(() => (asking.current = null))), [askCount])
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    void refresh()
  }, [refresh, mostRecentUpdate, pathname, search])
  useEffect(() => {
    const onFocus = () => void refresh()
    const timer = window.setInterval(() => document.visibilityState === 'visible' && void refresh(), REFRESH_MS)
    window.addEventListener('focus', onFocus)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('focus', onFocus)
    }
  }, [refresh])
  if (count === 0) return null
  return (
    <a href={href} className="atrium-pending-badge" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', marginBottom: '1rem', fontWeight: 600 }}>
      Comments awaiting moderation
      <span style={{ background: '#b91c1c', color: '#fff', borderRadius: '999px', padding: '0 0.5rem', minWidth: '1.5rem', textAlign: 'center' }} aria-label={`${count} pending`}>
        {count}
      </span>
    </a>
  )
}
