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
    const { MediaCaptionsButton, MediaTimeDisplay } = await import('media-chrome')
    await import('media-chrome/menu')
    defineCaptionsButton(MediaCaptionsButton)
    defineTimeDisplay(MediaTimeDisplay)
  })()
  return registered
}

/**
 * media-chrome's captions button is a button that says whether captions show with aria-checked,
 * which a button may not carry (axe: aria-allowed-attr). Ours says it with aria-pressed, a toggle
 * button's own state, and swaps its icons on that.
 */
function defineCaptionsButton(Base: typeof import('media-chrome').MediaCaptionsButton) {
  if (customElements.get('atrium-captions-button')) return
  class CaptionsButton extends Base {
    static getSlotTemplateHTML(...args: Parameters<typeof Base.getSlotTemplateHTML>) {
      return Base.getSlotTemplateHTML(...args).replaceAll('aria-checked', 'aria-pressed')
    }
    connectedCallback() {
      super.connectedCallback()
      this.pressed()
    }
    attributeChangedCallback(name: string, oldValue: string, newValue: string) {
      super.attributeChangedCallback(name, oldValue, newValue)
      this.pressed()
    }
    private pressed() {
      const on = this.getAttribute('aria-checked')
      if (on === null) return
      this.setAttribute('aria-pressed', on)
      this.removeAttribute('aria-checked')
    }
  }
  customElements.define('atrium-captions-button', CaptionsButton)
}

let hls: Promise<unknown> | null = null
let dash: Promise<unknown> | null = null
/** The HLS element (hls.js, served from our origin), defined on first use. */
export const loadHls = () => (hls ??= import('./hlsElement'))
/** The DASH element (dashjs), defined on first use. */
export const loadDash = () => (dash ??= import('dash-video-element'))

/**
 * media-chrome's time display, shown and not pressed (notoggle): a timer (its label, "playback
 * time", is allowed to differ from the digits it shows, where a generic element may carry no label).
 */
function defineTimeDisplay(Base: typeof import('media-chrome').MediaTimeDisplay) {
  if (customElements.get('atrium-time-display')) return
  customElements.define(
    'atrium-time-display',
    class extends Base {
      connectedCallback() {
        super.connectedCallback()
        this.setAttribute('role', 'timer')
      }
    },
  )
}
