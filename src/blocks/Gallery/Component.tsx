import type { BlockPlacement } from '@/blocks/types'
import { PageLink } from '@/components/PageLink'
import { GalleryBrowser } from '@/gallery/browser/GalleryBrowser'
import { themeStyle } from '@/gallery/browser/theme'
import { resolveAlbumChildren } from '@/gallery/data/albums'
import { getPublishedGallery } from '@/gallery/data/galleries'
import { getGalleryOptions } from '@/gallery/data/settings'
import { AlbumsView } from '@/gallery/views/Albums/Component'
import { t } from '@/lib/messages'
import { albumPath, galleryPath } from '@/lib/urls'
import type { Album, Gallery, GalleryBlock as GalleryBlockProps, Tag } from '@/payload-types'

/** A gallery or album placed on a page, with its own view, options, theme and fixed tag filter. */
export function GalleryBlock(props: GalleryBlockProps & { placement: BlockPlacement }) {
  const { heading, source, theme, colours, placement } = props
  const doc = typeof source?.value === 'object' ? source.value : null
  if (!doc) return null
  // The theme belongs to the block: the same colours for a gallery or an album.
  return (
    <section className={`block block-gallery gallery-theme theme-${theme ?? 'light'}`} style={themeStyle({ name: theme ?? 'light', ...colours })} aria-label={heading ?? undefined}>
      {heading ? <h2>{heading}</h2> : null}
      {source.relationTo === 'galleries' ? <GalleryPart block={props} gallery={doc as Gallery} placement={placement} /> : <AlbumPart block={props} album={doc as Album} />}
    </section>
  )
}

async function GalleryPart({ block, gallery, placement }: { block: GalleryBlockProps; gallery: Gallery; placement: BlockPlacement }) {
  const published = await getPublishedGallery(gallery.slug)
  if (!published) return null
  const options = await getGalleryOptions(published.doc, block)
  const fixedTags = (block.tags ?? []).filter((tag): tag is Tag => typeof tag === 'object' && tag !== null).map((tag) => tag.slug)
  return (
    <>
      <GalleryBrowser
        gallerySlug={gallery.slug}
        title={block.heading ?? gallery.title}
        photos={published.photos}
        options={options}
        pageState={placement.pageState}
        prefix={placement.statePrefix}
        basePath={placement.pagePath}
        fixedTags={fixedTags}
        limit={block.limit}
        isMain={placement.isFirst}
      />
      {block.limit ? (
        <p className="block-gallery-more">
          <PageLink href={galleryPath(gallery.slug)}>{t('gallery.viewAll')}</PageLink>
        </p>
      ) : null}
    </>
  )
}

async function AlbumPart({ block, album }: { block: GalleryBlockProps; album: Album }) {
  if (album._status !== 'published') return null
  const children = await resolveAlbumChildren(album)
  return (
    <>
      <AlbumsView items={children} parentPath={[album.slug]} view={block.albumView ?? album.albumView} eagerCount={0} headingLevel={3} />
      <p className="block-gallery-more">
        <PageLink href={albumPath([album.slug])}>{album.title}</PageLink>
      </p>
    </>
  )
}
