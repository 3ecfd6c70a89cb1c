'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

import type { CarouselEngine, Drive } from './engine'

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
export function useCarousel(viewport: RefObject<HTMLElement | null>, { engine, fetchOn = 'mount', root, enabled = true, fade = false, options, intervalMs, playing, held = false }: CarouselSetup): Carousel {
  const [api, setApi] = useState<EmblaCarouselType>()
  const driven = useRef<Drive>(undefined)
  const [selected, setSelected] = useState(0)
  const [changes, setChanges] = useState(0)
  const changesRef = useRef(0)
  // The options as a value: a new object with the same options makes no new carousel.
  const optionsKey = JSON.stringify(options)
  const engineRef = useRef(engine)
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
    void engineRef.current().then(({ drive, Fade }) => {
      if (gone) return
      made = drive(node, JSON.parse(optionsKey) as CarouselSetup['options'], { intervalMs, Fade: fade ? Fade : undefined }, () => runsRef.current, (index, changed) => {
        setSelected(index)
        if (!changed) return
        changesRef.current += 1
        setChanges(changesRef.current)
      })
      driven.current = made
      setSelected(made.carousel.selectedScrollSnap())
      setApi(made.carousel)
      const command = pending.current
      pending.current = null
      if (command !== null) run(made.carousel, command)
    })
    return () => {
      gone = true
      made?.destroy()
      driven.current = undefined
      setApi(undefined)
    }
  }, [viewport, enabled, wanted, fade, optionsKey, intervalMs])

  // Fetched on use: the visitor coming to the carousel asks for the engine.
  useEffect(() => {
    const element = root?.current ?? viewport.current
    if (wanted || !enabled || !element) return
    for (const type of APPROACH) element.addEventListener(type, want, { passive: true })
    return () => {
      for (const type of APPROACH) element.removeEventListener(type, want)
    }
  }, [root, viewport, wanted, enabled, want])

  useEffect(() => {
    runsRef.current = runs
    driven.current?.sync()
  }, [api, runs])

  /** A change now, or once the engine is there (asking for it); while one waits, others are ignored. */
  const command = useCallback(
    (what: Command) => {
      const carousel = driven.current?.carousel
      if (carousel) return run(carousel, what)
      if (pending.current !== null || !enabled) return
      pending.current = what
      want()
    },
    [enabled, want],
  )

  // Autoplay before the engine came: it is asked for a little ahead of the first change, which the
  // carousel makes itself at the interval (the plugin, started when the engine arrives, would
  // count a whole interval from then). A change made meanwhile takes its place.
  useEffect(() => {
    if (fetchOn !== 'use' || !enabled || !runs || driven.current) return
    const before = changesRef.current
    const ask = window.setTimeout(want, Math.max(0, intervalMs - FETCH_LEAD_MS))
    const first = window.setTimeout(() => {
      if (changesRef.current === before) command('next')
    }, intervalMs)
    return () => {
      window.clearTimeout(ask)
      window.clearTimeout(first)
    }
  }, [fetchOn, enabled, runs, intervalMs, want, command])

  const previous = useCallback(() => command('previous'), [command])
  const next = useCallback(() => command('next'), [command])
  const show = useCallback((index: number) => command(index), [command])
  const queued = useCallback(() => pending.current !== null, [])
  return { api, queued, selected, changes, previous, next, show }
}
