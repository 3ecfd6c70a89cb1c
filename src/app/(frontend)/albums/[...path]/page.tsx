import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumb } from '@/components/Breadcrumb'
import { PreviewBar } from '@/components/LivePreview/PreviewBar'
import { RichContent } from '@/blocks/shared/RichContent'
import { plainText } from '@/components/RichText/plainText'
import { getAlbumGallery, getAlbumTrail } from '@/gallery/data/albums'
import { getGalleryOptions } from '@/gallery/data/settings'
import { splitStateFromSegments } from '@/gallery/state/segment'
import { AlbumsView } from '@/gallery/views/Albums/Component'
import { t } from '@/lib/messages'
import { albumPathParam, parseParam } from '@/lib/params'
import { previewEditor } from '@/lib/preview'
import { albumPath, galleriesIndexPath } from '@/lib/urls'
import type { Album } from '@/payload-types'
import { documentMetadata } from '@/site/metadata'
import { redirectOrNotFound } from '@/site/redirects'

import { GalleryPageView, galleryMetadata } from '../../_shared/GalleryPageView'

type Props = { params: Promise<{ path: string[] }> }

export const revalidate = 3600
export const dynamicParams = true

// Rendered on each address's first request, then kept in Next's cache (src/lib/buildPhase.ts).
export async function generateStaticParams() {
  return []
}

/**
 * /albums/a/b is an album level; /albums/a/b/<gallery> a gallery opened from album b. A last segment
 * made by src/proxy.ts carries the gallery's state.
 */
async function load(params: Props['params']) {
  const { path: raw, state } = splitStateFromSegments((await params).path)
  const path = parseParam(albumPathParam, raw)
  if (!path || !state) return { raw, state, album: null, gallery: null, editor: null }
  // An editor previewing sees the albums' latest drafts (their galleries stay the published ones).
  const editor = await previewEditor()
  const album = await getAlbumTrail(path, editor)
  if (album) return { raw, state, album, gallery: null, editor }
  return { raw, state, album: null, gallery: await getAlbumGallery(path), editor: null }
}

const crumbs = (trail: Album[]) => {
  const slugs = trail.map((album) => album.slug)
  return [
    { label: t('galleries.title'), href: galleriesIndexPath() },
    ...trail.map((album, index) => ({ label: album.title, href: albumPath(slugs.slice(0, index + 1)) })),
  ]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { album, gallery } = await load(params)
  if (album) {
    const slugs = album.trail.map((item) => item.slug)
    return documentMetadata({
      title: album.album.title,
      meta: album.album.meta,
      path: albumPath(slugs),
      fallbackImage: typeof album.album.cover === 'object' ? album.album.cover : null,
      fallbackDescription: plainText(album.album.description) ?? album.children.map((child) => child.title).join(', '),
    })
  }
  // The gallery's own address is the one to index; this is the same gallery inside an album.
  if (gallery) return galleryMetadata(gallery.gallery, { indexed: false })
  return {}
}

/** An album level (its galleries and sub-albums) or a gallery inside it, with a breadcrumb up the tree. */
export default async function AlbumPage({ params }: Props) {
  const { raw, state, album, gallery, editor } = await load(params)
  if (!state) notFound()
  if (album) {
    const slugs = album.trail.map((item) => item.slug)
    return (
      <>
        {editor ? <PreviewBar path={albumPath(slugs)} /> : null}
        <Breadcrumb items={crumbs(album.trail)} />
        <header className="page-intro">
          <h1>{album.album.title}</h1>
          <RichContent data={album.album.description} />
        </header>
        <AlbumsView items={album.children} parentPath={slugs} view={album.album.albumView} />
      </>
    )
  }
  if (gallery) {
    const path = albumPath([...gallery.trail.map((item) => item.slug), gallery.gallery.doc.slug])
    const options = await getGalleryOptions(gallery.gallery.doc, { view: gallery.album.galleryView ?? null })
    return <GalleryPageView gallery={gallery.gallery} options={options} state={state} path={path} parents={crumbs(gallery.trail)} />
  }
  return redirectOrNotFound(albumPath(raw.map(encodeURIComponent)))
}
