import type { Metadata } from 'next'

import { Breadcrumb } from '@/components/Breadcrumb'
import { RichText } from '@/components/RichText'
import { plainText } from '@/components/RichText/plainText'
import { getAlbumTrail, listAlbumPaths } from '@/gallery/data/albums'
import { AlbumsView } from '@/gallery/views/Albums/Component'
import { t } from '@/lib/messages'
import { albumPathParam, parseParam } from '@/lib/params'
import { albumPath, galleriesIndexPath } from '@/lib/urls'
import { documentMetadata } from '@/site/metadata'
import { redirectOrNotFound } from '@/site/redirects'

type Props = { params: Promise<{ path: string[] }> }

export const revalidate = 3600
export const dynamicParams = true

export async function generateStaticParams() {
  return (await listAlbumPaths()).map((path) => ({ path }))
}

async function load(params: Props['params']) {
  const path = parseParam(albumPathParam, (await params).path)
  return path ? getAlbumTrail(path) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const slugs = found.trail.map((album) => album.slug)
  const cover = typeof found.album.cover === 'object' ? found.album.cover : null
  return documentMetadata({
    title: found.album.title,
    meta: found.album.meta,
    path: albumPath(slugs),
    fallbackImage: cover,
    fallbackDescription: plainText(found.album.description) ?? found.children.map((child) => child.title).join(', '),
  })
}

/** An album level: its galleries and sub-albums, with a breadcrumb back up the tree. */
export default async function AlbumPage({ params }: Props) {
  const found = await load(params)
  if (!found) return redirectOrNotFound(albumPath((await params).path.map(encodeURIComponent)))
  const slugs = found.trail.map((album) => album.slug)
  return (
    <>
      <Breadcrumb
        items={[
          { label: t('galleries.title'), href: galleriesIndexPath() },
          ...found.trail.map((album, index) => ({ label: album.title, href: albumPath(slugs.slice(0, index + 1)) })),
        ]}
      />
      <header className="page-intro">
        <h1>{found.album.title}</h1>
        <RichText data={found.album.description} />
      </header>
      <AlbumsView items={found.children} parentPath={slugs} />
    </>
  )
}
