import { LRUCache } from 'lru-cache'

import { getEnv } from '@/lib/env'

/**
 * Our own small client for the one YouTube Data API call video galleries need,
 * `playlistItems.list` (part=snippet, up to 50 a page): the key stays on the server, the base URL is
 * configurable (YOUTUBE_API_URL), every id and page token is checked before it is sent, and pages
 * are kept 10 minutes so visitors paging a playlist do not spend the API's daily quota.
 */
export const YOUTUBE_TOKEN = /^[A-Za-z0-9_-]{1,128}$/
export const isYouTubeToken = (value: unknown): value is string => typeof value === 'string' && YOUTUBE_TOKEN.test(value)
export const MAX_PAGE_SIZE = 50

/**
 * A playlist id from what an editor pastes: the id itself, or a YouTube address that carries it
 * (…/playlist?list=…, or a video's address within a playlist). Anything else is returned as it is,
 * for validation to refuse in words.
 */
export function playlistIdFrom(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (!/^https?:\/\//i.test(text)) return text
  try {
    const url = new URL(text)
    const host = url.hostname.replace(/^(www|m|music)\./, '')
    const list = url.searchParams.get('list')
    return (host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com') && list ? list : text
  } catch {
    return text
  }
}

export type PlaylistVideo = { videoId: string; title: string; position: number; thumbnail: { url: string; width: number; height: number } | null }
export type PlaylistPage = { items: PlaylistVideo[]; nextPageToken: string | null; prevPageToken: string | null; total: number; perPage: number }

/** A failure in words for editors and logs; `reason` is YouTube's (quotaExceeded, playlistNotFound, keyInvalid…) or ours. */
export class YouTubeError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason: string,
  ) {
    super(message)
    this.name = 'YouTubeError'
  }
}

type ApiThumbnail = { url?: string; width?: number; height?: number }
type ApiItem = { snippet?: { title?: string; position?: number; thumbnails?: Record<string, ApiThumbnail>; resourceId?: { videoId?: string } }; contentDetails?: { videoId?: string }; status?: { privacyStatus?: string } }
type ApiPage = { items?: ApiItem[]; nextPageToken?: string; prevPageToken?: string; pageInfo?: { totalResults?: number; resultsPerPage?: number } }
type ApiError = { error?: { code?: number; message?: string; errors?: { reason?: string }[] } }

/** The still shown in the playlist: the medium one (320 × 180) if YouTube has it. */
function pickThumbnail(thumbnails: Record<string, ApiThumbnail> | undefined): PlaylistVideo['thumbnail'] {
  for (const name of ['medium', 'high', 'default']) {
    const thumbnail = thumbnails?.[name]
    if (thumbnail?.url && /^https?:\/\//.test(thumbnail.url)) return { url: thumbnail.url, width: thumbnail.width ?? 320, height: thumbnail.height ?? 180 }
  }
  return null
}

export function parsePlaylistPage(body: ApiPage): PlaylistPage {
  const items: PlaylistVideo[] = []
  for (const item of body.items ?? []) {
    const videoId = item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId
    // Deleted and private videos stay in playlists as "Deleted video" / "Private video" without a still: not worth a tile.
    if (!isYouTubeToken(videoId) || item.status?.privacyStatus === 'private' || !item.snippet?.thumbnails || Object.keys(item.snippet.thumbnails).length === 0) continue
    items.push({ videoId, title: (item.snippet.title ?? '').slice(0, 200) || videoId, position: item.snippet.position ?? items.length, thumbnail: pickThumbnail(item.snippet.thumbnails) })
  }
  return {
    items,
    nextPageToken: isYouTubeToken(body.nextPageToken) ? body.nextPageToken : null,
    prevPageToken: isYouTubeToken(body.prevPageToken) ? body.prevPageToken : null,
    total: Math.max(0, body.pageInfo?.totalResults ?? items.length),
    perPage: Math.max(1, body.pageInfo?.resultsPerPage ?? (items.length || 1)),
  }
}

export type YouTubeClient = { playlistItems: (playlistId: string, options?: { pageToken?: string | null; pageSize?: number }) => Promise<PlaylistPage> }

export function youtubeClient({ apiKey, baseUrl, timeoutMs = 8000 }: { apiKey: string; baseUrl: string; timeoutMs?: number }): YouTubeClient {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    async playlistItems(playlistId, { pageToken = null, pageSize = 12 } = {}) {
      if (!isYouTubeToken(playlistId)) throw new YouTubeError('The playlist id can only hold letters, digits, - and _ (at most 128).', 400, 'invalidPlaylistId')
      if (pageToken !== null && !isYouTubeToken(pageToken)) throw new YouTubeError('That page of the playlist does not exist.', 400, 'invalidPageToken')
      const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize)))
      const query = new URLSearchParams({ part: 'snippet,contentDetails,status', playlistId, maxResults: String(size), key: apiKey })
      if (pageToken) query.set('pageToken', pageToken)
      let response: Response
      try {
        response = await fetch(`${base}/playlistItems?${query}`, { headers: { Accept: 'application/json' }, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) })
      } catch {
        throw new YouTubeError('YouTube could not be reached.', 502, 'unreachable')
      }
      const body = (await response.json().catch(() => null)) as (ApiPage & ApiError) | null
      if (!response.ok || !body) {
        const reason = body?.error?.errors?.[0]?.reason ?? 'backendError'
        // YouTube's messages may carry HTML; the reason is what matters to us.
        const message = reason === 'playlistNotFound' ? 'YouTube has no playlist with this id (or it is private).' : reason === 'quotaExceeded' ? 'The YouTube API key has used its daily quota.' : reason === 'keyInvalid' || response.status === 400 ? 'YouTube refused the request (check the API key and the playlist id).' : 'YouTube did not answer as expected.'
        throw new YouTubeError(message, response.status || 502, reason)
      }
      return parsePlaylistPage(body)
    },
  }
}

/** The configured client, or null when no key is set (then galleries show our own clips only). */
export function configuredYouTube(): YouTubeClient | null {
  const env = getEnv()
  return env.YOUTUBE_API_KEY ? youtubeClient({ apiKey: env.YOUTUBE_API_KEY, baseUrl: env.YOUTUBE_API_URL }) : null
}

type PageRequest = { client: YouTubeClient; playlistId: string; pageToken: string | null; pageSize: number }
/** Playlist pages of the last 10 minutes (the same pages are asked for by everyone; asks at once share one API call). */
const pages = new LRUCache<string, PlaylistPage, PageRequest>({
  max: 500,
  ttl: 10 * 60_000,
  fetchMethod: (_key, _stale, { context }) => context.client.playlistItems(context.playlistId, { pageToken: context.pageToken, pageSize: context.pageSize }),
})

export async function playlistPage(client: YouTubeClient, playlistId: string, pageToken: string | null, pageSize: number): Promise<PlaylistPage> {
  const page = await pages.fetch(`${playlistId}:${pageToken ?? ''}:${pageSize}`, { context: { client, playlistId, pageToken, pageSize } })
  if (!page) throw new YouTubeError('YouTube did not answer as expected.', 502, 'backendError')
  return page
}
