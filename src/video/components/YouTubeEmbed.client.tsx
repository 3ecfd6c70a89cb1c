'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

export type YouTubeLabels = Record<'error2' | 'error5' | 'error100' | 'error101' | 'errorUnknown' | 'playerUnavailable', string>

/** The player's error codes in words (YouTube's IFrame API reference; 150 is 101 by another number). */
export function youtubeErrorText(code: number, labels: YouTubeLabels): string {
  if (code === 2) return labels.error2
  if (code === 5) return labels.error5
  if (code === 100) return labels.error100
  if (code === 101 || code === 105 || code === 150) return labels.error101
  return labels.errorUnknown
}

/** The readiness check: ask the embedded player to talk to us up to 5 times, 1 s apart. */
export const READY_TRIES = 5
export const READY_INTERVAL_MS = 1000

const noSubscription = () => () => {}
const pageOrigin = () => window.location.origin

type PlayerMessage = { event?: string; info?: unknown }

/**
 * A YouTube video in youtube-nocookie's embedded player, spoken to through the player's postMessage
 * protocol (what YouTube's iframe_api script does, without loading a script from YouTube): we ask it
 * to report, and hear its state (0 = ended) and its error codes, which we show in place of the video.
 */
export function YouTubeEmbed({ videoId, title, embedBase, labels, onEnded }: { videoId: string; title: string; embedBase: string; labels: YouTubeLabels; onEnded?: () => void }) {
  const origin = useSyncExternalStore(noSubscription, pageOrigin, () => '')
  const frame = useRef<HTMLIFrameElement | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const onEndedRef = useRef(onEnded)
  useEffect(() => {
    onEndedRef.current = onEnded
  }, [onEnded])
  const embedOrigin = new URL(embedBase).origin

  useEffect(() => {
    if (!origin) return
    let ready = false
    let tries = 0
    const channel = `atrium-${videoId}`
    const ask = () => frame.current?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: channel, channel: 'widget' }), embedOrigin)
    const timer = window.setInterval(() => {
      if (ready) return window.clearInterval(timer)
      if (tries >= READY_TRIES) {
        window.clearInterval(timer)
        setProblem(labels.playerUnavailable)
        return
      }
      tries += 1
      ask()
    }, READY_INTERVAL_MS)
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== embedOrigin || event.source !== frame.current?.contentWindow || typeof event.data !== 'string') return
      let message: PlayerMessage
      try {
        message = JSON.parse(event.data) as PlayerMessage
      } catch {
        return
      }
      ready = true
      const state = message.event === 'onStateChange' ? message.info : message.event === 'infoDelivery' ? (message.info as { playerState?: unknown } | null)?.playerState : undefined
      if (state === 0) onEndedRef.current?.()
      if (message.event === 'onError') setProblem(youtubeErrorText(Number(message.info), labels))
    }
    window.addEventListener('message', onMessage)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('message', onMessage)
    }
  }, [origin, videoId, embedOrigin, labels])

  if (problem) {
    return (
      <div className="video-embed-error" role="alert">
        <p>{problem}</p>
      </div>
    )
  }
  if (!origin) return null
  return (
    <iframe
      ref={frame}
      src={`${embedBase.replace(/\/+$/, '')}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0&enablejsapi=1&origin=${encodeURIComponent(origin)}`}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}
