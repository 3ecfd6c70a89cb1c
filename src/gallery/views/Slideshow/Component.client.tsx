'use client'

import Link from 'next/link'
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type PointerEvent } from 'react'

import { ResponsiveImage } from '@/components/ResponsiveImage'
import { translator, type Messages, type SLIDESHOW_MESSAGES } from '@/lib/messageTemplates'
import { shuffle } from '@/lib/random'
import { useHydrated } from '@/lib/useHydrated'
import { usePageLoaded } from '@/lib/usePageLoaded'

import { changeDirection, slidesToLoad, stepIndex, swipeStep, transitionDuration } from '../../layouts/slideshow'
import { onArrowKeys } from '../shared/arrowKeys'
import { PlayMarker } from '../shared/PhotoLink'
import { usePauseWhenHidden } from '../shared/usePauseWhenHidden'
import type { SlidePhoto } from '../slides'

export type SlideshowSettings = {
  interval: number
  effect: 'none' | 'fade' | 'slide' | 'cube'
  effectDuration: number
  autoplay: boolean
  shuffle: boolean
  filmstrip: boolean
  filmstripDirection: 'horizontal' | 'vertical'
  filmstripHeight: number
  filmstripWidth: number
  filmstripCount: number
  imageWidth: number
  imageHeight: number
  titlePosition: string
  descriptionPosition: string
  preloadCount: number
  /** URL of the background music, or null. */
  music: string | null
}

/** Random order after the first slide: the server and the first paint agree on slide one. */
function shuffledOrder(count: number, seed: number): number[] {
  if (count === 0) return []
  const rest = shuffle(Array.from({ length: count - 1 }, (_, i) => i + 1), Math.floor(seed * 2 ** 32))
  return [0, ...rest]
}

/**
 * Slideshow view: one photo at a time with a filmstrip (or dots), play/pause, autoplay, shuffle,
 * swipe and keyboard, effects none/fade/slide/cube (CSS; cube falls back to fade without 3D, and
 * nothing moves under reduced motion). Pauses while the tab is hidden unless paused by hand.
 * `priority`: the slideshow is the page's main content (its first photo is the largest paint and is
 * fetched first); one further down a page leaves that to what is above it.
 */
