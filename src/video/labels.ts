import { getEnv } from '@/lib/env'
import { t } from '@/lib/messages'

import type { VideoGalleryLabels } from './components/VideoGallery.client'
import { playerLabels } from './player/labels'

/** The video gallery's texts from the catalogue (the page and the block hand them to the island). */
export function videoGalleryLabels(): VideoGalleryLabels {
  return {
    playlist: t('video.playlist'),
    previousPage: t('video.previousPage'),
    nextPage: t('video.nextPage'),
    pageOf: t('video.pageOf'),
    pages: t('video.pages'),
    loadVideos: t('video.loadVideos'),
    consentPrompt: t('video.consentPrompt'),
    pageError: t('video.pageError'),
    tryAgain: t('video.tryAgain'),
    loading: t('video.loading'),
    playlistUnavailable: t('video.playlistUnavailable'),
    player: t('video.player'),
    empty: t('video.empty'),
    youtube: {
      error2: t('video.error2'),
      error5: t('video.error5'),
      error100: t('video.error100'),
      error101: t('video.error101'),
      errorUnknown: t('video.errorUnknown'),
      playerUnavailable: t('video.playerUnavailable'),
    },
    mediaPlayer: playerLabels(),
  }
}

/** Where YouTube's embedded player comes from (configurable so tests use a local stand-in). */
export const youtubeEmbedBase = () => getEnv().YOUTUBE_EMBED_URL
