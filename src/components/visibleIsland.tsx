'use client'
/**
 * An island whose code is fetched when the visitor comes near it, not with the page.
 *
 * `next/dynamic` (src/blocks/islands.tsx) keeps a block's code out of pages without that block, but
 * preloads it on every page that has it: a testimonials block at the foot of the home page cost its
 * script before anything was on screen. An island made here is rendered by the server as usual.
 * While the page hydrates it stays the server's HTML until it comes within half a screen of the
 * viewport; then its chunk is fetched and it hydrates. A page reached by a client-side navigation
 * renders it at once, as next/dynamic would: there is no server HTML to show meanwhile.
 *
 * The boundary left dehydrated meanwhile is an `<Activity>`, not a `<Suspense>`: React's server
 * renderer sends a Suspense boundary of more than 500 bytes outlined once 12.8 KB of the page has gone
 * out (an empty slot, its HTML later in a hidden element that a script moves into place), while an
 * Activity's HTML stays where it is. In the browser either hydrates on its own, and one whose code is
 * not there yet waits without holding up the rest of the page.
 *
 * For blocks whose plain HTML works until then (links, native controls, content already drawn). The
 * slider, usually the first thing on a page, keeps next/dynamic, whose chunk arrives with the page.
 */
import { Activity, createElement, use, useCallback, useEffect, useId, useState, useSyncExternalStore, type ComponentType, type ReactElement } from 'react'

/** How far outside the viewport an island starts loading (half a screen: its code is there before it is). */
const AHEAD = '50% 0px'

/** A promise React's `use` reads without suspending once it has settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result = promise as Tracked<T>
  promise.then(
    (value) => {
      result.status = 'fulfilled'
      result.value = value
    },
    (reason: unknown) => {
      // Thrown by `use` where the island renders, to the nearest error boundary, as next/dynamic's failures are.
      result.status = 'rejected'
      result.reason = reason
    },
  )
  return result
}

type Arrival = { promise: Tracked<void>; release: () => void; tries: number }

// One per island of the page that was hydrated (useId's ids are fixed by the tree): bounded by it.
const arrivals = new Map<string, Arrival>()

/** Resolves when the island's last element (the one before its marker) comes near the viewport, or on `release`. */
function nearViewport(id: string): Arrival {
  let arrival = arrivals.get(id)
  if (!arrival) {
    let release = () => {}
    const promise = tracked(
      new Promise<void>((resolve) => {
        const marker = document.querySelector(`template[data-island="${CSS.escape(id)}"]`)
        const target = marker?.previousElementSibling
        if (!target || typeof IntersectionObserver === 'undefined') return resolve()
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) release()
          },
          { rootMargin: AHEAD },
        )
        release = () => {
          observer.disconnect()
          resolve()
        }
        observer.observe(target)
      }),
    )
    arrival = { promise, release: () => release(), tries: 0 }
    arrivals.set(id, arrival)
  }
  return arrival
}

const subscribe = () => () => {}
/** True in the server's render and while hydrating, false in a render in the browser. */
const useFromServer = () =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  )

export function visibleIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Tracked<ComponentType<P>> | null = null
  const component = () => (loading ??= tracked(load()))

  function Loaded({ id, props, onLive }: { id: string; props: P; onLive: () => void }): ReactElement {
    // Only while hydrating the server's HTML. Rendered afresh (a page reached by a client-side
    // navigation, or new props before it hydrated, as a live preview's refresh gives) there is no
    // server HTML to keep, and it renders as soon as its code is in.
    const hydrating = useFromServer()
    if (hydrating && typeof window !== 'undefined') {
      const arrival = nearViewport(id)
      // React tries a waiting boundary again only when what it waits for settles, or when it must
      // hydrate it now: a press on it, or a change from above (a context: every client-side
      // navigation changes the router's). A navigation would wait for the island for ever, so a
      // second try before it came into view fetches its code at once.
      arrival.tries += 1
      if (arrival.tries > 1) arrival.release()
      else use(arrival.promise)
    }
    useEffect(() => onLive(), [onLive])
    // The same component every time (loaded once per island kind), so React keeps its state.
    return createElement(use(component()), props)
  }

  function VisibleIsland(props: P): ReactElement {
    const id = useId()
    const [live, setLive] = useState(false)
    const markLive = useCallback(() => setLive(true), [])
    // The server waits for the code before the boundary, as next/dynamic does.
    if (typeof window === 'undefined') use(component())
    // Nothing here may render again before the boundary has hydrated: new children for a dehydrated
    // boundary make React drop the server's HTML and render it afresh (so no hydration-state hook
    // here; Loaded, inside, tells hydrating from rendering).
    return (
      <>
        <Activity>
          <Loaded id={id} props={props} onLive={markLive} />
        </Activity>
        {/* What the island watches is the element just before this marker: its own last element.
            `data-live` once it has hydrated (the end-to-end tests wait for it). */}
        <template data-island={id} data-live={live ? '' : undefined} />
      </>
    )
  }
  return VisibleIsland
}
