import type { Metadata } from 'next'

import { isBuildPhase } from '@/lib/buildPhase'

import { resolveAlbumChildren, listRootAlbums } from '@/gallery/data/albums'
import { listPublishedGalleries } from '@/gallery/data/galleries'
import type { AlbumChild } from '@/gallery/data/types'
import { AlbumsView } from '@/gallery/views/Albums/Component'
import { t } from '@/lib/messages'
import { galleriesIndexPath } from '@/lib/urls'

export const revalidate = 3600

export const metadata: Metadata = {
  title: t('galleries.title'),
  description: t('galleries.intro'),
  alternates: { canonical: galleriesIndexPath() },
}

export default async function GalleriesIndexPage() {
  // Rendered on the first request, not at build (src/lib/buildPhase.ts).
  if (isBuildPhase()) return null
  const [galleries, rootAlbums] = await Promise.all([listPublishedGalleries(), listRootAlbums()])
  const galleryItems: AlbumChild[] = galleries.map((gallery) => ({
    kind: 'gallery',
    id: gallery.id,
    slug: gallery.slug,
    title: gallery.title,
    description: null,
    cover: gallery.cover,
    count: gallery.photoCount,
    videos: gallery.videoCount,
  }))
  const albumItems: AlbumChild[] = await Promise.all(
    rootAlbums.map(async (album) => {
      const children = await resolveAlbumChildren(album)
      return { kind: 'album' as const, id: album.id, slug: album.slug, title: album.title, description: null, cover: children.find((child) => child.cover)?.cover ?? null, count: children.length }
    }),
  )
  return (
    <>
      <header className="page-intro">
        <h1>{t('galleries.title')}</h1>
        <p>{t('galleries.intro')}</p>
      </header>
      {albumItems.length ? (
        <section aria-labelledby="albums-heading">
          <h2 id="albums-heading">{t('galleries.albumsHeading')}</h2>
          <AlbumsView items={albumItems} eagerCount={2} />
        </section>
      ) : null}
      <section aria-labelledby="galleries-heading">
        <h2 id="galleries-heading">{t('galleries.galleriesHeading')}</h2>
        {galleryItems.length ? <AlbumsView items={galleryItems} eagerCount={2} /> : <p>{t('galleries.empty')}</p>}
      </section>
    </>
  )
}
