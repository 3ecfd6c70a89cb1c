'use client'

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'

import type { PlayerMedia } from '../media'
import type { PlayerLabels } from './labels'
// Its styles (player.css) come with every page's stylesheet, from the frontend layout.

type ChromeProps = { media: PlayerMedia; labels: PlayerLabels; onEnded?: () => void }
const noSubscription = () => () => {}
let chromeModule: Promise<typeof import('./Chrome.client')> | null = null
const loadChrome = () => (chromeModule ??= import('./Chrome.client'))

/**
 * A clip before it plays: its poster and a Play button in a region named like the player's. Nothing of
 * the player (media-chrome, hls.js, dashjs) loads until a visitor is about to play: pointing at or
 * focusing Play fetches the code, pressing it starts playback.
 */
export function MediaPlayer({ media, labels, autoPlay = false, onEnded }: ChromeProps & { autoPlay?: boolean }) {
  const [chrome, setChrome] = useState<{ Chrome: ComponentType<ChromeProps> } | null>(null)
  const [starting, setStarting] = useState(false)
  // Play waits for the page's script: a press before it arrives would be lost without a word.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false)
  const open = () =>
    loadChrome().then(async (module) => {
      await module.prepare(media, labels)
      setChrome({ Chrome: module.Chrome })
    })
  const start = () => {
    setStarting(true)
    open().catch(() => setStarting(false))
  }
  // A clip chosen in a playlist (or the next one, with autonext) plays at once.
  useEffect(() => {
    if (autoPlay) open().catch(() => {})
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the clip this player was made for
  }, [])
  if (chrome) return <chrome.Chrome media={media} labels={labels} onEnded={onEnded} />
  const region = media.kind === 'audio' ? labels.audio : labels.video
  return (
    <div className={`media-player media-player-${media.kind} media-facade`} role="region" aria-label={region} style={media.kind === 'video' ? { aspectRatio: `${media.width} / ${media.height}` } : undefined}>
      {media.poster && media.kind === 'video' ? (
        // eslint-disable-next-line @next/next/no-img-element -- the clip's own poster derivative
        <img src={media.poster} alt="" width={media.width} height={media.height} loading="lazy" />
      ) : null}
      <button type="button" className="media-facade-play" aria-label={labels.play} title={media.title} disabled={starting || !hydrated} onPointerEnter={() => void loadChrome()} onFocus={() => void loadChrome()} onClick={start}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="32" height="32">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      </button>
      {media.kind === 'audio' ? <span className="media-facade-title">{media.title}</span> : null}
      {starting ? (
        <p className="media-facade-status" role="status">
          {labels.loading}
        </p>
      ) : null}
    </div>
  )
}
