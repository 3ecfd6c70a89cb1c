import { createElement } from 'react'
import Link from 'next/link'

import { ResponsiveImage } from '@/components/ResponsiveImage'
import { t } from '@/lib/messages'

import type { GalleryPhoto } from '../data/types'
import { photoImageProps } from '../views/photoImage'
import { lightboxLabels, toLightboxSlide } from './data'
import { PhotoDetails } from './plugins/info/PhotoDetails'

export type StaticViewerProps = {
  photo: GalleryPhoto
  /** Position in the list the visitor walks (1-based) and its length. */
  position: number
  total: number
  previousHref: string | null
  nextHref: string | null
  closeHref: string
}

/**
 * A photo page's viewer as the server renders it: the photo, its details and plain links, over the
 * gallery. It is the whole page for search engines and visitors without JavaScript; with it, the
 * live viewer replaces it as soon as its code has loaded.
 */
export function StaticViewer({ photo, position, total, previousHref, nextHref, closeHref }: StaticViewerProps) {
  return (
    <div className="static-viewer" role="dialog" aria-modal="true" aria-label={t('lightbox.viewer')}>
      <article className="photo-page">
        <div>
          <div className="photo-stage">
            {photo.clip ? (
              // Without the viewer's script, the browser's own player plays the original file with its tracks.
              createElement(
                photo.clip.kind,
                { controls: true, preload: 'metadata', poster: photo.clip.kind === 'video' ? (photo.clip.poster ?? undefined) : undefined, 'aria-label': photo.title, width: photo.clip.width, height: photo.clip.height, className: 'static-clip' },
                <source src={photo.clip.download} type={photo.clip.sources.at(-1)?.type} />,
                ...photo.clip.tracks.map((track) => <track key={track.src} kind={track.kind} srcLang={track.srclang} label={track.label} src={track.src} />),
              )
            ) : (
              <ResponsiveImage {...photoImageProps(photo)} sizes="(max-width: 1000px) 100vw, 66vw" priority />
            )}
            {photo.kind === 'embed' ? (
              <span className="play-marker" aria-hidden="true">
                ▶
              </span>
            ) : null}
          </div>
          <nav className="photo-nav" aria-label={t('photo.details')}>
            {previousHref ? (
              <Link href={previousHref} rel="prev" prefetch={false}>
                ← {t('photo.previous')}
              </Link>
            ) : (
              <span />
            )}
            <span className="photo-counter">{t('photo.counter', { index: position, total })}</span>
            {nextHref ? (
              <Link href={nextHref} rel="next" prefetch={false}>
                {t('photo.next')} →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </div>
        <div className="photo-info">
          <p className="static-viewer-close">
            <Link href={closeHref} prefetch={false}>
              {t('photo.close')}
            </Link>
          </p>
          <h1>{photo.title}</h1>
          {photo.description ? <p>{photo.description}</p> : null}
          {photo.embed ? (
            <>
              <p className="embed-notice">{t('photo.embedNotice', { provider: photo.embed.providerLabel })}</p>
              <p>
                <a href={photo.embed.url} rel="noopener noreferrer" target="_blank">
                  {t('photo.openOnProvider', { provider: photo.embed.providerLabel })}
                </a>
              </p>
            </>
          ) : null}
          {photo.credit ? <p>{t('photo.credit', { credit: photo.credit })}</p> : null}
          <PhotoDetails photo={toLightboxSlide(photo)} labels={lightboxLabels()} />
          {photo.tags.length ? (
            <>
              <h2 className="visually-compact">{t('photo.tags')}</h2>
              <ul className="tag-list">
                {photo.tags.map((tag) => (
                  <li key={tag.slug}>{tag.name}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </article>
    </div>
  )
}
