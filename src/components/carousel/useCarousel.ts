'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

import type { CarouselEngine, Drive } from './engine'
import { swipeIntent } from './strip'

export type CarouselSetup = {
  /** How to fetch the engine (embla, its autoplay plugin, and what drives them: ./engine). */
  engine: () => Promise<CarouselEngine>
  /**
   * When the engine is fetched: 'mount' (default), or 'use': when the visitor comes to the
   * carousel (pointer, touch or focus on `root`), presses a control, or shortly before autoplay's
   * first change. The first view then shows the server's slides without loading embla at all.
   */
  fetchOn?: 'mount' | 'use'
  /** The element whose pointer, touch and focus mean the visitor is coming (default: the viewport). */
  root?: RefObject<HTMLElement | null>
  /**
   * A swipe made before the engine came (the gesture that asked for it), by the rule of `swipeIntent`.
   * Default: the change it asks for, queued like a press.
   */
  onEarlySwipe?: (direction: 'next' | 'previous') => void
  /** No carousel when false (a single slide): the strip stays as the server drew it. */
  enabled?: boolean
  /** Slides fade into one another (embla-carousel-fade; the engine must bring `Fade`). */
  fade?: boolean
  /** embla's options that are plain values (they are compared as JSON: no callbacks). */
  options: Pick<EmblaOptionsType, 'loop' | 'align' | 'duration'>
  /** Time on each slide while playing, in ms. */
  intervalMs: number
  /** The visitor's (or the settings') choice: the button says Pause while true. */
  playing: boolean
  /** A pause that is not the visitor's choice (pointer or focus on it): the button still says Pause. */
  held?: boolean
}

export type Carousel = {
  /** The live carousel once made (undefined before, and without scripts). */
  api: EmblaCarouselType | undefined
  /** The engine could not be fetched (twice): the strip stays as the server drew it. */
  broken: boolean
  /** A change asked for before the carousel was made (it runs once it is): others are ignored meanwhile. */
  queued: () => boolean
  /** The slide in front. */
  selected: number
  /** How many times the slide in front has changed (0 until the first change). */
  changes: number
  previous: () => void
  next: () => void
  show: (index: number) => void
}

type Command = 'previous' | 'next' | number

/** How long before autoplay's first change an engine fetched on use is asked for. */
const FETCH_LEAD_MS = 1500
const APPROACH = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const

const run = (carousel: EmblaCarouselType, command: Command) => {
  if (command === 'previous') carousel.scrollPrev()
  else if (command === 'next') carousel.scrollNext()
  else carousel.scrollTo(command)
}

/**
 * One embla carousel with embla-carousel-autoplay, for every carousel of the site (the page slider,
 * the gallery's carousel view, the testimonials): the carousel is made on the viewport element, autoplay advances
 * while `playing` and not `held`, and any change of slide (a drag, a button, the pager) starts the
 * interval again. Autoplay never runs on its own account: after a drag, a tab coming back or
 * embla's re-making of itself on a resize, the carousel puts the plugin back where its state says.
 * With `fetchOn: 'use'` a change asked for before the engine came waits for it (one at a time), and
 * autoplay's first change is made on time by the carousel itself.
 */
