import { createElement, type CSSProperties } from 'react'
import Link from 'next/link'

import { ResponsiveImage } from '@/components/ResponsiveImage'
import { t } from '@/lib/messages'

import type { GalleryPhoto } from '../data/types'
import type { GalleryOptions } from '../resolveOptions'
import { photoImageProps } from '../views/photoImage'
import { lightboxLabels, toLightboxSlide } from './data'
import { PhotoDetails } from './plugins/info/PhotoDetails'

/** The viewer settings that decide its frame, so the server's viewer has the live one's shape. */
export type StaticViewerSettings = Pick<
  GalleryOptions['lightbox'],
  'width' | 'height' | 'openMaximized' | 'controlBarPosition' | 'filmstrip' | 'filmstripPosition' | 'filmstripSize' | 'infoPosition' | 'infoAlwaysShown'
>

/** One photo of the filmstrip: a plain link to its page. */
export type StaticStripItem = { id: number; title: string; href: string; thumbnail: string; current: boolean }

export type StaticViewerProps = {
  photo: GalleryPhoto
  /** Position in the list the visitor walks (1-based) and its length. */
  position: number
  total: number
  previousHref: string | null
  nextHref: string | null
  closeHref: string
  settings: StaticViewerSettings
  /** The photos around this one, for the filmstrip (when the gallery shows one). */
  strip: StaticStripItem[]
}

/** The lightbox library's icons (Material's chevrons and close), at its size: the two viewers look alike. */
const ICONS = {
  previous: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  next: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  close: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  )
}

/**
 * A photo page's viewer as the server renders it: the live viewer's frame, photo, arrows, close,
 * counter and filmstrip, as plain links, with the photo's title and details. It is the whole viewer
 * for search engines and visitors without JavaScript; with it, the live viewer (zoom, swipe, keys,
 * slideshow, rating, comments, sharing) takes its place at the visitor's first input, so its code
 * costs nothing to a visitor who only looks.
 */
export function StaticViewer({ photo, position, total, previousHref, nextHref, closeHref, settings, strip }: StaticViewerProps) {
  const thumbHeight = Math.round((settings.filmstripSize * 2) / 3)
  const style = {
    '--lb-width': `${settings.width}px`,
    '--lb-height': `${settings.height}px`,
    '--lb-thumb-w': `${settings.filmstripSize}px`,
    '--lb-thumb-h': `${thumbHeight}px`,
  } as CSSProperties
  const className = ['static-viewer', settings.openMaximized ? 'sv-maximized' : 'sv-normal', `sv-bar-${settings.controlBarPosition}`, `sv-info-${settings.infoPosition}`].join(' ')
  const filmstrip = settings.filmstrip && strip.length > 0
  return (
    <div className={className} role="dialog" aria-modal="true" aria-label={t('lightbox.viewer')} style={style}>
      <div className={filmstrip ? `sv-frame sv-strip-${settings.filmstripPosition}` : 'sv-frame'}>
        <div className="sv-stage">
          <div className={photo.clip ? 'sv-media sv-clip' : 'sv-media'}>
            {photo.clip ? (
              // Without the viewer's script, the browser's own player plays the original file with its tracks.
              createElement(
                photo.clip.kind,
                { controls: true, preload: 'metadata', poster: photo.clip.kind === 'video' ? (photo.clip.poster ?? undefined) : undefined, 'aria-label': photo.title, width: photo.clip.width, height: photo.clip.height, className: 'static-clip' },
                <source src={photo.clip.download} type={photo.clip.sources.at(-1)?.type} />,
                ...photo.clip.tracks.map((track) => <track key={track.src} kind={track.kind} srcLang={track.srclang} label={track.label} src={track.src} />),
              )
            ) : (
              <ResponsiveImage {...photoImageProps(photo)} placeholder={null} sizes={settings.openMaximized ? '100vw' : `(max-width: 640px) 100vw, min(100vw, ${settings.width}px)`} priority />
            )}
            {photo.embed ? (
              <a className="sv-provider" href={photo.embed.url} rel="noopener noreferrer" target="_blank">
                {t('photo.openOnProvider', { provider: photo.embed.providerLabel })}
              </a>
            ) : null}
          </div>
          <div className="sv-caption">
            <h1>{photo.title}</h1>
            <details open={settings.infoAlwaysShown} data-always={settings.infoAlwaysShown ? '' : undefined}>
              <summary>{t('photo.details')}</summary>
              {photo.description ? <p>{photo.description}</p> : null}
              {photo.credit ? <p>{t('photo.credit', { credit: photo.credit })}</p> : null}
              <PhotoDetails photo={toLightboxSlide(photo)} labels={lightboxLabels()} />
              {photo.tags.length ? (
                <p>
                  {t('photo.tags')}: {photo.tags.map((tag) => tag.name).join(', ')}
                </p>
              ) : null}
            </details>
          </div>
          {previousHref ? (
            <Link className="sv-nav sv-previous" href={previousHref} rel="prev" prefetch={false} data-key="ArrowLeft" aria-label={t('photo.previous')}>
              <Icon path={ICONS.previous} />
            </Link>
          ) : null}
          {nextHref ? (
            <Link className="sv-nav sv-next" href={nextHref} rel="next" prefetch={false} data-key="ArrowRight" aria-label={t('photo.next')}>
              <Icon path={ICONS.next} />
            </Link>
          ) : null}
          <Link className="sv-close" href={closeHref} prefetch={false} data-key="Escape" aria-label={t('photo.close')}>
            <Icon path={ICONS.close} />
          </Link>
          <div className="sv-bar">
            <span className="sv-counter">{t('photo.counter', { index: position, total })}</span>
          </div>
        </div>
        {filmstrip ? (
          <nav className="sv-strip" aria-label={t('gallery.filmstrip')}>
            <ul>
              {strip.map((item) => (
                <li key={item.id}>
                  <Link href={item.href} prefetch={false} aria-label={item.title} aria-current={item.current ? 'page' : undefined}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- our own stored thumbnail, as the live filmstrip shows it */}
                    <img src={item.thumbnail} alt="" width={settings.filmstripSize} height={thumbHeight} loading="lazy" decoding="async" fetchPriority="low" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  )
}
