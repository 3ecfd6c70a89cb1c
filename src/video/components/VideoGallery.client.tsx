'use client'

import { useState, useSyncExternalStore } from 'react'

import { setConsent, useConsent } from '@/components/Consent/useConsent'
import { fill } from '@/lib/messageTemplates'
import { useHydrated } from '@/lib/useHydrated'

import type { GalleryClip, GalleryVideo, ReturnPage, VideoGalleryView } from '../data'
import { MediaPlayer, type PlayerLabels } from '../player'
import { YouTubeEmbed, type YouTubeLabels } from './YouTubeEmbed.client'

export type VideoGalleryLabels = Record<'playlist' | 'previousPage' | 'nextPage' | 'pageOf' | 'pages' | 'loadVideos' | 'consentPrompt' | 'pageError' | 'tryAgain' | 'loading' | 'playlistUnavailable' | 'player' | 'empty', string> & {
  youtube: YouTubeLabels
  mediaPlayer: PlayerLabels
}

type Item = GalleryClip | GalleryVideo

const noSubscription = () => () => {}
function wantedVideo(): string | null {
  const wanted = new URLSearchParams(window.location.search).get('video')
  return wanted && /^[A-Za-z0-9_-]{1,40}$/.test(wanted) ? wanted : null
}
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** A thumbnail's silent preview while pointed at or focused (thumbplay): our clip itself, or YouTube's three stills in turn. */
function Preview({ item }: { item: Item }) {
  if (item.kind === 'clip') {
    return item.media.kind === 'video' ? <video className="video-preview" src={item.media.download} muted autoPlay loop playsInline aria-hidden="true" /> : null
  }
  return item.thumbnail ? (
    <span className="video-preview video-preview-stills" aria-hidden="true">
      {[1, 2, 3].map((frame) => (
        // eslint-disable-next-line @next/next/no-img-element -- our copies of YouTube's stills
        <img key={frame} src={item.thumbnail!.replace(/\.jpg$/, `.f${frame}.jpg`)} alt="" width={320} height={180} />
      ))}
    </span>
  ) : null
}

/**
 * A video gallery: one player and a "Playlist" of thumbnails (our clips first, then the YouTube
 * playlist's current page). Our clips play in our media player; YouTube's player loads only after
 * consent ("Load videos", the site's own consent), before which only our copy of the still shows.
 * Pages of the playlist come from our server; a page that fails says so with "Try again". With
 * autonext the next video (or the first of the next page) plays at the end of one.
 */
