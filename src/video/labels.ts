import { t } from '@/lib/messages'

import type { VideoGalleryLabels } from './components/VideoGallery.client'

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
  }
}
