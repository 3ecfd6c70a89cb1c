import { PageLink } from '@/components/PageLink'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { itemCount, t } from '@/lib/messages'
import { albumPath, galleryPath } from '@/lib/urls'

import type { AlbumChild } from '../../data/types'
import type { AlbumView } from '../names'
import { LayoutEnd } from '../shared/Thumbnail'
import { MoreLess } from './MoreLess'

type Props = {
  items: AlbumChild[]
  /** Slugs of the album being shown: children link below it (`/albums/a/b/<child>`). Empty on the index. */
  parentPath?: string[]
  view?: AlbumView | null
  eagerCount?: number
  /** Level of the extended rows' titles: 2 right under the page's h1, 3 inside a page section. */
  headingLevel?: 2 | 3
}

const hrefOf = (item: AlbumChild, parentPath: string[]): string =>
  // Galleries opened from an album keep the album in their address (and breadcrumb).
  item.kind === 'gallery' && parentPath.length === 0 ? galleryPath(item.slug) : albumPath([...parentPath, item.slug])

const countOf = (item: AlbumChild): string => (item.kind === 'gallery' ? itemCount(item.count, item.videos) : t('album.itemCount', { count: item.count }))

/** An album's galleries and sub-albums: compact (cover grid), extended (a row each) or masonry. */
export function AlbumsView({ items, parentPath = [], view = 'compact', eagerCount = 4, headingLevel = 2 }: Props) {
  if (items.length === 0) return <p className="gallery-empty">{t('album.empty')}</p>
  if (view === 'extended') return <ExtendedAlbum items={items} parentPath={parentPath} eagerCount={eagerCount} headingLevel={headingLevel} />
  if (view === 'masonry') return <MasonryAlbum items={items} parentPath={parentPath} eagerCount={eagerCount} />
  return (
    <ul className="album-grid">
      {items.map((item, index) => (
        <li key={`${item.kind}-${item.id}`} className="album-card">
          <PageLink href={hrefOf(item, parentPath)}>
            <Cover item={item} width={480} height={320} sizes="(max-width: 640px) 100vw, 360px" priority={index < eagerCount} />
            <span className="album-card-title">{item.title}</span>
            <span className="album-card-meta">{countOf(item)}</span>
          </PageLink>
        </li>
      ))}
    </ul>
  )
}

function Cover({ item, width, height, sizes, priority, cover = true }: { item: AlbumChild; width: number; height: number; sizes: string; priority: boolean; cover?: boolean }) {
  if (!item.cover) return <span className="album-card-blank" aria-hidden="true" />
  return <ResponsiveImage alt={item.cover.alt} sources={item.cover.sources} placeholder={item.cover.placeholder} width={width} height={height} sizes={sizes} cover={cover} priority={priority} maxSourceWidth={1280} />
}

function ExtendedAlbum({ items, parentPath, eagerCount, headingLevel }: Required<Omit<Props, 'view'>>) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <ul className="album-extended">
      {items.map((item, index) => (
        <li key={`${item.kind}-${item.id}`} className="album-row">
          <PageLink href={hrefOf(item, parentPath)} className="album-row-cover" tabIndex={-1} aria-hidden="true">
            <Cover item={item} width={320} height={213} sizes="(max-width: 640px) 100vw, 320px" priority={index < eagerCount} />
          </PageLink>
          <div className="album-row-text">
            <Heading className="album-row-title">
              <PageLink href={hrefOf(item, parentPath)}>
                {item.title}
              </PageLink>
            </Heading>
            <p className="album-card-meta">{countOf(item)}</p>
            {item.description ? <MoreLess text={item.description} moreLabel={t('album.more')} lessLabel={t('album.less')} /> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Covers at their own shapes in CSS columns: no JavaScript, no duplicated markup. */
function MasonryAlbum({ items, parentPath, eagerCount }: Required<Omit<Props, 'view' | 'headingLevel'>>) {
  return (
    <ul className="album-masonry">
      {items.map((item, index) => (
        <li key={`${item.kind}-${item.id}`} className="album-card">
          <PageLink href={hrefOf(item, parentPath)}>
            <Cover item={item} width={item.cover?.width ?? 480} height={item.cover?.height ?? 320} sizes="(max-width: 640px) 100vw, 400px" priority={index < eagerCount} cover={false} />
            <span className="album-card-title">{item.title}</span>
            <span className="album-card-meta">{countOf(item)}</span>
          </PageLink>
        </li>
      ))}
      <LayoutEnd />
    </ul>
  )
}
