'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useTransition, type CSSProperties, type ReactNode } from 'react'

import { fetchWaitingIslands } from '@/components/visibleIsland'
import { useHydrated } from '@/lib/useHydrated'

import { LIMITS, newSeed, splitStateKey, stateKey } from '../state/query'

type Intent = { kind: 'page' | 'filter' | 'more' | 'infinite'; rootId: string; target: string | null }

/**
 * What to do once the new state has rendered. A navigation replaces the page segment (and this
 * island), so the intent waits here for the new shell to pick it up.
 */
let pendingIntent: Intent | null = null

const SCROLL_OFFSET = 100
const LOAD_MORE_OFFSET = 150
const LAZY_MARGIN = '200px 0px'

/** Turns the controls form into an address: empty fields left out, tags joined, a random order seeded. */
export function formToHref(form: HTMLFormElement): string {
  const data = new FormData(form)
  const params = new URLSearchParams()
  const joined = new Map<string, string[]>()
  for (const [name, value] of data.entries()) {
    if (typeof value !== 'string' || value.trim() === '') continue
    const list = joined.get(name) ?? []
    list.push(value)
    joined.set(name, list)
  }
  for (const [name, values] of joined) {
    // A select left at the gallery's default adds nothing to the address.
    const field = form.elements.namedItem(name)
    if (field instanceof HTMLSelectElement && field.dataset.default === values[0]) continue
    params.set(name, values.join(','))
  }
  for (const [name, value] of params) {
    const split = splitStateKey(name)
    if (split?.key === 'sort' && value === 'random') {
      const seedKey = stateKey(split.prefix, 'seed')
      if (!params.has(seedKey)) params.set(seedKey, String(newSeed()))
    }
    if (split?.key === 'q' && value.length > LIMITS.search) params.set(name, value.slice(0, LIMITS.search))
  }
  const action = new URL(form.action, window.location.href)
  const search = params.toString()
  return `${action.pathname}${search ? `?${search}` : ''}`
}

/** How long after the new photos are in the router may still scroll (its retry follows the render). */
const HOLD_AFTER_MS = 10_000

type Hold = { place: () => number; settle: () => void; release: () => void }

/** The hold on the visitor's place (below), while one is on. */
let hold: Hold | null = null

/**
 * Follows the visitor's place while more photos come and for a while after, and undoes the
 * router's scroll to the top. The proxy rewrites a gallery's query into a path, so the router's
 * first navigation to another page of a gallery finds a route it did not expect and retries; that
 * retry scrolls to the top whatever `scroll: false` said (Next 16.4's server-patch retry uses its
 * default scroll), at times after the new photos are in and the place restored. Next scrolls with
 * smooth scrolling switched off on <html> (its style attribute, set and put back around the
 * scroll): a jump to the top in the same frame as that is the router's, and is undone. Any other
 * move, the visitor's own Home key or flick to the top included, is theirs and is followed.
 */
function holdPlace(): Hold {
  hold?.release()
  const controller = new AbortController()
  const { signal } = controller
  let last = window.scrollY
  let routerScrolled = false
  let timer = 0
  // Only for the frame the style changed in: scroll events of a frame come before its animation callbacks.
  const routerAtWork = () => {
    routerScrolled = true
    requestAnimationFrame(() => (routerScrolled = false))
  }
  const observer = new MutationObserver(routerAtWork)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] })
  const self: Hold = {
    place: () => last,
    settle: () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(self.release, HOLD_AFTER_MS)
    },
    release: () => {
      controller.abort()
      observer.disconnect()
      window.clearTimeout(timer)
      if (hold === self) hold = null
    },
  }
  window.addEventListener(
    'scroll',
    () => {
      // The observer's records may not have been delivered yet: take them now.
      if (observer.takeRecords().length) routerAtWork()
      const y = window.scrollY
      if (y === 0 && routerScrolled && last > 0) window.scrollTo({ top: last, behavior: 'instant' })
      else last = y
    },
    { passive: true, signal },
  )
  // Back or forward: the browser restores that entry's place.
  window.addEventListener('popstate', self.release, { signal })
  hold = self
  return self
}

function scrollToTopOf(element: HTMLElement) {
  const top = element.getBoundingClientRect().top
  if (top < 0 || top > window.innerHeight) window.scrollTo({ top: window.scrollY + top - SCROLL_OFFSET, behavior: 'instant' })
}

/**
 * The gallery's island: follows its links and form in place (history entries, no reload), shows
 * a busy state meanwhile, lands the visitor where the change happened, loads the next page as the
 * infinite-scroll trigger nears, blocks the context menu when protection is on and replaces
 * thumbnails that failed to load with a labelled box.
 */
