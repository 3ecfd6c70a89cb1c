import { getEnv } from '@/lib/env'

import { youtubeVideoId, type EmbedProvider } from './providers'

/** YouTube's stored stills for a video, best first: not every video has the larger ones. */
export const YOUTUBE_POSTER_NAMES = ['maxresdefault', 'sddefault', 'hqdefault', 'mqdefault', 'default'] as const

/** Providers whose posters we fetch; the others need one uploaded with them. */
export function canFetchPoster(provider: EmbedProvider): boolean {
  return provider === 'youtube'
}

export type FetchedPoster = { data: Buffer; mimetype: string; name: string; size: number; source: string }

/**
 * Fetches a video's poster from the provider's image host (YOUTUBE_IMAGE_BASE_URL, i.ytimg.com unless
 * set), trying each still from the largest down and taking the first that answers with an image.
 * Null when the provider has no image host we know or none of the stills answers; the caller then asks
 * the editor for a poster. Each request has a time limit and a size cap.
 */
export async function fetchEmbedPoster(provider: EmbedProvider, url: string, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): Promise<FetchedPoster | null> {
  if (!canFetchPoster(provider)) return null
  const id = youtubeVideoId(url)
  if (!id) return null
  const env = getEnv()
  const base = env.YOUTUBE_IMAGE_BASE_URL.replace(/\/+$/, '')
  for (const name of YOUTUBE_POSTER_NAMES) {
    const source = `${base}/vi/${id}/${name}.jpg`
    const poster = await fetchImage(source, { timeoutMs, maxBytes: env.MEDIA_MAX_BYTES })
    if (poster) return { ...poster, name: `${id}-${name}.jpg`, source }
  }
  return null
}

/** One of YouTube's stills of a video (the playlist's thumbnails), or null when it does not answer with an image. */
export async function fetchYouTubeStill(videoId: string, name: 'mqdefault' | 'hqdefault' | '1' | '2' | '3' = 'mqdefault', { timeoutMs = 5000 }: { timeoutMs?: number } = {}): Promise<{ data: Buffer; mimetype: string } | null> {
  const env = getEnv()
  return fetchImage(`${env.YOUTUBE_IMAGE_BASE_URL.replace(/\/+$/, '')}/vi/${videoId}/${name}.jpg`, { timeoutMs, maxBytes: 2 * 1024 * 1024 })
}

async function fetchImage(source: string, { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number }): Promise<{ data: Buffer; mimetype: string; size: number } | null> {
  try {
    const response = await fetch(source, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) })
    const mimetype = response.headers.get('content-type')?.split(';')[0]?.trim() ?? ''
    const declared = Number(response.headers.get('content-length') ?? 0)
    if (!response.ok || !mimetype.startsWith('image/') || declared > maxBytes) {
      await response.body?.cancel()
      return null
    }
    const data = Buffer.from(await response.arrayBuffer())
    if (data.byteLength === 0 || data.byteLength > maxBytes) return null
    return { data, mimetype, size: data.byteLength }
  } catch {
    // Unreachable host, time-out or a refused redirect: try the next still.
    return null
  }
}
