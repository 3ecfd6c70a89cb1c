'use client'

import { createElement, useEffect, useMemo, useRef, useState, type RefObject } from 'react'

import type { PlayerMedia } from '../media'
import { clockOf, parseVtt, type Cue } from '../vtt'
import { loadDash, loadHls, registerElements } from './elements'
import type { PlayerLabels } from './labels'
import { hlsRecovery, playableSources, type Renderer } from './recovery'

/** The browser's abilities, asked once the player is about to play (never on the server). */
function abilities() {
  const probe = document.createElement('video')
  return {
    canPlayType: (type: string) => probe.canPlayType(type),
    mediaSource: 'MediaSource' in window || 'ManagedMediaSource' in window,
  }
}

/** Defines the elements a clip needs (media-chrome, and hls.js or dashjs for its first source). */
export async function prepare(media: PlayerMedia, labels: PlayerLabels): Promise<void> {
  await registerElements(labels)
  const first = playableSources(media.sources, abilities())[0]
  if (first?.renderer === 'hls') await loadHls()
  if (first?.renderer === 'dash') await loadDash()
}

const START_VOLUME = 0.8
const SEEK_SHARE = 0.05

type HlsLike = { on: (event: string, handler: (event: string, data: { fatal?: boolean; type?: string; details?: string }) => void) => void; recoverMediaError: () => void; swapAudioCodec: () => void }
type DashLike = { on: (event: string, handler: (event: { error?: { code?: number; message?: string } }) => void) => void }
type MediaElement = HTMLVideoElement & { api?: unknown }

const TAGS: Record<Renderer, (kind: PlayerMedia['kind']) => string> = { native: (kind) => kind, hls: () => 'atrium-hls-video', dash: () => 'dash-video' }

/**
 * The media player: media-chrome's controls around the element that can play the current source
 * (the browser's own, hls.js or dashjs). A source that fails moves on to the next; when none is left
 * the seed's message shows with a "Download file" link. HLS media errors are recovered as the old
 * player did (recover, then swap the audio codec, then give up), at most once per 3 seconds.
 */
