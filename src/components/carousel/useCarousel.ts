'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

import type { CarouselEngine } from './engine'

export type CarouselSetup = {
  /** The engine (embla and its autoplay plugin), or how to fetch it when the carousel mounts. */
  engine: CarouselEngine | (() => Promise<CarouselEngine>)
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
  /** The slide in front. */
  selected: number
  /** How many times the slide in front has changed (0 until the first change). */
  changes: number
  previous: () => void
  next: () => void
  show: (index: number) => void
}

/**
 * One embla carousel with embla-carousel-autoplay, for every carousel of the site (the page slider,
 * the gallery's carousel view, the testimonials): the carousel is made on the viewport element, autoplay advances
 * while `playing` and not `held`, and any change of slide (a drag, a button, the pager) starts the
 * interval again. Autoplay never runs on its own account: after a drag, a tab coming back or
 * embla's re-making of itself on a resize, the carousel puts the plugin back where its state says.
 */
export function useCarousel(viewport: RefObject<HTMLElement | null>, { engine, enabled = true, fade = false, options, intervalMs, playing, held = false }: CarouselSetup): Carousel {
  const [api, setApi] = useState<EmblaCarouselType>()
  const [selected, setSelected] = useState(0)
  const [changes, setChanges] = useState(0)
  // The options as a value: a new object with the same options makes no new carousel.
  const optionsKey = JSON.stringify(options)
  const engineRef = useRef(engine)

  useEffect(() => {
    const node = viewport.current
    if (!node || !enabled) return
    let made: EmblaCarouselType | undefined
    let gone = false
    const make = ({ EmblaCarousel, Autoplay, Fade }: CarouselEngine) => {
      if (gone) return
      // Our own pause rules (the button, pointer and focus, a hidden tab) drive the plugin: it stops
      // on a drag and never restarts itself after one (stopOnInteraction); `sync` does.
      const autoplay = Autoplay({ delay: intervalMs, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false })
      // The strip may have been scrolled by hand before the script arrived: embla starts from the first slide.
      node.scrollTo({ left: 0 })
      made = EmblaCarousel(node, JSON.parse(optionsKey) as CarouselSetup['options'], fade && Fade ? [autoplay, Fade()] : [autoplay])
      setApi(made)
    }
    const source = engineRef.current
    if (typeof source === 'function') void source().then(make)
    else make(source)
    return () => {
      gone = true
      made?.destroy()
      setApi(undefined)
    }
  }, [viewport, enabled, fade, optionsKey, intervalMs])

  const runs = playing && !held
  const runsRef = useRef(runs)
  /** Puts the plugin where the carousel's state says: running or not (one slide: never). */
  const sync = useCallback((carousel: EmblaCarouselType) => {
    const autoplay = carousel.plugins().autoplay
    if (!autoplay) return
    if (runsRef.current && carousel.scrollSnapList().length > 1) autoplay.play()
    else autoplay.stop()
  }, [])
  useEffect(() => {
    runsRef.current = runs
    if (api) sync(api)
  }, [api, runs, sync])

  useEffect(() => {
    if (!api) return
    const onSelect = () => {
      setSelected(api.selectedScrollSnap())
      setChanges((value) => value + 1)
      // A change by hand starts the interval again (the plugin's own change does too: harmless).
      api.plugins().autoplay?.reset()
    }
    // Back to our state after a drag (the plugin stopped), when the tab comes back (the plugin may
    // restart itself) and after embla made itself again on a resize (a new, stopped plugin).
    const resync = () => sync(api)
    const onReInit = () => {
      setSelected(api.selectedScrollSnap())
      resync()
    }
    api.on('select', onSelect).on('pointerUp', resync).on('reInit', onReInit)
    document.addEventListener('visibilitychange', resync)
    return () => {
      api.off('select', onSelect).off('pointerUp', resync).off('reInit', onReInit)
      document.removeEventListener('visibilitychange', resync)
    }
  }, [api, sync])

  const previous = useCallback(() => api?.scrollPrev(), [api])
  const next = useCallback(() => api?.scrollNext(), [api])
  const show = useCallback((index: number) => api?.scrollTo(index), [api])
  return { api, selected, changes, previous, next, show }
}