export function useCarousel(viewport: RefObject<HTMLElement | null>, { engine, fetchOn = 'mount', root, onEarlySwipe, enabled = true, fade = false, options, intervalMs, playing, held = false }: CarouselSetup): Carousel {
  const [api, setApi] = useState<EmblaCarouselType>()
  const driven = useRef<Drive>(undefined)
  const [selected, setSelected] = useState(0)
  const [changes, setChanges] = useState(0)
  const changesRef = useRef(0)
  // The options as a value: a new object with the same options makes no new carousel.
  const optionsKey = JSON.stringify(options)
  const engineRef = useRef(engine)
  // The loader of this render (a slider switched to fade in a live preview needs the fade plugin).
  useEffect(() => {
    engineRef.current = engine
  })
  const [broken, setBroken] = useState(false)
  const [wanted, setWanted] = useState(fetchOn === 'mount')
  const want = useCallback(() => setWanted(true), [])
  const pending = useRef<Command | null>(null)
  const runs = playing && !held
  const runsRef = useRef(runs)

  useEffect(() => {
    const node = viewport.current
    if (!node || !enabled || !wanted) return
    let made: Drive | undefined
    let gone = false
    const load = engineRef.current
    // One more try after a failure (a dropped connection); then the strip stays as it is.
    void load().catch(() => load()).then(({ drive, Fade }) => {
      if (gone) return
      made = drive(node, JSON.parse(optionsKey) as CarouselSetup['options'], { intervalMs, Fade: fade ? Fade : undefined }, () => runsRef.current, (index, changed) => {
        setSelected(index)
        if (!changed) return
        changesRef.current += 1
        setChanges(changesRef.current)
      })
      driven.current = made
      setSelected(made.carousel.selectedScrollSnap())
      // A change asked for meanwhile runs once the component has its listeners on the carousel (below).
      setApi(made.carousel)
    }, () => {
      if (gone) return
      pending.current = null
      setBroken(true)
    })
    return () => {
      gone = true
      made?.destroy()
      driven.current = undefined
      setApi(undefined)
    }
  }, [viewport, enabled, wanted, fade, optionsKey, intervalMs])

  useEffect(() => {
    runsRef.current = runs
    driven.current?.sync()
  }, [api, runs])

  // The change asked for before the carousel was made: after this commit's effects (those of the
  // component too, which listen to the new carousel), so it is heard like any other change.
  useEffect(() => {
    if (!api || pending.current === null) return
    queueMicrotask(() => {
      const command = pending.current
      pending.current = null
      if (command !== null && driven.current?.carousel === api) run(api, command)
    })
  }, [api])

  /** A change now, or once the engine is there (asking for it); while one waits, others are ignored. */
  const command = useCallback(
    (what: Command) => {
      const carousel = driven.current?.carousel
      if (carousel) {
        // A newer change replaces one still waiting for its turn.
        pending.current = null
        return run(carousel, what)
      }
      if (pending.current !== null || !enabled || broken) return
      pending.current = what
      want()
    },
    [enabled, broken, want],
  )

  // Autoplay before the engine came: it is asked for a little ahead of the first change, which the
  // carousel makes itself at the interval (the plugin, started when the engine arrives, would
  // count a whole interval from then). A change made meanwhile takes its place. Not in a hidden tab
  // (one opened in the background never told the page it was hidden): the count starts when it shows.
  useEffect(() => {
    if (fetchOn !== 'use' || !enabled || !runs || driven.current) return
    const before = changesRef.current
    let ask = 0
    let first = 0
    const arm = () => {
      window.clearTimeout(ask)
      window.clearTimeout(first)
      if (document.visibilityState === 'hidden') return
      ask = window.setTimeout(want, Math.max(0, intervalMs - FETCH_LEAD_MS))
      first = window.setTimeout(() => {
        if (changesRef.current === before && runsRef.current) command('next')
      }, intervalMs)
    }
    arm()
    document.addEventListener('visibilitychange', arm)
    return () => {
      window.clearTimeout(ask)
      window.clearTimeout(first)
      document.removeEventListener('visibilitychange', arm)
    }
  }, [fetchOn, enabled, runs, intervalMs, want, command])

  // Until the engine is there: the visitor coming to the carousel asks for it (fetched on use), and a
  // swipe is read here (embla never saw its start).
  const earlySwipe = useRef(onEarlySwipe)
  useEffect(() => {
    earlySwipe.current = onEarlySwipe
  })
  useEffect(() => {
    const element = root?.current ?? viewport.current
    if (api || !enabled || !element) return
    let start: { x: number; y: number } | null = null
    const onDown = (event: PointerEvent) => {
      start = { x: event.clientX, y: event.clientY }
    }
    const onUp = (event: PointerEvent) => {
      if (!start) return
      const intent = swipeIntent(event.clientX - start.x, event.clientY - start.y)
      start = null
      if (driven.current || intent === 'stay') return
      if (earlySwipe.current) earlySwipe.current(intent)
      else command(intent)
    }
    for (const type of APPROACH) element.addEventListener(type, want, { passive: true })
    element.addEventListener('pointerdown', onDown)
    window.addEventListener('pointerup', onUp)
    return () => {
      for (const type of APPROACH) element.removeEventListener(type, want)
      element.removeEventListener('pointerdown', onDown)
      window.removeEventListener('pointerup', onUp)
    }
  }, [root, viewport, api, enabled, want, command])

  const previous = useCallback(() => command('previous'), [command])
  const next = useCallback(() => command('next'), [command])
  const show = useCallback((index: number) => command(index), [command])
  const queued = useCallback(() => pending.current !== null, [])
  return { api, broken, queued, selected, changes, previous, next, show }
}
