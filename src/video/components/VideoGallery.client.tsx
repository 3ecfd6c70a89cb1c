'use client'

import { useState, useSyncExternalStore } from 'react'

import { setConsent, useConsent } from '@/components/Consent/useConsent'
import { fill } from '@/lib/messageTemplates'

import type { GalleryClip, GalleryVideo, ReturnPage, VideoGalleryView } from '../data'

export type VideoGalleryLabels = Record<'playlist' | 'previousPage' | 'nextPage' | 'pageOf' | 'pages' | 'loadVideos' | 'consentPrompt' | 'pageError' | 'tryAgain' | 'loading' | 'playlistUnavailable' | 'player' | 'empty', string>

type Item = GalleryClip | GalleryVideo

const noSubscription = () => () => {}
function wantedVideo(): string | null {
  const wanted = new URLSearchParams(window.location.search).get('video')
  return wanted && /^[A-Za-z0-9_-]{1,40}$/.test(wanted) ? wanted : null
}

/**
 * A video gallery: one player and a "Playlist" of thumbnails (our clips first, then the YouTube
 * playlist's current page). YouTube's player loads only after consent ("Load videos", the site's
 * own consent); before that, only our copy of the still shows. Pages of the playlist come from our
 * server; a page that fails says so in the playlist with "Try again".
 */
export function VideoGallery({ view, labels }: { view: VideoGalleryView; labels: VideoGalleryLabels }) {
  const consent = useConsent()
  const [page, setPage] = useState<{ number: number; data: ReturnPage | null }>({ number: 1, data: view.playlist?.page ?? null })
  const [failed, setFailed] = useState<{ token: string | null; number: number } | null>(null)
  const [loading, setLoading] = useState(false)
  const [started, setStarted] = useState(false)
  const items: Item[] = [...(page.number === 1 ? view.clips : []), ...(page.data?.items ?? [])]
  const [chosenId, setCurrentId] = useState<string | null>(null)
  // ?video=<id> opens that video (read in the browser: the page itself is cached for everyone).
  const wanted = useSyncExternalStore(noSubscription, wantedVideo, () => null)
  const currentId = chosenId ?? wanted
  const current = items.find((item) => item.id === currentId) ?? items[0] ?? null

  const load = async (token: string | null, number: number) => {
    setLoading(true)
    setFailed(null)
    try {
      const response = await fetch(`/videos/${view.slug}/playlist${token ? `?pageToken=${encodeURIComponent(token)}` : ''}`, { headers: { Accept: 'application/json' } })
      if (!response.ok) throw new Error(String(response.status))
      const data = (await response.json()) as ReturnPage
      setPage({ number, data })
    } catch {
      setFailed({ token, number })
    } finally {
      setLoading(false)
    }
  }

  const choose = (item: Item) => {
    setCurrentId(item.id)
    setStarted(item.kind === 'youtube' && consent === 'granted')
    const url = new URL(window.location.href)
    url.searchParams.set('video', item.id)
    window.history.replaceState(window.history.state, '', url)
  }

  const pages = page.data?.pages ?? 1
  return (
    <div className="video-gallery" style={{ ['--video-columns' as string]: String(view.columns) }}>
      <div className="video-stage" role="region" aria-label={labels.player}>
        {current === null ? (
          <p>{labels.empty}</p>
        ) : current.kind === 'clip' ? (
          <video key={current.id} controls preload="metadata" poster={current.poster ?? undefined} width={current.width} height={current.height} aria-label={current.title}>
            <source src={current.src} type={current.mimeType} />
          </video>
        ) : consent === 'granted' && started ? (
          <iframe
            key={current.id}
            src={`https://www.youtube-nocookie.com/embed/${current.id}?autoplay=1&rel=0`}
            title={current.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
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
      {view.playlist?.error && page.number === 1 && !page.data ? <p role="status">{labels.playlistUnavailable}</p> : null}
      <ul className="video-playlist" aria-label={labels.playlist}>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" aria-current={item.id === current?.id ? 'true' : undefined} onClick={() => choose(item)}>
              {item.kind === 'clip' ? (
                item.poster ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a stored derivative
                  <img src={item.poster} alt="" width={320} height={180} loading="lazy" />
                ) : null
              ) : item.thumbnail ? (
                // eslint-disable-next-line @next/next/no-img-element -- our own copy of YouTube's still
                <img src={item.thumbnail} alt="" width={320} height={180} loading="lazy" />
              ) : null}
              <span className={view.showTitles ? 'video-title' : 'visually-hidden'}>{item.title}</span>
            </button>
          </li>
        ))}
        {failed ? (
          <li className="video-page-error" role="alert">
            {labels.pageError}{' '}
            <button type="button" className="button" onClick={() => load(failed.token, failed.number)}>
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