export function Chrome({ media, labels, onEnded }: { media: PlayerMedia; labels: PlayerLabels; onEnded?: () => void }) {
  const playable = useMemo(() => playableSources(media.sources, abilities()), [media.sources])
  const [index, setIndex] = useState(0)
  const [failure, setFailure] = useState<string | null>(playable.length ? null : labels.noRenderer)
  const [seekStep, setSeekStep] = useState<number | null>(null)
  const [chapters, setChapters] = useState<Cue[]>([])
  const [chaptersOpen, setChaptersOpen] = useState(false)
  const controller = useRef<HTMLElement | null>(null)
  const element = useRef<MediaElement | null>(null)
  const source = failure ? undefined : playable[index]
  const volumeSet = useRef(false)
  const onEndedRef = useRef(onEnded)
  useEffect(() => {
    onEndedRef.current = onEnded
  }, [onEnded])

  // Keyboard users continue where they pressed Play.
  useEffect(() => {
    const button = controller.current?.querySelector<HTMLElement>('media-play-button')
    button?.focus()
  }, [])

  // Chapter titles for the Chapters menu, read from the chapter track as text.
  const chapterTrack = media.tracks.find((track) => track.kind === 'chapters')
  useEffect(() => {
    if (!chapterTrack) return
    const aborted = new AbortController()
    fetch(chapterTrack.src, { signal: aborted.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => setChapters(parseVtt(text).filter((cue) => cue.text)))
      .catch(() => {})
    return () => aborted.abort()
  }, [chapterTrack])

  useEffect(() => {
    const el = element.current
    if (!el || !source) return
    const next = (message: string) => {
      if (index + 1 < playable.length) {
        const following = playable[index + 1]!
        const ready = following.renderer === 'hls' ? loadHls() : following.renderer === 'dash' ? loadDash() : Promise.resolve()
        ready.then(() => setIndex(index + 1), () => setFailure(message))
      } else setFailure(message)
    }
    const recover = hlsRecovery()
    let hls: HlsLike | null = null
    const mediaError = () => {
      if (!hls) return next(labels.notSupported)
      const step = recover()
      if (step === 'recover') hls.recoverMediaError()
      else if (step === 'swap-and-recover') {
        hls.swapAudioCodec()
        hls.recoverMediaError()
      } else setFailure(labels.cannotRecover)
    }
    const onError = () => {
      if (source.renderer === 'hls') return mediaError()
      next(el.error?.code === 2 ? labels.networkError : labels.notSupported)
    }
    const onHlsApi = (event: Event) => {
      hls = (event as CustomEvent<HlsLike>).detail
      hls.on('hlsError', (_name, data) => {
        if (!data.fatal) return
        if (data.type === 'mediaError') mediaError()
        else next(data.type === 'networkError' ? labels.networkError : labels.notSupported)
      })
    }
    const onMetadata = () => {
      if (!volumeSet.current) {
        el.volume = START_VOLUME
        volumeSet.current = true
      }
    }
    const onDuration = () => {
      if (Number.isFinite(el.duration) && el.duration > 0) setSeekStep(el.duration * SEEK_SHARE)
    }
    const ended = () => onEndedRef.current?.()
    el.addEventListener('error', onError)
    el.addEventListener('hlsapi', onHlsApi)
    el.addEventListener('loadedmetadata', onMetadata)
    el.addEventListener('durationchange', onDuration)
    el.addEventListener('ended', ended)
    // dashjs reports a failed manifest or segment on its player object, which exists once the element loads.
    let dashTimer: number | undefined
    if (source.renderer === 'dash') {
      const watch = (tries: number) => {
        const api = el.api as DashLike | undefined
        if (api) api.on('error', (event) => next(event.error?.code === 10 || event.error?.code === 27 ? labels.networkError : labels.notSupported))
        else if (tries > 0) dashTimer = window.setTimeout(() => watch(tries - 1), 50)
      }
      watch(100)
    }
    return () => {
      window.clearTimeout(dashTimer)
      el.removeEventListener('error', onError)
      el.removeEventListener('hlsapi', onHlsApi)
      el.removeEventListener('loadedmetadata', onMetadata)
      el.removeEventListener('durationchange', onDuration)
      el.removeEventListener('ended', ended)
    }
  }, [source, index, playable, labels])

  const textTracks = media.tracks.filter((track) => track.kind !== 'chapters')
  // Custom elements by name; typed as the element they stand for (React passes unknown props as attributes).
  const MediaTag = (source ? TAGS[source.renderer](media.kind) : 'video') as 'video'
  const extra: Record<string, string | boolean> =
    source?.renderer === 'native' ? { autoPlay: true, playsInline: true } : { autoplay: '', playsinline: '' }
  const mediaElement = source ? (
    <MediaTag key={`${index}-${source.src}`} ref={element} slot="media" src={source.src} preload="auto" crossOrigin="anonymous" poster={media.poster && media.kind === 'video' ? media.poster : undefined} {...extra}>
      {media.tracks.map((track) => (
        <track key={track.src} kind={track.kind} srcLang={track.srclang} label={track.label} src={track.src} />
      ))}
    </MediaTag>
  ) : null
  const Controller = 'media-controller' as unknown as 'div'
  const controllerProps: Record<string, string> = {
    class: 'media-chrome',
    novolumepref: '',
    ...(media.kind === 'audio' ? { audio: '' } : {}),
    ...(seekStep ? { keyboardforwardseekoffset: seekStep.toFixed(2), keyboardbackwardseekoffset: seekStep.toFixed(2) } : {}),
  }

  const seek = (at: number) => {
    const el = element.current
    if (el) el.currentTime = at
    setChaptersOpen(false)
  }

  return (
    <div className={`media-player media-player-${media.kind}`} style={media.kind === 'video' ? { aspectRatio: `${media.width} / ${media.height}` } : undefined}>
      <Controller ref={controller as RefObject<HTMLDivElement | null>} {...controllerProps}>
        {mediaElement}
        {media.kind === 'video' ? createElement('media-loading-indicator', { slot: 'centered-chrome', noautohide: '' }) : null}
        {createElement(
          'media-control-bar',
          null,
          createElement('media-play-button', { key: 'play' }),
          createElement('media-time-range', { key: 'seek' }),
          createElement('media-time-display', { key: 'time', showduration: '' }),
          createElement('media-mute-button', { key: 'mute' }),
          createElement('media-volume-range', { key: 'volume' }),
          textTracks.length ? createElement('media-captions-button', { key: 'captions' }) : null,
          chapters.length ? (
            <div className="media-chapters" key="chapters">
              <button type="button" className="media-chapters-button" aria-expanded={chaptersOpen} onClick={() => setChaptersOpen((open) => !open)}>
                {labels.chapters}
              </button>
              {chaptersOpen ? (
                <ul aria-label={labels.chapters}>
                  {chapters.map((cue) => (
                    <li key={`${cue.start}-${cue.text}`}>
                      <button type="button" onClick={() => seek(cue.start)}>
                        {cue.text} <span className="media-chapter-time">{clockOf(cue.start)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null,
          media.kind === 'video' ? createElement('media-fullscreen-button', { key: 'fullscreen' }) : null,
        )}
      </Controller>
      {failure ? (
        <div className="media-error" role="alert">
          <p>{failure}</p>
          <a className="button" href={media.download} download>
            {labels.download}
          </a>
        </div>
      ) : null}
    </div>
  )
}
