'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'

import { stripIndex } from '@/components/carousel/strip'
import { useCarousel } from '@/components/carousel/useCarousel'
import { useParallax } from '@/blocks/shared/useParallax'
import { usePauseWhenHidden } from '@/gallery/views/shared/usePauseWhenHidden'
import { translator, type Messages, type SLIDER_MESSAGES } from '@/lib/messageTemplates'
import { useHydrated } from '@/lib/useHydrated'
import { useMediaQuery, useSaveData } from '@/lib/useMediaQuery'

import { autoplayStopsAt, emblaDuration, stepSlide, swipeIntent, type AutoplayStop } from './rules'

export type SliderSlide = {
  key: string
  kind: 'image' | 'video' | 'embed'
  /** The picture (for video slides: the still for phones, reduced motion and failures). */
  still: ReactNode
  caption: ReactNode
  /** False when a video slide has no still: phones then get the editors' hint instead. */
  hasFallback: boolean
  video?: { title: string; loop: boolean; poster: string | null; sources: { url: string; type: string }[] }
  embed?: { playerUrl: string | null; pageUrl: string; title: string; labels: { play: string; watchOn: string; consentPrompt: string; allowAndPlay: string } }
}

export type SliderSettings = {
  animation: 'slide' | 'fade'
  speed: number
  /** Milliseconds per slide while playing. */
  interval: number
  autoplay: boolean
  pauseOnHover: boolean
  loop: boolean
  autoplayStop: AutoplayStop
}

type Move = 'next' | 'previous' | number

// Only sliders with an embedded video (YouTube, Vimeo) bring its player's code.
const LazyVideo = dynamic(() => import('@/blocks/LazyVideo/Component.client').then((module) => module.LazyVideo))

const PARALLAX_RATIO = 0.3
const PHONE = '(max-width: 767px)'

// The site's carousel engine is fetched on first use (useCarousel's `fetchOn: 'use'`); the fade
// plugin only for a fading slider.
const loadEngine = () => import('@/components/carousel/engine').then((module) => module.engine)
const loadFadingEngine = () =>
  Promise.all([import('@/components/carousel/engine'), import('embla-carousel-fade')]).then(([module, fade]) => ({ ...module.engine, Fade: fade.default }))

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * The page slider on the site's carousel (embla with its autoplay plugin, and its fade plugin). Requests made while a change runs are
 * ignored; ← and → work while the pointer is over it or focus is in it; a swipe over 50 px changes
 * slide and a shorter one snaps back; with fewer than two slides, or while it is off screen or the
 * tab is hidden, it does not move; any move by the visitor stops autoplay. A video slide plays
 * muted while shown and the slider moves on when it ends (unless it loops); phones and visitors who
 * ask for less motion get its still. Without JavaScript the slides are a strip that scrolls sideways.
 */