export function SlideshowView({ slides, settings, label, messages, priority }: { slides: SlidePhoto[]; settings: SlideshowSettings; label: string; priority: boolean; messages: Messages<(typeof SLIDESHOW_MESSAGES)[number]> }) {
  const t = translator(messages)
  const count = slides.length
  const hydrated = useHydrated()
  // The slides before and after the first are asked for only once the page has loaded, so the first
  // view (this photo, the page's code) does not wait behind photos nobody sees yet.
  const pageLoaded = usePageLoaded()
  // Shuffled only in the browser, after hydration, so the server's first slide stays first.
  const [shuffleSeed] = useState(() => Math.random())
  const order = useMemo(() => (hydrated && settings.shuffle ? shuffledOrder(count, shuffleSeed) : Array.from({ length: count }, (_, i) => i)), [hydrated, settings.shuffle, count, shuffleSeed])
  const [position, setPosition] = useState(0)
  const [leaving, setLeaving] = useState<number | null>(null)
  const [direction, setDirection] = useState<'left' | 'right'>('right')
  // The first photo is simply there on arrival; effects play only on changes after it.
  const [moved, setMoved] = useState(false)
  const [playState, setPlaying] = useState<boolean | null>(null)
  const playing = playState ?? (hydrated && settings.autoplay && count > 1)
  const [musicOn, setMusicOn] = useState(false)
  const pointer = useRef<{ x: number; y: number } | null>(null)
  const swiped = useRef(false)
  const filmstripRef = useRef<HTMLUListElement>(null)
  const audioRef = useRef<HTMLAudioElement>(null)
  const duration = transitionDuration(settings.interval, settings.effectDuration)

  const go = useCallback(
    (target: number, dir: 'left' | 'right') => {
      if (target === position || target < 0 || target >= count) return
      setLeaving(position)
      setMoved(true)
      setDirection(dir)
      setPosition(target)
    },
    [position, count],
  )
  const next = useCallback(() => go(stepIndex(position, 1, count), 'right'), [go, position, count])
  const previous = useCallback(() => go(stepIndex(position, -1, count), 'left'), [go, position, count])

  // The leaving slide is dropped once its effect has run.
  useEffect(() => {
    if (leaving === null) return
    const timer = window.setTimeout(() => setLeaving(null), duration)
    return () => window.clearTimeout(timer)
  }, [leaving, duration, position])

  // Autoplay: one timer per shown slide, so a manual change restarts the interval.
  useEffect(() => {
    if (!playing || count < 2 || settings.interval <= 0) return
    const timer = window.setTimeout(next, settings.interval * 1000)
    return () => window.clearTimeout(timer)
  }, [playing, position, next, count, settings.interval])

  const { setPausedByHand } = usePauseWhenHidden(playing, setPlaying)

  const togglePlay = () => {
    setPausedByHand(playing)
    setPlaying(!playing)
  }

  const toggleMusic = () => {
    const audio = audioRef.current
    if (!audio) return
    if (musicOn) audio.pause()
    else void audio.play().catch(() => setMusicOn(false))
    setMusicOn(!musicOn)
  }

  // Keep the current thumbnail in view inside the filmstrip without scrolling the page.
  useEffect(() => {
    const strip = filmstripRef.current
    const item = strip?.children[position] as HTMLElement | undefined
    if (!strip || !item) return
    if (settings.filmstripDirection === 'vertical') {
      const top = item.offsetTop - strip.offsetTop
      if (top < strip.scrollTop || top + item.offsetHeight > strip.scrollTop + strip.clientHeight) strip.scrollTo({ top: top - (strip.clientHeight - item.offsetHeight) / 2 })
    } else {
      const left = item.offsetLeft - strip.offsetLeft
      if (left < strip.scrollLeft || left + item.offsetWidth > strip.scrollLeft + strip.clientWidth) strip.scrollTo({ left: left - (strip.clientWidth - item.offsetWidth) / 2 })
    }
  }, [position, settings.filmstripDirection])

  const onKeyDown = onArrowKeys(previous, next)
  const onPointerDown = (event: PointerEvent) => {
    pointer.current = { x: event.clientX, y: event.clientY }
    swiped.current = false
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = pointer.current
    pointer.current = null
    if (!start) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    // Any real drag is not a click on the photo; only a long enough one changes slide.
    if (Math.abs(dx) > 10 || Math.abs(dy) > 10) swiped.current = true
    const step = swipeStep(dx, dy)
    if (step === 1) next()
    else if (step === -1) previous()
  }

  const loaded = useMemo(() => (pageLoaded ? slidesToLoad(position, count, settings.preloadCount) : new Set([position])), [pageLoaded, position, count, settings.preloadCount])
  if (count === 0) return null
  const current = slides[order[position]!]!
  const vertical = settings.filmstripDirection === 'vertical'
  const style = {
    '--fx-ms': `${duration}ms`,
    '--stage-ratio': `${settings.imageWidth} / ${settings.imageHeight}`,
    '--stage-max': `${settings.imageWidth}px`,
    '--strip-w': `${settings.filmstripWidth}px`,
    '--strip-h': `${settings.filmstripHeight}px`,
    '--strip-count': settings.filmstripCount || 'auto',
  } as CSSProperties

  return (
    <section
      className={`slideshow fx-${settings.effect} dir-${direction}${moved ? ' has-moved' : ''} strip-${vertical ? 'vertical' : 'horizontal'}${settings.filmstripCount ? ' strip-fixed-count' : ''}`}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
      data-playing={playing ? 'true' : 'false'}
      data-ready={hydrated ? 'true' : undefined}
      onKeyDown={onKeyDown}
    >
      <div className="slideshow-main">
        <div className="slideshow-stage" onDragStart={(event) => event.preventDefault()} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (pointer.current = null)}>
          {order.map((slideIndex, pos) => {
            const slide = slides[slideIndex]!
            const isCurrent = pos === position
            const isLeaving = pos === leaving
            const mounted = loaded.has(pos) || isLeaving
            const image = mounted ? (
              <>
                <ResponsiveImage
                  alt={slide.alt}
                  sources={slide.sources}
                  placeholder={slide.placeholder}
                  width={slide.width}
                  height={slide.height}
                  sizes={`(max-width: ${settings.imageWidth}px) 100vw, ${settings.imageWidth}px`}
                  priority={priority && pos === 0}
                  lazy={!priority && !pageLoaded}
                  className="slide-image"
                />
                <PlayMarker show={slide.isEmbed} />
              </>
            ) : null
            return (
              <div
                key={slide.id}
                className={`slide${isCurrent ? ' is-current' : ''}${isLeaving ? ' is-leaving' : ''}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t('gallery.slideOf', { index: pos + 1, total: count })}
                aria-hidden={isCurrent ? undefined : true}
                data-slide={slide.id}
              >
                {slide.href && mounted ? (
                  <Link
                    href={slide.href}
                    prefetch={false}
                    data-photo-id={slide.opensViewer ? slide.id : undefined}
                    target={slide.newTab ? '_blank' : undefined}
                    rel={slide.newTab ? 'noopener noreferrer' : undefined}
                    tabIndex={isCurrent ? undefined : -1}
                    onClick={(event) => {
                      if (swiped.current) event.preventDefault()
                    }}
                    draggable={false}
                  >
                    {image}
                  </Link>
                ) : (
                  image
                )}
                {mounted ? (
                  <>
                    <p className={`slide-title at-${settings.titlePosition}`}>{slide.title}</p>
                    {slide.description ? <p className={`slide-description at-${settings.descriptionPosition}`}>{slide.description}</p> : null}
                  </>
                ) : null}
              </div>
            )
          })}
        </div>
        <div className="slideshow-controls">
          <button type="button" className="slideshow-prev" aria-label={t('gallery.previousSlide')} title={t('gallery.previousSlide')} onClick={previous} disabled={count < 2}>
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="slideshow-play"
            aria-label={playing ? t('gallery.pause') : t('gallery.play')}
            title={playing ? t('gallery.pause') : t('gallery.play')}
            onClick={togglePlay}
            disabled={count < 2}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button type="button" className="slideshow-next" aria-label={t('gallery.nextSlide')} title={t('gallery.nextSlide')} onClick={next} disabled={count < 2}>
            <span aria-hidden="true">›</span>
          </button>
          <span className="slideshow-counter" aria-live="polite">
            {position + 1} / {count}
          </span>
          {settings.music ? (
            <>
              <button type="button" className="slideshow-music" aria-pressed={musicOn} onClick={toggleMusic}>
                {musicOn ? t('gallery.musicOff') : t('gallery.music')}
              </button>
              {/* Music never starts by itself: only the button above plays it. */}
              <audio ref={audioRef} src={settings.music} loop preload="none" />
            </>
          ) : null}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {current.title}
        </p>
      </div>
      {settings.filmstrip ? (
        <ul className="slideshow-filmstrip" aria-label={t('gallery.filmstrip')} ref={filmstripRef}>
          {order.map((slideIndex, pos) => {
            const slide = slides[slideIndex]!
            return (
              <li key={slide.id}>
                <button type="button" aria-label={slide.title} aria-current={pos === position ? 'true' : undefined} onClick={() => go(pos, changeDirection(position, pos))}>
                  <ResponsiveImage
                    alt=""
                    sources={slide.sources}
                    placeholder={slide.placeholder}
                    width={settings.filmstripWidth}
                    height={settings.filmstripHeight}
                    sizes={`${Math.max(settings.filmstripWidth, settings.filmstripHeight)}px`}
                    maxSourceWidth={640}
                    cover
                  />
                </button>
              </li>
            )
          })}
        </ul>
      ) : (
        <div className="slideshow-dots">
          {order.map((slideIndex, pos) => (
            <button
              key={slides[slideIndex]!.id}
              type="button"
              aria-label={t('gallery.goToSlide', { index: pos + 1 })}
              aria-current={pos === position ? 'true' : undefined}
              onClick={() => go(pos, changeDirection(position, pos))}
            />
          ))}
        </div>
      )}
    </section>
  )
}
