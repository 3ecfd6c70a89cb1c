'use client'

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'

import { setConsent, useConsent } from '@/components/Consent/useConsent'

/**
 * Click-to-load video: the stored poster and a play marker until the visitor presses play, then the
 * provider's player (autoplaying: the press was the request) in the same box, so nothing moves. A
 * visitor who has not consented to third-party content is asked first, in the box.
 * Providers without an embeddable player get a link to the video on their site instead.
 */
export function LazyVideo({ playerUrl, pageUrl, title, width, height, poster, labels }: { playerUrl: string | null; pageUrl: string; title: string; width: number; height: number; poster: ReactNode; labels: { play: string; watchOn: string; consentPrompt: string; allowAndPlay: string } }) {
  const [playing, setPlaying] = useState(false)
  const [asking, setAsking] = useState(false)
  const consent = useConsent()
  const frame = useRef<HTMLIFrameElement>(null)
  const allow = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // The visitor just pressed inside this box: it is in view, so focus without scrolling.
    if (playing) frame.current?.focus({ preventScroll: true })
    else if (asking) allow.current?.focus({ preventScroll: true })
  }, [playing, asking])
  // Without consent to third-party content, pressing play first asks for it, in the video's box.
  const play = () => (consent === 'granted' ? setPlaying(true) : setAsking(true))
  const style = { aspectRatio: `${width} / ${height}` } as CSSProperties
  if (playing && playerUrl) {
    return (
      <div className="lazy-video" style={style}>
        <iframe ref={frame} src={playerUrl} title={title} allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
      </div>
    )
  }
  return (
    <div className="lazy-video" style={style}>
      {poster}
      {playerUrl && asking ? (
        <div className="lazy-video-consent" role="group" aria-label={labels.play}>
          <p>{labels.consentPrompt}</p>
          <button
            ref={allow}
            type="button"
            className="button"
            onClick={() => {
              setConsent('granted')
              setPlaying(true)
            }}
          >
            {labels.allowAndPlay}
          </button>
        </div>
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
