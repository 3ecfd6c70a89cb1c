import Link from 'next/link'
import type { CSSProperties } from 'react'

import { ResponsiveImage } from '@/components/ResponsiveImage'
import { t } from '@/lib/messages'
import { isSafeHttpUrl, photoPath } from '@/lib/urls'

import type { GalleryPhoto } from '../../data/types'
import type { GalleryOptions } from '../../resolveOptions'
import { gridSizes } from '../../layouts/grid'

export type GridProps = {
  gallerySlug: string
  photos: GalleryPhoto[]
  viewOptions: GalleryOptions['viewOptions']
  behaviour: Pick<GalleryOptions['behaviour'], 'thumbClickAction' | 'linkTarget'>
  /** Photos in the first rows load eagerly; the very first gets high priority (likely LCP). */
  eagerCount?: number
  prioritiseFirst?: boolean
}

/**
 * Thumbnails grid, fully server-rendered: columns = container width ÷ (thumbnail width + 1), capped by
 * the most-columns setting, done in CSS so it needs no JavaScript and never shifts.
 */
export function GridView({ gallerySlug, photos, viewOptions, behaviour, eagerCount, prioritiseFirst = false }: GridProps) {
  if (photos.length === 0) return <p className="gallery-empty">{t('gallery.empty')}</p>
  const { thumbnailWidth, thumbnailHeight, maxColumns, titleDisplay, showDescription } = viewOptions
  const style = {
    '--thumb-w': `${thumbnailWidth}px`,
    '--thumb-h': `${thumbnailHeight}px`,
    '--max-cols': maxColumns,
  } as CSSProperties
  const eager = eagerCount ?? maxColumns
  const sizes = gridSizes(thumbnailWidth, maxColumns)
  return (
    <ul className={`gallery-grid titles-${titleDisplay}`} style={style}>
      {photos.map((photo, index) => {
        const image = (
          <>
            <span className="thumb-frame">
              <ResponsiveImage
                alt={photo.alt}
                sources={photo.sources}
                placeholder={photo.placeholder}
                width={thumbnailWidth}
                height={thumbnailHeight}
                sizes={sizes}
                cover
                priority={index < eager}
                className={index === 0 && prioritiseFirst ? 'thumb lcp' : 'thumb'}
              />
              {photo.kind === 'embed' ? (
                <span className="play-marker" aria-hidden="true">
                  ▶
                </span>
              ) : null}
            </span>
            {titleDisplay !== 'never' ? <span className="thumb-title">{photo.title}</span> : null}
          </>
        )
        return (
          <li key={photo.id} className="gallery-item">
            <ThumbLink photo={photo} gallerySlug={gallerySlug} behaviour={behaviour}>
              {image}
            </ThumbLink>
            {showDescription && photo.description ? <p className="thumb-description">{photo.description}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}

function ThumbLink({
  photo,
  gallerySlug,
  behaviour,
  children,
}: {
  photo: GalleryPhoto
  gallerySlug: string
  behaviour: GridProps['behaviour']
  children: React.ReactNode
}) {
  if (behaviour.thumbClickAction === 'do_nothing') return <span className="thumb-link">{children}</span>
  if (behaviour.thumbClickAction === 'redirect_to_url' && photo.linkUrl && (photo.linkUrl.startsWith('/') || isSafeHttpUrl(photo.linkUrl))) {
    const newTab = behaviour.linkTarget === 'new'
    return (
      <a className="thumb-link" href={photo.linkUrl} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
        {children}
      </a>
    )
  }
  return (
    // No viewport prefetch: a gallery holds dozens of links and each would fetch a page payload.
    <Link className="thumb-link" href={photoPath(gallerySlug, photo.id)} prefetch={false}>
      {children}
    </Link>
  )
}
