'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import { useCarousel } from '@/components/carousel/useCarousel'
import { usePauseWhenHidden } from '@/gallery/views/shared/usePauseWhenHidden'
import { translator, type Messages, type TESTIMONIALS_MESSAGES } from '@/lib/messageTemplates'

type Settings = { autoplay: boolean; interval: number; speed: number; adaptiveHeight: boolean }

/**
 * Testimonial slider on the site's carousel (embla with its autoplay plugin): one quote at a time, a pager, no arrows (the old theme's);
 * autoplay every `interval` ms with a Pause/Play button, paused while the pointer or focus is on it and
 * while the tab is hidden, off under reduced motion. Without
 * JavaScript the quotes are a scroll-snapping strip. embla is fetched only on pages with this block.
 */
export function Testimonials({ slides, settings, label, messages }: { slides: ReactNode[]; settings: Settings; label: string; messages: Messages<(typeof TESTIMONIALS_MESSAGES)[number]> }) {
  const t = translator(messages)
  const viewportRef = useRef<HTMLDivElement>(null)
  const [reducedMotion] = useState(() => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches)
  const several = slides.length > 1
  const [playState, setPlaying] = useState<boolean | null>(null)
  const [held, setHeld] = useState(false)
  const autoplay = settings.autoplay && !reducedMotion
  const carousel = useCarousel(viewportRef, {
    // embla's code is fetched when the block mounts (pages without it never load it).
    engine: () => import('@/components/carousel/engine').then((module) => module.engine),
    enabled: several,
    // embla's duration is not in ms; 25 (its default) takes about half a second.
    options: { loop: true, duration: Math.min(60, Math.max(10, Math.round(settings.speed / 20))) },
    intervalMs: settings.interval,
    playing: playState ?? autoplay,
    held,
  })
  const { api: embla, selected, show } = carousel
  const ready = embla !== undefined
  const playing = playState ?? (ready && autoplay)
  const { setPausedByHand } = usePauseWhenHidden(playing, setPlaying)

  // By default the box keeps the tallest quote's height and centres the others, so a change moves
  // nothing below it. With the old theme's adaptive height (an editor's choice) the box takes the
  // shown quote's height from the first change on, in the change's own time, and follows it when the
  // width reflows the text; until then it is as tall as the longest quote, as the server drew it (a
  // height given in pixels from the start, since a height cannot be animated from `auto`).
  const [adaptedHeight, setAdaptedHeight] = useState<number>()
  const changed = carousel.changes > 0
  useEffect(() => {
    if (!embla || !settings.adaptiveHeight) return
    const followed = changed ? embla.slideNodes()[selected]?.firstElementChild : embla.containerNode()
    if (!followed) return
    const observer = new ResizeObserver(() => setAdaptedHeight(followed.getBoundingClientRect().height))
    observer.observe(followed)
    return () => observer.disconnect()
  }, [embla, settings.adaptiveHeight, selected, changed])

  const togglePlay = () => {
    setPausedByHand(playing)
    setPlaying(!playing)
  }

  return (
    <div
      className="testimonials"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={ready ? 'true' : undefined}
      data-height={settings.adaptiveHeight ? 'adaptive' : undefined}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false)
      }}
    >
      <div
        className="testimonials-viewport"
        ref={viewportRef}
        // Until its controls work the quotes scroll sideways: reachable by keyboard too. Then out of
        // the tab order, but focus already there stays.
        tabIndex={ready ? -1 : 0}
        aria-live={playing ? 'off' : 'polite'}
        style={adaptedHeight !== undefined ? { height: adaptedHeight, transitionDuration: reducedMotion ? '0ms' : `${settings.speed}ms` } : undefined}
      >
        <div className="testimonials-track">
          {slides.map((slide, index) => (
            <div key={index} className="testimonials-slide" role="group" aria-roledescription="slide" aria-label={t('blocks.testimonialOf', { index: index + 1, total: slides.length })}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {several ? (
        <div className="testimonials-controls">
          <button type="button" className="testimonials-play" aria-label={playing ? t('gallery.pause') : t('gallery.play')} title={playing ? t('gallery.pause') : t('gallery.play')} onClick={togglePlay}>
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <div className="testimonials-pager" role="group" aria-label={t('blocks.testimonialsPager')}>
            {slides.map((_, index) => (
              <button key={index} type="button" className="testimonials-dot" aria-label={t('blocks.testimonialShow', { index: index + 1 })} aria-current={index === selected ? 'true' : undefined} onClick={() => show(index)} />
            ))}
          </div>
        </div>
      ) : null}
    </div>
  )
}
