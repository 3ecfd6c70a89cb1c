import type { Video } from '@/payload-types'

import type { PlayerSource } from './player/recovery'

/** Streams are kept per stored file name (random, new for each upload), so their addresses never change meaning. */
export const streamKey = (filename: string) => filename.replace(/\.[^.]+$/, '')
export const STREAM_KEY = /^[A-Za-z0-9_-]{1,80}$/
export const streamUrl = (filename: string) => `/videos/streams/${streamKey(filename)}/master.m3u8`
export const dashUrl = (filename: string) => `/videos/streams/${streamKey(filename)}/dash/manifest.mpd`
export const streamPosterUrl = (filename: string) => `/videos/streams/${streamKey(filename)}/poster.jpg`

export type PlayerTrack = { kind: 'captions' | 'subtitles' | 'chapters'; srclang: string; label: string; src: string }

/** What the media player needs of a clip (plain data: it crosses to the browser). */
export type PlayerMedia = {
  id: string
  title: string
  kind: 'video' | 'audio'
  /** Tried in order: the HLS ladder when it is ready, the same as DASH, then the original file. */
  sources: PlayerSource[]
  poster: string | null
  width: number
  height: number
  tracks: PlayerTrack[]
  /** The original file, offered when nothing here can play it. */
  download: string
}

/** A clip as the player takes it, or null when it has no stored file. */
export function playerMediaOf(video: Video): PlayerMedia | null {
  if (!video.url || !video.filename) return null
  const kind = String(video.mimeType ?? '').startsWith('audio/') ? 'audio' : 'video'
  const streamed = kind === 'video' && video.stream?.status === 'ready'
  const uploadedPoster = typeof video.poster === 'object' && video.poster ? (video.poster.sizes?.w960?.url ?? video.poster.url ?? null) : null
  return {
    id: String(video.id),
    title: video.title,
    kind,
    sources: [
      ...(streamed ? [{ src: streamUrl(video.filename), type: 'application/vnd.apple.mpegurl' }, { src: dashUrl(video.filename), type: 'application/dash+xml' }] : []),
      { src: video.url, type: video.mimeType ?? 'video/mp4' },
    ],
    poster: uploadedPoster ?? (streamed ? streamPosterUrl(video.filename) : null),
    width: video.width ?? 1920,
    height: video.height ?? 1080,
    tracks: (video.tracks ?? []).map((track, index) => ({ kind: track.kind, srclang: track.language, label: track.label, src: `/videos/tracks/${video.id}/${index}.vtt` })),
    download: video.url,
  }
}
