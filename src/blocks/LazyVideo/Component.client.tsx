'use client'

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'

/**
 * Click-to-load video: the stored poster and a play marker until the visitor presses play, then the
 * provider's player (autoplaying: the press was the request) in the same box, so nothing moves.
 * Providers without an embeddable player get a link to the video on their site instead.
 */
export function LazyVideo({ playerUrl, pageUrl, title, width, height, poster, labels }: { playerUrl: string | null; pageUrl: string; title: string; width: number; height: number; poster: ReactNode; labels: { play: string; watchOn: string } }) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])
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
      {playerUrl ? (
        <button type="button" className="lazy-video-play" aria-label={labels.play} onClick={() => setPlaying(true)}>
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
