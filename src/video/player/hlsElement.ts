/**
 * `<atrium-hls-video>`: hls-video-element, telling us when its hls.js instance exists so the player
 * can handle hls.js's fatal errors (recovery, the next source, our messages).
 */
import { HlsVideoElement } from 'hls-video-element'

export class AtriumHlsVideo extends HlsVideoElement {
  async load(): Promise<void> {
    await super.load()
    if (this.api) this.dispatchEvent(new CustomEvent('hlsapi', { detail: this.api }))
  }
}

if (!customElements.get('atrium-hls-video')) customElements.define('atrium-hls-video', AtriumHlsVideo)
