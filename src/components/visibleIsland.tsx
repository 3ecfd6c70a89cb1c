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

type Arrival = { promise: Tracked<void>; released: boolean; release: () => void }

// One per island of the page that was hydrated (useId's ids are fixed by the tree): bounded by it.
const arrivals = new Map<string, Arrival>()

/**
 * Lets every island still waiting for the visitor fetch its code now. A client-side navigation (or
 * refresh) changes the router's context above every island, and React must hydrate a dehydrated
 * boundary before it renders past it, so a navigation would otherwise wait for islands out of view:
 * code that navigates, or is about to, calls this first.
 */
export function fetchWaitingIslands(): void {
  // Islands React has not reached yet (their boundaries hydrate after the rest of the page) wait no more either.
  waitingEnded = true
  for (const arrival of arrivals.values()) arrival.release()
}
let waitingEnded = false

// Set when an island's code could not be fetched (a new release of the site removed the old
// chunks): the page then keeps that island's plain HTML, and its links load the next page in full.
let codeMissing = false

let listening = false
/** Whatever a visitor does that may navigate (a link, a form, a field, Back) lets the islands fetch their code first. */
function listenForNavigation(): void {
  if (listening) return
  listening = true
  const onPress = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (codeMissing && link instanceof HTMLAnchorElement && link.origin === location.origin && !link.target && !link.hasAttribute('download') && !(event as MouseEvent).defaultPrevented) {
      event.preventDefault()
      event.stopImmediatePropagation()
      location.assign(link.href)
      return
    }
    if (link) fetchWaitingIslands()
  }
  document.addEventListener('click', onPress, true)
  for (const type of ['submit', 'change', 'input']) document.addEventListener(type, fetchWaitingIslands, true)
  window.addEventListener('popstate', fetchWaitingIslands)
  // A pointer over an island, or focus moved into it, before it came near (a tall block whose end is
  // still far below): its code comes now, so a press that follows finds it. React hydrates for these
  // too, but at the priority of any other render, which waits (visitorPresses).
  const onApproach = (event: Event) => {
    if (waitingEnded || !(event.target instanceof Node)) return
    for (const id of islandsAround(event.target)) {
      wanted.add(id)
      arrivals.get(id)?.release()
    }
  }
  document.addEventListener('pointerover', onApproach, { capture: true, passive: true })
  document.addEventListener('focusin', onApproach, true)
}

/** Islands pointed at or focused before React reached them: they wait for nothing once it does. */
const wanted = new Set<string>()

/**
 * The islands `node` is in: React's server HTML marks each Activity boundary's content with the
 * comments `&` and `/&`, and the island's marker follows the closing one.
 */
function islandsAround(node: Node): string[] {
  const ids: string[] = []
  for (let at: Node | null = node; at && at !== document.body; at = at.parentNode) {
    let depth = 0
    for (let next = at.nextSibling; next; next = next.nextSibling) {
      if (next.nodeType !== Node.COMMENT_NODE) continue
      const text = (next as Comment).data
      if (text === '&') depth += 1
      else if (text === '/&' && depth > 0) depth -= 1
      else if (text === '/&') {
        const marker = next.nextSibling
        if (marker instanceof HTMLTemplateElement && marker.dataset.island) ids.push(marker.dataset.island)
        break
      }
    }
  }
  return ids
}

// From the moment the islands' module runs, before the page has hydrated: a choice made meanwhile counts.
if (typeof document !== 'undefined') listenForNavigation()

/** Resolves when the island's last element (the one before its marker) comes near the viewport, or on `release`. */
function nearViewport(id: string, atOnce: boolean): Arrival {
  let arrival = arrivals.get(id)
  if (!arrival) {
    let stop = () => {}
    let resolve = () => {}
    const promise = tracked(new Promise<void>((settle) => (resolve = settle)))
    const made: Arrival = {
      promise,
      released: false,
      release: () => {
        if (made.released) return
        made.released = true
        stop()
        // Nothing of the page is kept once released (the island may already be gone).
        stop = () => {}
        resolve()
        // Settled for `use` at once (not a microtask later): a render that releases it reads it without suspending.
        promise.status = 'fulfilled'
      },
    }
    const marker = document.querySelector(`template[data-island="${CSS.escape(id)}"]`)
    const target = marker?.previousElementSibling
    if (target && !waitingEnded && !atOnce && !wanted.has(id) && typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && made.release(), { rootMargin: AHEAD })
      observer.observe(target)
      stop = () => observer.disconnect()
    } else made.release()
    arrival = made
    arrivals.set(id, arrival)
  }
  return arrival
}

/**
 * Whether React is rendering the island to answer a press, key or click on it, dispatched right now:
 * React hydrates the boundary at once for those. Any other render before the island came near waits:
 * React renders a waiting boundary again as it pleases (its idle pass, or the whole pass started over
 * when other work came in meanwhile, which a busy phone does), and counting those as needs fetched
 * islands nobody had come near.
 */
const visitorPresses = () => typeof UIEvent !== 'undefined' && window.event instanceof UIEvent

// Never settles: an island whose code is missing keeps the server's HTML.
const never = new Promise<never>(() => {})

const subscribe = () => () => {}
/** True in the server's render and while hydrating, false in a render in the browser. */
const useFromServer = () =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  )

/** `atOnce`: read in the browser as the island hydrates; true when the page needs it now wherever it is (an address naming something in it). */
export function visibleIsland<P extends object>(load: () => Promise<ComponentType<P>>, { atOnce }: { atOnce?: () => boolean } = {}): ComponentType<P> {
  let loading: Tracked<ComponentType<P>> | null = null
  // One more try after a failure (a dropped connection), then the failure stands.
  const component = () =>
    (loading ??= tracked(
      load()
        .catch(() => load())
        .catch((error: unknown) => {
          codeMissing = true
          // Said on the page too (the end-to-end test waits for it).
          if (typeof document !== 'undefined') document.documentElement.dataset.islandCode = 'missing'
          throw error
        }),
    ))

  function Loaded({ id, props, onLive }: { id: string; props: P; onLive: () => void }): ReactElement {
    // Only while hydrating the server's HTML. Rendered afresh (a page reached by a client-side
    // navigation, or new props before it hydrated, as a live preview's refresh gives) there is no
    // server HTML to keep, and it renders as soon as its code is in.
    const hydrating = useFromServer()
    if (hydrating && typeof window !== 'undefined') {
      const arrival = nearViewport(id, atOnce?.() ?? false)
      // A press on it before it came near: React must hydrate it to answer, so its code comes at once.
      // (Navigations release every island before React renders them: fetchWaitingIslands. The site's
      // own history entries keep Next's state, which Next's history patch lets through as they are.)
      if (visitorPresses()) arrival.release()
      // Read whether released or not: React replays a render that suspended with the promises and
      // hooks of its first try, and a `use` left out on the replay (the island released meanwhile)
      // made it take the hooks after it for updates of a component never mounted (React error 467).
      use(arrival.promise)
    }
    useEffect(() => onLive(), [onLive])
    const code = component()
    // The same component every time (loaded once per island kind), so React keeps its state. One
    // `use`, whichever promise, for the same reason as above.
    return createElement(use(hydrating && code.status === 'rejected' ? never : code), props)
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
