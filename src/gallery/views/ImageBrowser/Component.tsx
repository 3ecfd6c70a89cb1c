import { ResponsiveImage } from '@/components/ResponsiveImage'
import { t } from '@/lib/messages'

import { PhotoLink, PlayMarker } from '../shared/PhotoLink'
import type { ViewProps } from '../types'

export type ImageBrowserProps = ViewProps & {
  position: number
  total: number
  previousHref: string | null
  nextHref: string | null
}

/** Image browser: one photo per page, with its title, description and previous/next links. */
export function ImageBrowserView({ gallerySlug, photos, options, photoQuery, position, total, previousHref, nextHref, prioritiseFirst }: ImageBrowserProps) {
  const photo = photos[0]
  if (!photo) return null
  const { blogImageWidth } = options.viewOptions
  const width = Math.min(blogImageWidth, photo.width)
  const height = Math.round((width / photo.width) * photo.height)
  return (
    <figure className="image-browser">
      <nav className="image-browser-nav" aria-label={t('gallery.imageBrowserNav')}>
        {previousHref ? (
          <a href={previousHref} data-gallery-nav="page" rel="prev">
            {t('gallery.previousPhoto')}
          </a>
        ) : (
          <span aria-hidden="true" />
        )}
        <span className="image-browser-counter">
          {position} / {total}
        </span>
        {nextHref ? (
          <a href={nextHref} data-gallery-nav="page" rel="next">
            {t('gallery.nextPhoto')}
          </a>
        ) : (
          <span aria-hidden="true" />
        )}
      </nav>
      <PhotoLink photo={photo} gallerySlug={gallerySlug} behaviour={options.behaviour} photoQuery={photoQuery} className="image-browser-photo">
        <span className="thumb-frame">
          <ResponsiveImage
            {...{ alt: photo.alt, sources: photo.sources, placeholder: photo.placeholder }}
            width={width}
            height={height}
            sizes={`(max-width: ${width}px) 100vw, ${width}px`}
            priority
            className={prioritiseFirst ? 'lcp' : undefined}
          />
          <PlayMarker show={photo.kind !== 'image'} />
        </span>
      </PhotoLink>
      <figcaption>
        <strong className="image-browser-title">{photo.title}</strong>
        {photo.description ? <p>{photo.description}</p> : null}
      </figcaption>
    </figure>
  )
}
