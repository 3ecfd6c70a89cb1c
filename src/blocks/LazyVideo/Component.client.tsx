'use client'

import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react'

import { ConsentPrompt, useConsentedPlay } from '@/components/Consent/ConsentPrompt.client'
import { useHydrated } from '@/lib/useHydrated'

/**
 * Click-to-load video: the stored poster and a play marker until the visitor presses play, then the
 * provider's player (autoplaying: the press was the request) in the same box, so nothing moves. A
 * visitor who has not consented to third-party content is asked first, in the box.
 * Providers without an embeddable player get a link to the video on their site instead.
 */
export function LazyVideo({ playerUrl, pageUrl, title, width, height, poster, labels, onPlay }: { playerUrl: string | null; pageUrl: string; title: string; width: number; height: number; poster: ReactNode; labels: { play: string; watchOn: string; consentPrompt: string; allowAndPlay: string }; onPlay?: () => void }) {
  const { playing, asking, play, allowAndPlay } = useConsentedPlay(onPlay)
  const hydrated = useHydrated()
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    // The visitor just pressed inside this box: it is in view, so focus without scrolling.
    if (playing) frame.current?.focus({ preventScroll: true })
  }, [playing])
  const style = { aspectRatio: `${width} / ${height}` } as CSSProperties
  if (playing && playerUrl) {
    return (
      <div className="lazy-video" style={style}>
        <iframe ref={frame} src={playerUrl} title={title} allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
      </div>
    )
  }
  // data-ready: the play button answers presses from here on (before hydration a press does nothing).
  return (
    <div className="lazy-video" style={style} data-ready={hydrated ? 'true' : undefined}>
      {poster}
      {playerUrl && asking ? (
        <ConsentPrompt label={labels.play} prompt={labels.consentPrompt} allowLabel={labels.allowAndPlay} onAllow={allowAndPlay} />
      ) : playerUrl ? (
        <button type="button" className="lazy-video-play" aria-label={labels.play} onClick={play}>
          <span aria-hidden="true">▶</span>
        </button>
      ) : (
        <a className="lazy-video-link" href={pageUrl} target="_blank" rel="noopener noreferrer">
          {labels.watchOn}
        </a>
      )}
    </div>
  )
}
