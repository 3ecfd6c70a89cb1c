'use client'

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import {
  ACTION_CLOSE,
  ACTION_NEXT,
  ACTION_PREV,
  MODULE_CONTROLLER,
  createModule,
  useEvents,
  useLightboxState,
  type ComponentProps,
  type Plugin,
} from 'yet-another-react-lightbox'

import type { LightboxSlide } from '../types'

/**
 * The viewer's filmstrip, as a yet-another-react-lightbox plugin in the shape of its own Thumbnails
 * plugin (it wraps the stage), but ours: a list named "Filmstrip" of buttons named by photo title
 * (PRODUCT.md), scroll arrows that move the strip without changing photo, the current photo kept
 * in view, and a thumbnail image requested only once its place in the strip is visible.
 */

export type FilmstripOptions = {
  position: 'top' | 'bottom' | 'left' | 'right'
  thumbnail: { width: number; height: number }
  labels: { filmstrip: string; back: string; forward: string }
  reducedMotion: boolean
  /** No thumbnail is requested yet: the viewer's first photo is still loading. */
  hold: boolean
}

declare module 'yet-another-react-lightbox' {
  interface LightboxProps {
    /** The filmstrip's options (the Filmstrip plugin); without them it adds nothing. */
    filmstrip?: FilmstripOptions | null
  }
}

const vertical = (position: FilmstripOptions['position']) => position === 'left' || position === 'right'

function FilmstripLayout({ filmstrip: options, children }: ComponentProps) {
  if (!options) return <>{children}</>
  const strip = <Filmstrip options={options} />
  const first = options.position === 'top' || options.position === 'left'
  return (
    <div className={`lb-strip-layout lb-strip-${options.position}`}>
      {first ? strip : null}
      <div className="lb-strip-stage">{children}</div>
      {first ? null : strip}
    </div>
  )
}

function Filmstrip({ options }: { options: FilmstripOptions }) {
  const { slides, currentIndex } = useLightboxState()
  const { publish } = useEvents()
  const list = useRef<HTMLUListElement>(null)
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set())
  const [edges, setEdges] = useState({ start: true, end: true })
  const upright = vertical(options.position)

  const measure = useCallback(() => {
    const element = list.current
    if (!element) return
    const offset = upright ? element.scrollTop : element.scrollLeft
    const room = upright ? element.scrollHeight - element.clientHeight : element.scrollWidth - element.clientWidth
    const start = offset <= 1
    const end = offset >= room - 1
    // Scroll events come every frame: re-render only when an end is reached or left.
    setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }))
  }, [upright])

  // A thumbnail's image is requested once its place in the strip has been visible.
  useEffect(() => {
    const element = list.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        const shown = entries.filter((entry) => entry.isIntersecting).map((entry) => Number((entry.target as HTMLElement).dataset.index))
        if (shown.length) setSeen((previous) => (shown.every((index) => previous.has(index)) ? previous : new Set([...previous, ...shown])))
      },
      { root: element },
    )
    for (const item of element.children) observer.observe(item)
    return () => observer.disconnect()
  }, [slides.length])

  // The current photo's thumbnail stays in view: centred when it is (partly) outside the strip.
  useLayoutEffect(() => {
    const element = list.current
    const item = element?.children[currentIndex] as HTMLElement | undefined
    if (!element || !item) return
    const [start, size, offset, room] = upright
      ? [item.offsetTop, item.offsetHeight, element.scrollTop, element.clientHeight]
      : [item.offsetLeft, item.offsetWidth, element.scrollLeft, element.clientWidth]
    if (start < offset || start + size > offset + room) {
      const to = start - (room - size) / 2
      element.scrollTo(upright ? { top: to } : { left: to })
    }
    measure()
  }, [currentIndex, upright, measure])

  useEffect(() => {
    const element = list.current
    if (!element) return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [measure])

  const scroll = (direction: -1 | 1) => {
    const element = list.current
    if (!element) return
    const by = direction * Math.max(1, Math.round((upright ? element.clientHeight : element.clientWidth) * 0.8))
    element.scrollBy({ [upright ? 'top' : 'left']: by, behavior: options.reducedMotion ? 'auto' : 'smooth' })
  }

  // Through the lightbox's own events, so a change during a transition is queued like any other.
  const go = (index: number) => {
    if (index > currentIndex) publish(ACTION_NEXT, { count: index - currentIndex })
    else if (index < currentIndex) publish(ACTION_PREV, { count: currentIndex - index })
  }

  // At an end an arrow is marked unavailable but stays focusable: disabling the focused button
  // would drop focus out of the viewer (and its keys) the moment the strip reaches the end.
  const arrow = (direction: -1 | 1) => {
    const atEnd = direction < 0 ? edges.start : edges.end
    return (
      <button
        type="button"
        className={`lb-strip-arrow lb-strip-arrow-${direction < 0 ? 'back' : 'forward'}`}
        aria-label={direction < 0 ? options.labels.back : options.labels.forward}
        aria-disabled={atEnd ? 'true' : undefined}
        onClick={() => {
          if (!atEnd) scroll(direction)
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={direction < 0 ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z' : 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z'} />
        </svg>
      </button>
    )
  }

  return (
    // The strip sits outside the lightbox's stage, whose key handling it therefore does not get: Esc here too.
    <div
      className="lb-filmstrip"
      onKeyDown={(event) => {
        if (event.key === 'Escape') publish(ACTION_CLOSE)
      }}
      style={{ '--lb-thumb-w': `${options.thumbnail.width}px`, '--lb-thumb-h': `${options.thumbnail.height}px` } as React.CSSProperties}>
      {arrow(-1)}
      <ul ref={list} className="lb-strip-list" aria-label={options.labels.filmstrip} onScroll={measure}>
        {slides.map((slide, index) => {
          const photo = (slide as { photo?: LightboxSlide }).photo
          const thumbnail = photo?.sources[0]
          return (
            <li key={photo?.id ?? index} data-index={index}>
              <button type="button" aria-label={photo?.title ?? String(index + 1)} aria-current={index === currentIndex ? 'true' : undefined} onClick={() => go(index)}>
                {/* eslint-disable-next-line @next/next/no-img-element -- our own stored thumbnail */}
                {thumbnail && seen.has(index) && !options.hold ? <img src={thumbnail.url} alt="" width={options.thumbnail.width} height={options.thumbnail.height} decoding="async" draggable={false} /> : null}
              </button>
            </li>
          )
        })}
      </ul>
      {arrow(1)}
    </div>
  )
}

/** The plugin: wraps the lightbox's stage (its controller module) with the strip. */
export const FilmstripPlugin: Plugin = ({ addParent }) => {
  addParent(MODULE_CONTROLLER, createModule('AtriumFilmstrip', FilmstripLayout))
}
