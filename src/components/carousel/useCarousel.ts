'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

import type { CarouselEngine } from './engine'

export type CarouselSetup = {
  /** The engine (embla and its autoplay plugin), or how to fetch it when the carousel mounts. */
  engine: CarouselEngine | (() => Promise<CarouselEngine>)
  /** No carousel when false (a single slide): the strip stays as the server drew it. */
  enabled?: boolean
  options: EmblaOptionsType
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
 * One embla carousel with embla-carousel-autoplay, for every carousel of the site (the gallery's
 * carousel view, the testimonials): the carousel is made on the viewport element, autoplay advances
 * while `playing` and not `held`, and any change of slide (a drag, a button, the pager) starts the
 * interval again. Autoplay never runs on its own account: a drag or a tab coming back restarts it
 * in the plugin, and the carousel then stops it again unless the visitor's choice is to play.
 */
export function useCarousel(viewport: RefObject<HTMLElement | null>, { engine, enabled = true, options, intervalMs, playing, held = false }: CarouselSetup): Carousel {
  const [api, setApi] = useState<EmblaCarouselType>()
  const [selected, setSelected] = useState(0)
  const [changes, setChanges] = useState(0)
  const optionsKey = JSON.stringify(options)
  const engineRef = useRef(engine)

  useEffect(() => {
    const node = viewport.current
    if (!node || !enabled) return
    let made: EmblaCarouselType | undefined
    let gone = false
    const make = ({ EmblaCarousel, Autoplay }: CarouselEngine) => {
      if (gone) return
      // Our own pause rules (the button, pointer and focus, a hidden tab) drive the plugin.
      const autoplay = Autoplay({ delay: intervalMs, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false })
      made = EmblaCarousel(node, JSON.parse(optionsKey) as EmblaOptionsType, [autoplay])
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
  }, [viewport, enabled, optionsKey, intervalMs])

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
    // The plugin restarts itself after a drag and when the tab comes back: back to our state.
    const resync = () => sync(api)
    api.on('select', onSelect).on('pointerUp', resync)
    document.addEventListener('visibilitychange', resync)
    return () => {
      api.off('select', onSelect).off('pointerUp', resync)
      document.removeEventListener('visibilitychange', resync)
    }
  }, [api, sync])

  const previous = useCallback(() => api?.scrollPrev(), [api])
  const next = useCallback(() => api?.scrollNext(), [api])
  const show = useCallback((index: number) => api?.scrollTo(index), [api])
  return { api, selected, changes, previous, next, show }
}