export function VideoGallery({ view, labels, embedBase }: { view: VideoGalleryView; labels: VideoGalleryLabels; embedBase: string }) {
  const consent = useConsent()
  const hydrated = useHydrated()
  const [page, setPage] = useState<{ number: number; data: ReturnPage | null }>({ number: 1, data: view.playlist?.page ?? null })
  const [failed, setFailed] = useState<{ token: string | null; number: number; playFirst: boolean } | null>(null)
  const [loading, setLoading] = useState(false)
  const [started, setStarted] = useState(false)
  const [previewing, setPreviewing] = useState<string | null>(null)
  const items: Item[] = [...(page.number === 1 ? view.clips : []), ...(page.data?.items ?? [])]
  const [chosenId, setCurrentId] = useState<string | null>(null)
  // ?video=<id> opens that video (read in the browser: the page itself is cached for everyone).
  const wanted = useSyncExternalStore(noSubscription, wantedVideo, () => null)
  const currentId = chosenId ?? wanted
  const current = items.find((item) => item.id === currentId) ?? items[0] ?? null

  const remember = (id: string) => {
    const url = new URL(window.location.href)
    url.searchParams.set('video', id)
    window.history.replaceState(window.history.state, '', url)
  }

  const load = async (token: string | null, number: number, playFirst = false) => {
    setLoading(true)
    setFailed(null)
    try {
      const response = await fetch(`/videos/${view.slug}/playlist${token ? `?pageToken=${encodeURIComponent(token)}` : ''}`, { headers: { Accept: 'application/json' } })
      if (!response.ok) throw new Error(String(response.status))
      const data = (await response.json()) as ReturnPage
      setPage({ number, data })
      if (playFirst && data.items[0]) {
        setCurrentId(data.items[0].id)
        setStarted(true)
        remember(data.items[0].id)
      }
    } catch {
      setFailed({ token, number, playFirst })
    } finally {
      setLoading(false)
    }
  }

  const choose = (item: Item) => {
    setCurrentId(item.id)
    setStarted(item.kind === 'clip' || consent === 'granted')
    remember(item.id)
  }

  const playNext = () => {
    const at = current ? items.findIndex((item) => item.id === current.id) : -1
    const following = items[at + 1]
    if (following) choose(following)
    else if (page.data?.nextPageToken) void load(page.data.nextPageToken, page.number + 1, true)
  }
  const onEnded = view.autonext ? playNext : undefined

  const pages = page.data?.pages ?? 1
  return (
    // data-ready: the playlist and its pager answer from here on (a press before hydration is lost).
    <div className="video-gallery" data-ready={hydrated ? 'true' : undefined} style={{ ['--video-columns' as string]: String(view.columns) }}>
      <div className="video-stage" role="region" aria-label={labels.player}>
        {current === null ? (
          <p>{labels.empty}</p>
        ) : current.kind === 'clip' ? (
          <MediaPlayer key={current.id} media={current.media} labels={labels.mediaPlayer} autoPlay={started} onEnded={onEnded} />
        ) : consent === 'granted' && started ? (
          <YouTubeEmbed key={current.id} videoId={current.id} title={current.title} embedBase={embedBase} labels={labels.youtube} onEnded={onEnded} />
        ) : (
          <div className="video-facade">
            {current.thumbnail ? (
              // eslint-disable-next-line @next/next/no-img-element -- our own copy of the still, already small
              <img src={current.thumbnail} alt="" width={320} height={180} />
            ) : null}
            {consent === 'granted' ? (
              <button type="button" className="button video-play" onClick={() => setStarted(true)} aria-label={current.title}>
                ▶
              </button>
            ) : (
              <div className="video-consent">
                <p>{labels.consentPrompt}</p>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setConsent('granted')
                    setStarted(true)
                  }}
                >
                  {labels.loadVideos}
                </button>
              </div>
            )}
          </div>
        )}
      </div>
      {/* A playlist YouTube will not give shows nothing to visitors where our own clips are there to watch (the editors' note says why, in the admin). */}
      {view.playlist?.error && page.number === 1 && !page.data && view.clips.length === 0 ? <p role="status">{labels.playlistUnavailable}</p> : null}
      <ul className="video-playlist" aria-label={labels.playlist}>
        {items.map((item) => {
          const still = item.kind === 'clip' ? item.media.poster : item.thumbnail
          const preview = view.thumbplay && previewing === item.id && !reducedMotion()
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-current={item.id === current?.id ? 'true' : undefined}
                onClick={() => choose(item)}
                onPointerEnter={view.thumbplay ? () => setPreviewing(item.id) : undefined}
                onPointerLeave={view.thumbplay ? () => setPreviewing(null) : undefined}
                onFocus={view.thumbplay ? () => setPreviewing(item.id) : undefined}
                onBlur={view.thumbplay ? () => setPreviewing(null) : undefined}
              >
                {still ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a stored derivative or our copy of YouTube's still
                  <img src={still} alt="" width={320} height={180} loading="lazy" />
                ) : null}
                {preview ? <Preview item={item} /> : null}
                <span className={view.showTitles ? 'video-title' : 'visually-hidden'}>{item.title}</span>
              </button>
            </li>
          )
        })}
        {failed ? (
          <li className="video-page-error" role="alert">
            {labels.pageError}{' '}
            <button type="button" className="button" onClick={() => load(failed.token, failed.number, failed.playFirst)}>
              {labels.tryAgain}
            </button>
          </li>
        ) : null}
      </ul>
      {view.showPaging && page.data && pages > 1 ? (
        <nav className="video-pages" aria-label={labels.pages}>
          <button type="button" disabled={loading || page.number === 1} onClick={() => load(page.number === 2 ? null : (page.data?.prevPageToken ?? null), page.number - 1)}>
            {labels.previousPage}
          </button>
          <span>{fill(labels.pageOf, { page: page.number, pages })}</span>
          <button type="button" disabled={loading || !page.data.nextPageToken} onClick={() => load(page.data?.nextPageToken ?? null, page.number + 1)}>
            {labels.nextPage}
          </button>
          {loading ? <span role="status">{labels.loading}</span> : null}
        </nav>
      ) : null}
    </div>
  )
}
