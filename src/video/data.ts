import 'server-only'

import type { Payload } from 'payload'
import { unstable_cache } from 'next/cache'

import { listTag } from '@/lib/cacheTags'
import type { Video } from '@/payload-types'

import { VIDEO_GALLERIES_LIST, videoGalleryTag } from './collections/VideoGalleries'
import { playerMediaOf, type PlayerMedia } from './media'
import { stillSignature } from './stills'
import { configuredYouTube, playlistPage, YouTubeError, type PlaylistPage } from './youtube'

export type GalleryClip = { id: string; kind: 'clip'; title: string; media: PlayerMedia }
export type GalleryVideo = { id: string; kind: 'youtube'; title: string; thumbnail: string | null }

export type VideoGalleryView = {
  slug: string
  title: string
  description: string | null
  columns: number
  showTitles: boolean
  showPaging: boolean
  autonext: boolean
  thumbplay: boolean
  pageSize: number
  clips: GalleryClip[]
  /** The playlist's first page, when there is a playlist and a key; `error` when YouTube failed. */
  playlist: { id: string; page: ReturnPage | null; error: string | null } | null
}

export type ReturnPage = { items: GalleryVideo[]; nextPageToken: string | null; prevPageToken: string | null; pages: number }

/** Our thumbnails of YouTube stills (fetched and kept by our server: nothing loads from YouTube before consent). */
/**
 * A playlist video's still at our address, signed: the still server fetches from YouTube only ids
 * this site put on a page (its configured playlists), not any id a visitor types.
 */
export const thumbnailPath = (videoId: string) => `/videos/thumbnails/${videoId}.${stillSignature(videoId)}.jpg`

export function toReturnPage(page: PlaylistPage, pageSize: number): ReturnPage {
  return {
    items: page.items.map((item) => ({ id: item.videoId, kind: 'youtube' as const, title: item.title, thumbnail: item.thumbnail ? thumbnailPath(item.videoId) : null })),
    nextPageToken: page.nextPageToken,
    prevPageToken: page.prevPageToken,
    pages: Math.max(1, Math.ceil(page.total / Math.max(1, pageSize))),
  }
}

function clipOf(video: Video): GalleryClip | null {
  const media = playerMediaOf(video)
  return media ? { id: `clip-${video.id}`, kind: 'clip', title: video.title, media } : null
}

async function readGallery(payload: Payload, slug: string) {
  const { docs } = await payload.find({ collection: 'video-galleries', where: { slug: { equals: slug } }, depth: 2, limit: 1, overrideAccess: false, pagination: false })
  return docs[0] ?? null
}

/** A video gallery for its page: cached with its tag and its clips' (a save of either revalidates it), the playlist's first page fetched through our client. */
export async function getVideoGallery(payload: Payload, slug: string): Promise<VideoGalleryView | null> {
  const doc = await unstable_cache(() => readGallery(payload, slug), ['video-gallery', slug], { tags: [videoGalleryTag(slug), listTag('videos')], revalidate: 3600 })()
  if (!doc) return null
  const pageSize = doc.pageSize ?? 12
  let playlist: VideoGalleryView['playlist'] = null
  const client = configuredYouTube()
  if (doc.playlistId && client) {
    try {
      playlist = { id: doc.playlistId, page: toReturnPage(await playlistPage(client, doc.playlistId, null, pageSize), pageSize), error: null }
    } catch (error) {
      payload.logger.warn({ msg: `Video gallery ${slug}: the playlist could not be read`, err: error })
      playlist = { id: doc.playlistId, page: null, error: error instanceof YouTubeError ? error.message : 'YouTube did not answer.' }
    }
  }
  return {
    slug: doc.slug,
    title: doc.title,
    description: doc.description ?? null,
    columns: doc.columns ?? 3,
    showTitles: doc.showTitles !== false,
    showPaging: doc.showPaging !== false,
    autonext: doc.autonext === true,
    thumbplay: doc.thumbplay === true,
    pageSize,
    clips: (doc.clips ?? []).flatMap((clip) => (typeof clip === 'object' && clip ? (clipOf(clip) ?? []) : [])),
    playlist,
  }
}

export type VideoGallerySummary = { slug: string; title: string; description: string | null; poster: string | null; clips: number; updatedAt: string }

async function readGalleries(payload: Payload): Promise<VideoGallerySummary[]> {
  const { docs } = await payload.find({ collection: 'video-galleries', depth: 2, limit: 200, sort: 'title', overrideAccess: false, pagination: false })
  return docs.map((doc) => {
    const clips = (doc.clips ?? []).flatMap((clip) => (typeof clip === 'object' && clip ? (clipOf(clip) ?? []) : []))
    return { slug: doc.slug, title: doc.title, description: doc.description ?? null, poster: clips.find((clip) => clip.media.poster)?.media.poster ?? null, clips: clips.length, updatedAt: doc.updatedAt }
  })
}

/** Every video gallery for the /videos index and the sitemap: cached, expired by a change to any of them or to a clip. */
export function listVideoGalleries(payload: Payload): Promise<VideoGallerySummary[]> {
  return unstable_cache(() => readGalleries(payload), ['video-galleries'], { tags: [VIDEO_GALLERIES_LIST, listTag('videos')], revalidate: 3600 })()
}
