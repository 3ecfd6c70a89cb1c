'use client'

import Link from 'next/link'
import { useRef, useState, type CSSProperties } from 'react'

import { useCarousel } from '@/components/carousel/useCarousel'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { translator, type Messages, type CAROUSEL_MESSAGES } from '@/lib/messageTemplates'
import { useHydrated } from '@/lib/useHydrated'

import { onArrowKeys } from '../shared/arrowKeys'
import { PlayMarker } from '../shared/PhotoLink'
import { usePauseWhenHidden } from '../shared/usePauseWhenHidden'
import type { SlidePhoto } from '../slides'

export type CarouselSettings = {
  interval: number
  columns: number
  responsiveWidth: number
  autoplay: boolean
  playPauseButton: boolean
  prevNextButtons: boolean
  imageHeight: number
}

/**
 * Carousel view on the site's carousel (embla with its autoplay plugin): several photos side by side, previous/next, play/pause with an
 * interval, swipe (embla's drag) and arrow keys. Without JavaScript it is a scroll-snapping strip.
 * Below the responsive width each photo keeps at least its share of that width, so fewer show.
 * This view is an island of its own (gallery/islands.tsx), so pages without a carousel never load
 * it; embla itself comes on first use (the visitor coming to it, a control, or a little before
 * autoplay's first change), so the first view is the server's strip and no more code.
 * `priority`: the carousel is the page's main content, so the photos first in view are fetched first.
 */
const loadEngine = () => import('@/components/carousel/engine').then((module) => module.engine)

export function CarouselView({ slides, settings, label, messages, priority }: { slides: SlidePhoto[]; settings: CarouselSettings; label: string; priority: boolean; messages: Messages<(typeof CAROUSEL_MESSAGES)[number]> }) {
  const t = translator(messages)
  const root = useRef<HTMLElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  const loop = slides.length > settings.columns
  // null until the visitor or the tab changes it: autoplay decides once the carousel is live.
  const [playState, setPlaying] = useState<boolean | null>(null)
  const autoplay = settings.autoplay && slides.length > 1
  const { api, broken, previous, next } = useCarousel(viewportRef, {
    engine: loadEngine,
    fetchOn: 'use',
    root,
    options: { loop, align: 'start' },
    intervalMs: settings.interval * 1000,
    playing: (playState ?? autoplay) && settings.interval > 0,
  })
  // Controls answer from hydration (a change before embla waits for it); without embla (its code
  // could not be fetched) the strip stays as without JavaScript.
  const ready = hydrated && !broken
  const playing = playState ?? (ready && autoplay)
  const { setPausedByHand } = usePauseWhenHidden(playing, setPlaying)
  const togglePlay = () => {
    setPausedByHand(playing)
    setPlaying(!playing)
  }
  const onKeyDown = onArrowKeys(previous, next)

  const style = {
    '--cols': settings.columns,
    '--responsive-w': `${settings.responsiveWidth}px`,
    '--slide-h': `${settings.imageHeight}px`,
  } as CSSProperties
  return (
    <section ref={root} className="carousel" style={style} aria-roledescription="carousel" aria-label={label} data-ready={ready ? 'true' : undefined} data-engine={api ? 'live' : undefined} data-playing={playing ? 'true' : 'false'} onKeyDown={onKeyDown}>
      <div className="carousel-viewport" ref={viewportRef}>
        <div className="carousel-track">
          {slides.map((slide, index) => {
            const image = (
              <>
                <ResponsiveImage
                  alt={slide.alt}
                  sources={slide.sources}
                  placeholder={slide.placeholder}
                  width={slide.width}
                  height={slide.height}
                  sizes={`(max-width: 640px) 100vw, ${Math.round(settings.responsiveWidth / settings.columns) * 2}px`}
                  priority={priority && index < settings.columns}
                  cover
                  maxSourceWidth={1280}
                  className="carousel-image"
                />
                <PlayMarker show={slide.isEmbed} />
                <span className="carousel-title">{slide.title}</span>
              </>
            )
            return (
              <div key={slide.id} className="carousel-slide" role="group" aria-roledescription="slide" aria-label={t('gallery.slideOf', { index: index + 1, total: slides.length })} data-slide={slide.id}>
                {slide.href ? (
                  <Link href={slide.href} prefetch={false} data-photo-id={slide.opensViewer ? slide.id : undefined} target={slide.newTab ? '_blank' : undefined} rel={slide.newTab ? 'noopener noreferrer' : undefined} draggable={false}>
                    {image}
                  </Link>
                ) : (
                  image
                )}
              </div>
            )
          })}
        </div>
      </div>
      <div className="carousel-controls">
        {settings.prevNextButtons ? (
          <button type="button" aria-label={t('gallery.previousSlide')} title={t('gallery.previousSlide')} onClick={previous}>
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        {settings.playPauseButton ? (
          <button type="button" className="carousel-play" aria-label={playing ? t('gallery.pause') : t('gallery.play')} title={playing ? t('gallery.pause') : t('gallery.play')} onClick={togglePlay}>
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        ) : null}
        {settings.prevNextButtons ? (
          <button type="button" aria-label={t('gallery.nextSlide')} title={t('gallery.nextSlide')} onClick={next}>
            <span aria-hidden="true">›</span>
          </button>
        ) : null}
      </div>
    </section>
  )
}
