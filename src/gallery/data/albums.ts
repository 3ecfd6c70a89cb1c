import 'server-only'

import type { TypedUser } from 'payload'
import { cache } from 'react'

import { plainText } from '@/components/RichText/plainText'
import { docTag, listTag, tagRender } from '@/lib/cacheTags'
import { getPayloadClient } from '@/lib/payload'
import type { Album, Gallery } from '@/payload-types'

import { currentWatermark, findMediaByIds, getPublishedGallery, videoCounts } from './galleries'
import { reshapePhoto } from './reshape'
import type { AlbumChild } from './types'

export type AlbumTrail = { trail: Album[]; album: Album; children: AlbumChild[] }

/** A published album; for an editor previewing, its latest draft. */
const findPublishedAlbum = cache(async (slug: string, editor: TypedUser | null): Promise<Album | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'albums',
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    draft: editor !== null,
    overrideAccess: false,
    user: editor ?? undefined,
  })
  // A missing slug is cached as a 404 until an album takes it (any album change expires the list).
  await tagRender([docs[0] ? docTag('albums', docs[0].id) : listTag('albums')])
  return docs[0] ?? null
})

const childId = (child: NonNullable<Album['children']>[number]): number =>
  typeof child.value === 'object' ? child.value.id : child.value

/**
 * Resolves /albums/a/b/c: every album must be published and each must be a child of the one before,
 * so a breadcrumb never shows a path that does not exist.
 */
export const getAlbumTrail = (slugs: readonly string[], editor: TypedUser | null = null): Promise<AlbumTrail | null> => albumTrailByPath(slugs.join('/'), editor)

// React's cache compares arguments by identity: a path array made anew for the metadata and again
// for the page would miss, and the album's children would be queried twice. A joined string hits.
const albumTrailByPath = cache(async (joined: string, editor: TypedUser | null): Promise<AlbumTrail | null> => {
  const slugs = joined.split('/')
  const trail: Album[] = []
  for (const slug of slugs) {
    const album = await findPublishedAlbum(slug, editor)
    if (!album) return null
    const parent = trail.at(-1)
    if (parent && !(parent.children ?? []).some((child) => child.relationTo === 'albums' && childId(child) === album.id)) {
      return null
    }
    trail.push(album)
  }
  const album = trail.at(-1)!
  return { trail, album, children: await resolveAlbumChildren(album) }
})

/**
 * /albums/a/b/<gallery>: a gallery opened from inside an album. The gallery must be a published
 * child of the last album on the path.
 */
export const getAlbumGallery = (slugs: readonly string[]) => albumGalleryByPath(slugs.join('/'))

const albumGalleryByPath = cache(async (joined: string) => {
  const slugs = joined.split('/')
  if (slugs.length < 2) return null
  const found = await getAlbumTrail(slugs.slice(0, -1))
  const gallerySlug = slugs.at(-1)!
  if (!found || !found.children.some((child) => child.kind === 'gallery' && child.slug === gallerySlug)) return null
  const gallery = await getPublishedGallery(gallerySlug)
  return gallery ? { trail: found.trail, album: found.album, gallery } : null
})

/** An album's published children with covers, in the editor's order. */
export async function resolveAlbumChildren(album: Album): Promise<AlbumChild[]> {
  const payload = await getPayloadClient()
  const refs = album.children ?? []
  const galleryIds = refs.filter((ref) => ref.relationTo === 'galleries').map(childId)
  const albumIds = refs.filter((ref) => ref.relationTo === 'albums').map(childId)
  const [galleries, albums] = await Promise.all([
    galleryIds.length
      ? payload.find({ collection: 'galleries', where: { id: { in: galleryIds } }, depth: 0, limit: galleryIds.length, draft: false, overrideAccess: false, select: { title: true, slug: true, cover: true, items: true, description: true, watermark: true } })
      : { docs: [] as Gallery[] },
    albumIds.length
      ? payload.find({ collection: 'albums', where: { id: { in: albumIds } }, depth: 0, limit: albumIds.length, draft: false, overrideAccess: false, select: { title: true, slug: true, cover: true, children: true, description: true } })
      : { docs: [] as Album[] },
  ])
  const galleryById = new Map(galleries.docs.map((doc) => [doc.id, doc]))
  const albumById = new Map(albums.docs.map((doc) => [doc.id, doc]))
  const coverIdOf = (cover: unknown, first: unknown): number | null =>
    typeof cover === 'number' ? cover : typeof first === 'number' ? first : null
  const coverIds = [
    ...galleries.docs.map((doc) => coverIdOf(doc.cover, doc.items?.[0])),
    ...albums.docs.map((doc) => coverIdOf(doc.cover, null)),
  ].filter((id): id is number => id !== null)
  const [covers, watermarks, videos] = await Promise.all([
    findMediaByIds(coverIds),
    Promise.all(galleries.docs.map(async (doc) => [doc.id, (await currentWatermark(doc))?.ref] as const)),
    videoCounts(galleries.docs),
  ])
  await tagRender([
    docTag('albums', album.id),
    ...galleryIds.map((id) => docTag('galleries', id)),
    ...albumIds.map((id) => docTag('albums', id)),
    ...coverIds.map((id) => docTag('media', id)),
  ])
  const watermarkOf = new Map(watermarks)
  const coverOf = (id: number | null, galleryId?: number) => {
    const media = id === null ? undefined : covers.get(id)
    return media ? reshapePhoto(media, galleryId === undefined ? undefined : watermarkOf.get(galleryId)) : null
  }
  const children: AlbumChild[] = []
  for (const ref of refs) {
    const id = childId(ref)
    if (ref.relationTo === 'galleries') {
      const doc = galleryById.get(id)
      if (doc) children.push({ kind: 'gallery', id, slug: doc.slug, title: doc.title, description: plainText(doc.description, 2000) ?? null, cover: coverOf(coverIdOf(doc.cover, doc.items?.[0]), id), count: doc.items?.length ?? 0, videos: videos.get(id) ?? 0 })
    } else {
      const doc = albumById.get(id)
      if (doc) children.push({ kind: 'album', id, slug: doc.slug, title: doc.title, description: plainText(doc.description, 2000) ?? null, cover: coverOf(coverIdOf(doc.cover, null)), count: doc.children?.length ?? 0 })
    }
  }
  return children
}

export const listPublishedAlbums = cache(async (): Promise<Album[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'albums', depth: 0, limit: 500, sort: 'title', draft: false, overrideAccess: false })
  await tagRender([listTag('albums')])
  return docs
})

/** Albums that no other published album contains: the entry points of the tree. */
export const listRootAlbums = cache(async (): Promise<Album[]> => {
  const albums = await listPublishedAlbums()
  const nested = new Set(albums.flatMap((album) => (album.children ?? []).filter((c) => c.relationTo === 'albums').map(childId)))
  return albums.filter((album) => !nested.has(album.id))
})

/** Every reachable album path, for static generation and the sitemap. */
export const listAlbumPaths = cache(async (): Promise<string[][]> => {
  const albums = await listPublishedAlbums()
  const byId = new Map(albums.map((album) => [album.id, album]))
  const paths: string[][] = []
  const walk = (album: Album, path: string[], depth: number) => {
    const here = [...path, album.slug]
    paths.push(here)
    if (depth >= 7) return
    for (const child of album.children ?? []) {
      const next = child.relationTo === 'albums' ? byId.get(childId(child)) : undefined
      if (next && !here.includes(next.slug)) walk(next, here, depth + 1)
    }
  }
  for (const root of await listRootAlbums()) walk(root, [], 0)
  return paths
})
