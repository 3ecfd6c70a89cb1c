/**
 * Registers media-chrome's elements with our words. The translation is added before the elements
 * are defined, so every label (buttons, sliders, the region, the loading status) reads as ours.
 * Loaded only when a player is about to play.
 */
import { En } from 'media-chrome/dist/lang/en.js'
import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js'

import type { PlayerLabels } from './labels'

let registered: Promise<void> | null = null

export function registerElements(labels: PlayerLabels): Promise<void> {
  registered ??= (async () => {
    // media-chrome uses lower-case keys for accessible names and capitalised ones for tooltips.
    addTranslation('en', {
      ...En,
      play: labels.play,
      pause: labels.pause,
      mute: labels.mute,
      unmute: labels.unmute,
      Play: labels.play,
      Pause: labels.pause,
      Mute: labels.mute,
      Unmute: labels.unmute,
      'closed captions': labels.captions,
      Captions: labels.captions,
      'enter fullscreen mode': labels.enterFullscreen,
      'exit fullscreen mode': labels.exitFullscreen,
      'Enter fullscreen mode': labels.enterFullscreen,
      'Exit fullscreen mode': labels.exitFullscreen,
      seek: labels.seek,
      volume: labels.volume,
      'media loading': labels.loading,
      'video player': labels.video,
      'audio player': labels.audio,
    })
    setLanguage('en')
    await import('media-chrome')
    await import('media-chrome/menu')
  })()
  return registered
}

let hls: Promise<unknown> | null = null
let dash: Promise<unknown> | null = null
/** The HLS element (hls.js, served from our origin), defined on first use. */
export const loadHls = () => (hls ??= import('./hlsElement'))
/** The DASH element (dashjs), defined on first use. */
export const loadDash = () => (dash ??= import('dash-video-element'))