export function Slider({ slides, label, fullscreen, aspectRatio, parallax, settings, messages }: { slides: SliderSlide[]; label: string; fullscreen: boolean; aspectRatio: string | null; parallax: boolean; settings: SliderSettings; messages: Messages<(typeof SLIDER_MESSAGES)[number]> }) {
  const t = translator(messages)
  const count = slides.length
  const several = count > 1
  const root = useRef<HTMLElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const videos = useRef(new Map<number, HTMLVideoElement>())
  const [selected, setSelected] = useState(0)
  const hydrated = useHydrated()
  const phone = useMediaQuery(PHONE)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  // Read once in the browser for embla's duration (the media hook is false while hydrating).
  const [reducedMotionAtStart] = useState(() => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches)
  const saveData = useSaveData()
  const changing = useRef(false)
  // Embeds play only on a press; while one plays the slider waits.
  const embedPlaying = useRef<number | null>(null)
  const [embedGeneration, setEmbedGeneration] = useState(0)
  // The shown slide for event handlers (kept in step by embla's select event).
  const selectedRef = useRef(0)
  const hovered = useRef(false)

  useParallax(root, '.slider-media', PARALLAX_RATIO, parallax)

  // Autoplay: null until the visitor or the tab changes it.
  const [playState, setPlaying] = useState<boolean | null>(null)
  const wantsPlay = playState ?? (settings.autoplay && !reducedMotion)

  // Off screen (scrolled away, or in a hidden tab panel) it does not move.
  const [inView, setInView] = useState(true)
  useEffect(() => {
    const element = root.current
    if (!element || !several) return
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [several])

  // Held while the pointer is over it (a setting) and while focus is inside it (always: WCAG 2.2.2).
  const [held, setHeld] = useState({ pointer: false, focus: false })
  const isHeld = (settings.pauseOnHover && held.pointer) || held.focus

  // A playing video slide holds the slider until it ends (see the clips below).
  const [runningVideo, setRunningVideo] = useState<number | null>(null)
  const videoHolds = runningVideo === selected

  const fade = settings.animation === 'fade'
  const { api: embla, broken, show, queued } = useCarousel(viewportRef, {
    engine: fade ? loadFadingEngine : loadEngine,
    // The first view is the server's first slide: embla comes when the visitor comes to the slider
    // (pointer, touch, focus, a control) or a little before autoplay's first change.
    fetchOn: 'use',
    root,
    // A visitor's swipe before embla came: a move like any other (it stops autoplay).
    onEarlySwipe: (direction) => move(direction, 'visitor'),
    enabled: several,
    fade,
    options: { loop: settings.loop, duration: emblaDuration(reducedMotionAtStart ? 0 : settings.speed) },
    intervalMs: settings.interval,
    playing: wantsPlay,
    held: isHeld || !inView || videoHolds,
  })

  // A change is running from the moment one starts until embla settles (a timer covers a change
  // that never animates, e.g. to the same place).
  const settleTimer = useRef(0)
  const completedRound = useRef(false)
  useEffect(() => {
    if (!embla) return
    // embla starts where the strip was left (the first slide unless it was scrolled by hand).
    selectedRef.current = embla.selectedScrollSnap()
    setSelected(selectedRef.current)
    let from = selectedRef.current
    const onSelect = () => {
      const index = embla.selectedScrollSnap()
      from = selectedRef.current
      changing.current = true
      window.clearTimeout(settleTimer.current)
      settleTimer.current = window.setTimeout(() => (changing.current = false), settings.speed + 400)
      selectedRef.current = index
      setSelected(index)
      // Moving away from a playing embed removes its player (a new key), so it does not play on unseen.
      if (embedPlaying.current !== null && embedPlaying.current !== index) {
        embedPlaying.current = null
        setEmbedGeneration((value) => value + 1)
      }
    }
    const onSettle = () => {
      window.clearTimeout(settleTimer.current)
      changing.current = false
    }
    // The plugin's own move (it follows the select it made): going back to the start ends a round.
    const onAutoplayMove = () => {
      if (selectedRef.current < from) completedRound.current = true
    }
    embla.on('select', onSelect).on('settle', onSettle).on('autoplay:select', onAutoplayMove)
    return () => {
      embla.off('select', onSelect).off('settle', onSettle).off('autoplay:select', onAutoplayMove)
      window.clearTimeout(settleTimer.current)
    }
  }, [embla, settings.speed])

  // Playing from hydration: the first change comes on time, embla or not (useCarousel).
  const playing = hydrated && wantsPlay
  const { setPausedByHand } = usePauseWhenHidden(playing, setPlaying)
  const stopAutoplay = useCallback(() => {
    setPausedByHand(true)
    setPlaying(false)
  }, [setPausedByHand])

  /** The one way the slider moves by hand or at a clip's end: buttons, keys, dots, swipes, ended videos. */
  const move = useCallback(
    (to: Move, by: 'visitor' | 'autoplay'): boolean => {
      // Before embla came, one change waits for it and the others are ignored, as during a change.
      if (!several || changing.current || (!embla && queued())) return false
      // Before embla, the slide the strip shows (a finger may have scrolled it; embla starts there).
      const from = embla || !viewportRef.current ? selectedRef.current : stripIndex(viewportRef.current)
      const target = typeof to === 'number' ? to : stepSlide(from, count, to === 'next' ? 1 : -1, settings.loop)
      if (target === null || target === from) return false
      if (by === 'visitor') stopAutoplay()
      else if (target < from) completedRound.current = true
      if (embla) {
        changing.current = true
        embla.scrollTo(target)
      } else show(target)
      return true
    },
    [embla, several, count, settings.loop, stopAutoplay, queued, show],
  )

  // Autoplay ends where the editor asked, on the slide it just reached (unless the visitor pressed
  // Play since: then it goes on), and without looping always on the last slide.
  const visitorPlayed = useRef(false)
  useEffect(() => {
    if (playing && (!visitorPlayed.current || !settings.loop) && autoplayStopsAt(selected, count, settings.autoplayStop, completedRound.current, settings.loop)) {
      setPausedByHand(true)
      setPlaying(false)
    }
  }, [selected, count, playing, settings.autoplayStop, settings.loop, setPausedByHand])

  // Swipes: embla follows the finger; on release we hold it to the old theme's 50 px rule.
  useEffect(() => {
    const viewport = viewportRef.current
    if (!embla || !viewport) return
    let start: { x: number; y: number; index: number } | null = null
    let end: { x: number; y: number } | null = null
    const onDown = (event: PointerEvent) => {
      start = { x: event.clientX, y: event.clientY, index: embla.selectedScrollSnap() }
      end = null
    }
    const onUp = (event: PointerEvent) => {
      end = { x: event.clientX, y: event.clientY }
    }
    const onEmblaUp = () => {
      if (!start || !end) return
      const intent = swipeIntent(end.x - start.x, end.y - start.y)
      const landed = embla.selectedScrollSnap()
      const from = start.index
      start = null
      if (intent === 'stay') {
        if (landed !== from) embla.scrollTo(from)
        return
      }
      stopAutoplay()
      if (landed === from) {
        const target = stepSlide(from, count, intent === 'next' ? 1 : -1, settings.loop)
        if (target !== null) embla.scrollTo(target)
      }
    }
    viewport.addEventListener('pointerdown', onDown)
    window.addEventListener('pointerup', onUp)
    embla.on('pointerUp', onEmblaUp)
    return () => {
      viewport.removeEventListener('pointerdown', onDown)
      window.removeEventListener('pointerup', onUp)
      embla.off('pointerUp', onEmblaUp)
    }
  }, [embla, count, settings.loop, stopAutoplay])

  // ← and → while the pointer is over the slider or focus is inside it.
  useEffect(() => {
    if (!hydrated) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return
      const element = root.current
      if (!element || !(hovered.current || element.contains(document.activeElement))) return
      event.preventDefault()
      move(event.key === 'ArrowRight' ? 'next' : 'previous', 'visitor')
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [hydrated, move])

  // Video slides: the shown one plays (muted), the others rest at their start.
  const canPlayVideo = hydrated && !phone && !reducedMotion && !saveData
  const runningVideoRef = useRef<number | null>(null)
  const clipRunning = (index: number | null) => {
    runningVideoRef.current = index
    setRunningVideo(index)
    // Stopped in the media event itself, so autoplay's timer cannot fire before React commits the hold.
    if (index !== null && index === selectedRef.current) embla?.plugins().autoplay?.stop()
  }
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set())
  useEffect(() => {
    for (const [index, video] of videos.current) {
      if (index === selected && canPlayVideo && !failed.has(index)) {
        video.play().catch(() => setFailed((current) => new Set(current).add(index)))
      } else {
        video.pause()
        if (index !== selected && video.currentTime > 0) video.currentTime = 0
      }
    }
  }, [selected, canPlayVideo, failed])
  // A playing video moves the slider when it ends (or never, when it loops).
  const onVideoEnded = (index: number) => {
    if (runningVideoRef.current === index) clipRunning(null)
    if (index === selectedRef.current && playing && !isHeld && inView) move('next', 'autoplay')
  }

  const togglePlay = () => {
    if (!playing) {
      visitorPlayed.current = true
      // Play at the end of a slider that does not loop plays it again from the first slide.
      if (!settings.loop && selectedRef.current === count - 1) show(0)
    }
    setPausedByHand(playing)
    setPlaying(!playing)
  }
  // Controls answer from hydration (a change before embla waits for it); embla moves the slides.
  // Without it (its code could not be fetched) the strip stays as without JavaScript.
  const ready = hydrated && !broken
  const style = (aspectRatio ? { '--slider-ratio': aspectRatio } : {}) as CSSProperties

  return (
    <section
      ref={root}
      className={`block block-slider ${fullscreen ? 'slider-fullscreen full-width' : 'slider-content'}${parallax ? ' slider-parallax' : ''}`}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={ready ? 'true' : undefined}
      data-engine={embla ? 'live' : undefined}
      data-playing={playing ? 'true' : 'false'}
      data-hold={videoHolds ? 'clip' : undefined}
      // Whether clips may play here, from the value the play effect reads ('still': phone, reduced
      // motion or Save-Data; their stills show and play() is never called).
      data-clips={hydrated ? (canPlayVideo ? 'play' : 'still') : undefined}
      data-animation={settings.animation}
      onPointerEnter={() => {
        hovered.current = true
        setHeld((value) => ({ ...value, pointer: true }))
      }}
      onPointerLeave={() => {
        hovered.current = false
        setHeld((value) => ({ ...value, pointer: false }))
      }}
      // Focus in a slide (its caption's links) holds it; focus on the controls does not, or pressing
      // Play would not play.
      onFocus={(event) => setHeld((value) => ({ ...value, focus: !(event.target as Element).closest('.slider-controls') }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((value) => ({ ...value, focus: false }))
      }}
    >
      <div className="slider-viewport" ref={viewportRef} aria-live={playing ? 'off' : 'polite'}>
        <div className="slider-track">
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={`slider-slide slider-slide-${slide.kind}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('gallery.slideOf', { index: index + 1, total: count })}
              data-selected={index === selected ? 'true' : undefined}
              data-fallback={slide.hasFallback ? undefined : 'none'}
              inert={embla && index !== selected ? true : undefined}
            >
              <div className="slider-media">
                {slide.still}
                {slide.video && !failed.has(index) ? (
                  <video
                    ref={(element) => {
                      if (element) videos.current.set(index, element)
                      else videos.current.delete(index)
                    }}
                    className="slider-video"
                    muted
                    playsInline
                    loop={slide.video.loop}
                    preload={index === 0 ? 'metadata' : 'none'}
                    poster={slide.video.poster ?? undefined}
                    aria-hidden="true"
                    tabIndex={-1}
                    onPlaying={() => clipRunning(index)}
                    onPause={() => {
                      if (runningVideoRef.current === index) clipRunning(null)
                    }}
                    onEnded={() => onVideoEnded(index)}
                    onError={() => setFailed((currentSet) => new Set(currentSet).add(index))}
                  >
                    {slide.video.sources.map((source) => (
                      <source key={source.url} src={source.url} type={source.type} />
                    ))}
                  </video>
                ) : null}
                {slide.embed ? (
                  <div className="slider-embed">
                    <LazyVideo
                      key={`${slide.key}-${embedGeneration}`}
                      playerUrl={slide.embed.playerUrl}
                      pageUrl={slide.embed.pageUrl}
                      title={slide.embed.title}
                      width={16}
                      height={9}
                      poster={null}
                      labels={slide.embed.labels}
                      onPlay={() => {
                        stopAutoplay()
                        embedPlaying.current = index
                      }}
                    />
                  </div>
                ) : null}
              </div>
              {slide.kind === 'video' && !slide.hasFallback ? <p className="slider-mobile-message">{t('blocks.sliderMobileFallback')}</p> : null}
              {slide.caption}
            </div>
          ))}
        </div>
      </div>
      {several ? (
        <div className="slider-controls">
          <button type="button" className="slider-arrow slider-previous" aria-label={t('gallery.previousSlide')} title={t('gallery.previousSlide')} onClick={() => move('previous', 'visitor')} hidden={!settings.loop && selected === 0}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="slider-arrow slider-next" aria-label={t('gallery.nextSlide')} title={t('gallery.nextSlide')} onClick={() => move('next', 'visitor')} hidden={!settings.loop && selected === count - 1}>
            <span aria-hidden="true">›</span>
          </button>
          <div className="slider-bar">
            <div className="slider-dots" role="group" aria-label={t('blocks.sliderDots')}>
              {slides.map((slide, index) => (
                <button key={slide.key} type="button" className="slider-dot" aria-label={t('gallery.goToSlide', { index: index + 1 })} aria-current={index === selected ? 'true' : undefined} onClick={() => move(index, 'visitor')} />
              ))}
            </div>
            <button type="button" className="slider-play" aria-label={playing ? t('gallery.pause') : t('gallery.play')} title={playing ? t('gallery.pause') : t('gallery.play')} onClick={togglePlay}>
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          </div>
        </div>
      ) : null}
    </section>
  )
}
