import Link from 'next/link'

import { ResponsiveImage } from '@/components/ResponsiveImage'
import { photoCount, t } from '@/lib/messages'
import { albumPath, galleryPath } from '@/lib/urls'

import type { AlbumChild } from '../../data/types'

/** Compact album view: a cover grid of the album's galleries and sub-albums. */
export function AlbumsView({ items, parentPath = [], eagerCount = 4 }: { items: AlbumChild[]; parentPath?: string[]; eagerCount?: number }) {
  if (items.length === 0) return <p className="gallery-empty">{t('album.empty')}</p>
  return (
    <ul className="album-grid">
      {items.map((item, index) => {
        const href = item.kind === 'gallery' ? galleryPath(item.slug) : albumPath([...parentPath, item.slug])
        return (
          <li key={`${item.kind}-${item.id}`} className="album-card">
            <Link href={href} prefetch={false}>
              {item.cover ? (
                <ResponsiveImage
                  alt={item.cover.alt}
                  sources={item.cover.sources}
                  placeholder={item.cover.placeholder}
                  width={480}
                  height={320}
                  sizes="(max-width: 640px) 100vw, 360px"
                  cover
                  priority={index < eagerCount}
                />
              ) : (
                <span className="album-card-blank" aria-hidden="true" />
              )}
              <span className="album-card-title">{item.title}</span>
              <span className="album-card-meta">
                {item.kind === 'gallery' ? photoCount(item.count) : t('album.itemCount', { count: item.count })}
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