export function GalleryShell({
  id,
  className,
  style,
  protect,
  brokenLabel,
  busyLabel,
  children,
}: {
  id: string
  className: string
  style?: CSSProperties
  protect: boolean
  brokenLabel: string
  busyLabel: string
  children: ReactNode
}) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const rootRef = useRef<HTMLDivElement>(null)
  // Marks the gallery as live (tests and styles can tell a hydrated gallery from server HTML).
  const enhanced = useHydrated()

  const navigate = (href: string, kind: Intent['kind'], target: string | null) => {
    const intent: Intent = { kind, rootId: id, target }
    pendingIntent = intent
    // More photos below the visitor's place keep them there; a new page or filter goes to the top.
    if (target) holdPlace()
    else hold?.release()
    // The new state renders through every block still waiting for the visitor (infinite scroll
    // comes with no press that would have let them fetch their code).
    fetchWaitingIslands()
    startTransition(() => {
      if (kind === 'infinite') router.replace(href, { scroll: false })
      else router.push(href, { scroll: false })
    })
  }

  // Land where the change happened: the gallery's top for a new page or filter, the first new
  // photo after load-more (focused for keyboard and screen-reader users).
  useEffect(() => {
    const intent = pendingIntent
    const root = rootRef.current
    if (pending || !intent || intent.rootId !== id || !root) return
    if (intent.kind === 'page' || intent.kind === 'filter') {
      pendingIntent = null
      scrollToTopOf(root)
      return
    }
    const target = intent.target ? document.getElementById(intent.target) : null
    // The new page has not rendered yet: wait for the render that brings the target.
    if (intent.target && !target) return
    pendingIntent = null
    // The router may reset the scroll as the new page segment mounts; more photos below must never
    // cost the visitor their place (where they are now, which the hold has followed: holdPlace).
    const place = hold?.place()
    if (place !== undefined && window.scrollY !== place) window.scrollTo({ top: place, behavior: 'instant' })
    hold?.settle()
    const focusable = target?.querySelector<HTMLElement>('a, button') ?? null
    focusable?.focus({ preventScroll: true })
    if (intent.kind === 'more' && target) {
      const top = target.getBoundingClientRect().top
      if (top > window.innerHeight - LOAD_MORE_OFFSET) {
        window.scrollTo({ top: window.scrollY + top - LOAD_MORE_OFFSET, behavior: 'instant' })
      }
    }
  })

  // A select changed while this island's code was still loading fired its change event into
  // nothing (and the Apply button exists only without JavaScript): apply that choice now.
  useEffect(() => {
    const changed = [...(rootRef.current?.querySelectorAll<HTMLSelectElement>('select[data-auto-submit]') ?? [])].find((select) =>
      [...select.options].some((option) => option.selected !== option.defaultSelected),
    )
    changed?.form?.requestSubmit()
  }, [])

  // Thumbnails that failed before or after hydration become a labelled 100×100 box.
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const markBroken = (image: HTMLImageElement) => {
      if (image.dataset.broken) return
      image.dataset.broken = 'true'
      image.removeAttribute('srcset')
      image.setAttribute('role', 'img')
      image.setAttribute('aria-label', `${image.alt ? `${image.alt}: ` : ''}${brokenLabel}`)
    }
    root.querySelectorAll('img').forEach((image) => {
      if (image.complete && image.naturalWidth === 0 && image.currentSrc) markBroken(image)
    })
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) markBroken(event.target)
    }
    root.addEventListener('error', onError, true)
    return () => root.removeEventListener('error', onError, true)
  }, [brokenLabel])

  // Infinite scroll: the "Load more" link loads itself when it comes within 200 px of the viewport.
  // Not while a page is on its way: the link is still in view then, and asking for the same page
  // again cancels the first request, which makes the router load the whole document instead (the
  // visitor would land at the top of a reloaded page).
  useEffect(() => {
    const trigger = rootRef.current?.querySelector<HTMLAnchorElement>('a[data-gallery-nav="infinite"]')
    if (pending || !trigger || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          navigate(trigger.pathname + trigger.search, 'infinite', trigger.dataset.target ?? null)
        }
      },
      { rootMargin: LAZY_MARGIN },
    )
    observer.observe(trigger)
    return () => observer.disconnect()
  })

  const onClick = (event: React.MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-gallery-nav]')
    if (!link || !rootRef.current?.contains(link)) return
    event.preventDefault()
    const kind = link.dataset.galleryNav as Intent['kind']
    navigate(link.pathname + link.search, kind === 'infinite' ? 'more' : kind, link.dataset.target ?? null)
  }

  const onSubmit = (event: React.FormEvent) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-gallery-form')) return
    event.preventDefault()
    navigate(formToHref(form), 'filter', null)
  }

  const onChange = (event: React.FormEvent) => {
    const field = event.target
    if (field instanceof HTMLSelectElement && field.hasAttribute('data-auto-submit')) field.form?.requestSubmit()
  }

  const onContextMenu = (event: React.MouseEvent) => {
    if (protect && (event.target as Element).closest('img, .thumb-frame, .slide, .carousel-slide')) event.preventDefault()
  }

  return (
    <div
      id={id}
      ref={rootRef}
      className={className}
      style={style}
      data-enhanced={enhanced ? 'true' : undefined}
      data-protected={protect ? 'true' : undefined}
      aria-busy={pending ? 'true' : undefined}
      onClick={onClick}
      onSubmit={onSubmit}
      onChange={onChange}
      onContextMenu={onContextMenu}
    >
      {pending ? (
        <p className="gallery-busy" role="status">
          {busyLabel}
        </p>
      ) : null}
      {children}
    </div>
  )
}
