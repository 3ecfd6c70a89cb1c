import Link from 'next/link'

import { resolveAlbumChildren } from '@/gallery/data/albums'
import { getPublishedGallery } from '@/gallery/data/galleries'
import { getGalleryOptions } from '@/gallery/data/settings'
import { AlbumsView } from '@/gallery/views/Albums/Component'
import { GridView } from '@/gallery/views/Grid/Component'
import { t } from '@/lib/messages'
import { albumPath, galleryPath } from '@/lib/urls'
import type { Album, Gallery, GalleryBlock as GalleryBlockProps } from '@/payload-types'

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** A gallery or album placed on a page; later issues render every view here. */
export async function GalleryBlock({ heading, source, limit, tags, theme }: GalleryBlockProps) {
  const doc = typeof source?.value === 'object' ? source.value : null
  if (!doc) return null
  return (
    <section className={`block block-gallery theme-${theme ?? 'light'}`}>
      {heading ? <h2>{heading}</h2> : null}
      {source.relationTo === 'galleries' ? (
        <GalleryPart gallery={doc as Gallery} limit={limit ?? 12} tagIds={(tags ?? []).map(idOf)} />
      ) : (
        <AlbumPart album={doc as Album} />
      )}
    </section>
  )
}

async function GalleryPart({ gallery, limit, tagIds }: { gallery: Gallery; limit: number; tagIds: number[] }) {
  const published = await getPublishedGallery(gallery.slug)
  if (!published) return null
  const options = await getGalleryOptions(published.doc)
  const wanted = new Set(tagIds)
  const filtered = wanted.size
    ? published.photos.filter((photo) => photo.tags.some((tag) => wanted.has(tag.id)))
    : published.photos
  return (
    <>
      <GridView gallerySlug={gallery.slug} photos={filtered.slice(0, limit)} viewOptions={options.viewOptions} behaviour={options.behaviour} eagerCount={0} />
      <p className="block-gallery-more">
        <Link href={galleryPath(gallery.slug)}>{t('gallery.viewAll')}</Link>
      </p>
    </>
  )
}

async function AlbumPart({ album }: { album: Album }) {
  if (album._status !== 'published') return null
  const children = await resolveAlbumChildren(album)
  return (
    <>
      <AlbumsView items={children} parentPath={[album.slug]} eagerCount={0} />
      <p className="block-gallery-more">
        <Link href={albumPath([album.slug])}>{album.title}</Link>
      </p>
    </>
  )
}
