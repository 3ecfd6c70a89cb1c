'use client'

import { createElement, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react'

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
type Failure = { kind: 'media'; code: number } | { kind: 'hls'; hls: HlsLike; type: string } | { kind: 'dash'; code: number }

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
  const firstProblem = useRef<string | null>(null)
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

  // A media element can fail within milliseconds of getting its source (a 404, a manifest that does
  // not parse), before effects run: its failures are caught from the moment it exists (the ref) and
  // queued until the effect below handles them.
  const failures = useRef<{ handle: ((failure: Failure) => void) | null; queue: Failure[] }>({ handle: null, queue: [] })
  const attach = useCallback((el: MediaElement | null) => {
    element.current = el
    if (!el) return
    const report = (failure: Failure) => {
      if (element.current !== el) return // an element the player has already moved on from
      if (failures.current.handle) failures.current.handle(failure)
      else failures.current.queue.push(failure)
    }
    el.addEventListener('error', () => report({ kind: 'media', code: el.error?.code ?? 0 }))
    // hls-video-element announces its hls.js instance (AtriumHlsVideo) before it loads the manifest.
    el.addEventListener('hlsapi', (event) => {
      const hls = (event as CustomEvent<HlsLike>).detail
      hls.on('hlsError', (_name, data) => {
        if (data.fatal) report({ kind: 'hls', hls, type: data.type ?? '' })
      })
    })
    // Captions the browser draws sit at the foot of the picture, under our control bar: each cue is
    // lifted by as many caption lines as the bar is tall (a line is about 5 % of the picture's height).
    if (el.tagName !== 'AUDIO') {
      const lift = (track: TextTrack) =>
        track.addEventListener('cuechange', () => {
          const bar = el.closest('media-controller')?.querySelector<HTMLElement>('media-control-bar')
          const lineHeight = Math.max(8, el.clientHeight * 0.05)
          const lines = Math.min(8, Math.ceil((bar?.offsetHeight ?? 44) / lineHeight) + 2)
          for (const cue of Array.from(track.activeCues ?? [])) if (cue instanceof VTTCue && cue.line === 'auto') cue.line = -lines
        })
      for (const track of Array.from(el.textTracks ?? [])) lift(track)
      el.textTracks?.addEventListener('addtrack', (event) => event.track && lift(event.track))
    }
    // dashjs reports a failed manifest or segment on its player object, made when the element loads.
    if (el.tagName === 'DASH-VIDEO') {
      let tries = 200
      const watch = () => {
        const api = el.api as DashLike | undefined
        if (api) api.on('error', (event) => report({ kind: 'dash', code: event.error?.code ?? 0 }))
        else if (tries-- > 0) window.setTimeout(watch, 25)
      }
      watch()
    }
  }, [])

  useEffect(() => {
    const el = element.current
    if (!el || !source) return
    // When every source fails, the first one's problem is shown: the fallbacks' failures say less.
    const next = (message: string) => {
      firstProblem.current ??= message
      const shown = firstProblem.current
      if (index + 1 < playable.length) {
        const following = playable[index + 1]!
        const ready = following.renderer === 'hls' ? loadHls() : following.renderer === 'dash' ? loadDash() : Promise.resolve()
        ready.then(() => setIndex(index + 1), () => setFailure(shown))
      } else setFailure(shown)
    }
    const recover = hlsRecovery()
    // Where the media stood at the last failure: playing a second past it forgives the failures.
    let failedAt: number | null = null
    const onProgress = () => {
      if (failedAt !== null && el.currentTime > failedAt + 1) {
        failedAt = null
        recover.progressed()
      }
    }
    el.addEventListener('timeupdate', onProgress)
    const mediaError = (hls: HlsLike | null) => {
      if (!hls) return next(labels.notSupported)
      failedAt = el.currentTime
      const step = recover()
      if (step === 'recover') hls.recoverMediaError()
      else if (step === 'swap-and-recover') {
        hls.swapAudioCodec()
        hls.recoverMediaError()
      } else next(labels.cannotRecover)
    }
    let lastHls: HlsLike | null = null
    const handle = (failure: Failure) => {
      if (failure.kind === 'hls') {
        lastHls = failure.hls
        if (failure.type === 'mediaError') mediaError(failure.hls)
        else next(failure.type === 'networkError' ? labels.networkError : labels.notSupported)
      } else if (failure.kind === 'dash') next(failure.code === 10 || failure.code === 27 ? labels.networkError : labels.notSupported)
      else if (source.renderer === 'hls') mediaError(lastHls ?? ((el.api as HlsLike | null | undefined) || null))
      else if (source.renderer === 'native') next(failure.code === 2 ? labels.networkError : labels.notSupported)
    }
    const box = failures.current
    box.handle = handle
    box.queue.splice(0).forEach(handle)
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
    el.addEventListener('loadedmetadata', onMetadata)
    el.addEventListener('durationchange', onDuration)
    el.addEventListener('ended', ended)
    if (el.readyState >= 1) onMetadata()
    return () => {
      box.handle = null
      el.removeEventListener('loadedmetadata', onMetadata)
      el.removeEventListener('durationchange', onDuration)
      el.removeEventListener('ended', ended)
      el.removeEventListener('timeupdate', onProgress)
    }
  }, [source, index, playable, labels])

  const textTracks = media.tracks.filter((track) => track.kind !== 'chapters')
  // Custom elements by name; typed as the element they stand for (React passes unknown props as attributes).
  const MediaTag = (source ? TAGS[source.renderer](media.kind) : 'video') as 'video'
  const extra: Record<string, string | boolean> =
    source?.renderer === 'native' ? { autoPlay: true, playsInline: true } : { autoplay: '', playsinline: '' }
  const mediaElement = source ? (
    <MediaTag key={`${index}-${source.src}`} ref={attach} slot="media" src={source.src} preload="auto" crossOrigin="anonymous" poster={media.poster && media.kind === 'video' ? media.poster : undefined} {...extra}>
      {media.tracks.map((track) => (
        <track key={track.src} kind={track.kind} srcLang={track.srclang} label={track.label} src={track.src} />
      ))}
    </MediaTag>
  ) : null
  const Controller = 'media-controller' as unknown as 'div'
  // media-chrome's boolean options are properties: React sets them before the element connects,
  // so the region is named "Audio player" and the controls stay visible for audio.
  const controllerProps: Record<string, string | boolean> = {
    class: 'media-chrome',
    noVolumePref: true,
    ...(media.kind === 'audio' ? { audio: true } : {}),
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
          // No tooltip on Play: its two tooltips' words ("Play", "Pause") read as the button's visible text
          // beside its name (axe: label-content-name-mismatch); the icon is the one everyone knows.
          createElement('media-play-button', { key: 'play', notooltip: '' }),
          createElement('media-time-range', { key: 'seek' }),
          // The time is shown, not a button: as a timer its label may differ from the digits it shows.
          createElement('atrium-time-display', { key: 'time', showduration: '', notoggle: '' }),
          createElement('media-mute-button', { key: 'mute' }),
          createElement('media-volume-range', { key: 'volume' }),
          textTracks.length ? createElement('atrium-captions-button', { key: 'captions' }) : null,
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
