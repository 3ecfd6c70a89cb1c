import { useEffect, useRef, useState, type ReactNode } from 'react'

import { useMediaQuery } from '@/lib/useMediaQuery'
import { photoDownloadPath } from '@/lib/urls'

import type { LightboxData, LightboxSlide } from '../types'
import { fill } from '@/lib/messageTemplates'
import { CommentsButton } from './comments'
import { IconButton } from './IconButton'
import { InfoButton } from './info'
import { RatingButton } from './rating'
import { ShareMenu } from './ShareMenu'

type Toggle = { shown: boolean; toggle: () => void }

/** The panel plugins' buttons, in the bar's order (each reads its own plugin's context). */
const PanelButtons = (): ReactNode => (
  <>
    <InfoButton />
    <RatingButton />
    <CommentsButton />
  </>
)

/** Where the viewer takes the whole window (lightbox.css). */
const PHONE = '(max-width: 640px)'

/** Asks the server for a short-lived signed link and lets the browser save the file. */
async function startDownload(gallerySlug: string, photoId: number): Promise<boolean> {
  const response = await fetch(photoDownloadPath(gallerySlug, photoId), { method: 'POST', headers: { Accept: 'application/json' } })
  if (!response.ok) return false
  const { url } = (await response.json()) as { url?: unknown }
  if (typeof url !== 'string' || !url.startsWith('/')) return false
  const link = document.createElement('a')
  link.href = url
  link.download = ''
  document.body.append(link)
  link.click()
  link.remove()
  return true
}

/**
 * The viewer's control bar (top or bottom): counter, slideshow, info, rating, share, download, size
 * and fullscreen, and the caret that hides the rest of the controls.
 */
export function ControlBar({
  data,
  photo,
  position,
  total,
  photoUrl,
  slideshow,
  size,
  controls,
  panelButtons,
}: {
  data: LightboxData
  photo: LightboxSlide
  position: number
  total: number
  photoUrl: string
  slideshow: { playing: boolean; toggle: () => void } | null
  size: { maximized: boolean; fullscreen: boolean; fullscreenSupported: boolean; toggleMaximized: () => void; toggleFullscreen: () => void }
  controls: Toggle
  /** The toggles of side panels other domains add, after Share. */
  panelButtons?: ReactNode
}) {
  const { labels, settings } = data
  const [downloadError, setDownloadError] = useState(false)
  // On a phone the viewer already fills the screen: no Maximize or fullscreen to offer.
  const phone = useMediaQuery(PHONE)
  // Side panels stop at the bar: its height (it wraps on narrow screens) is shared as --lb-bar-height.
  const bar = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = bar.current
    const root = element?.closest<HTMLElement>('.atrium-lightbox')
    if (!element || !root) return
    const observer = new ResizeObserver(() => root.style.setProperty('--lb-bar-height', `${element.offsetHeight}px`))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const download = async () => {
    setDownloadError(false)
    const ok = await startDownload(data.gallery.slug, photo.id).catch(() => false)
    if (!ok) setDownloadError(true)
  }
  return (
    <div className="lb-bar" ref={bar} data-controls={controls.shown ? 'shown' : 'hidden'}>
      <div className="lb-bar-items">
        <span className="lb-counter">{fill(labels.counter, { index: position, total })}</span>
        {slideshow ? (
          <IconButton label={slideshow.playing ? labels.pause : labels.play} onClick={slideshow.toggle}>
            {slideshow.playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
          </IconButton>
        ) : null}
        <PanelButtons />
        {settings.share ? <ShareMenu photo={photo} url={photoUrl} labels={labels} /> : null}
        {panelButtons}
        {settings.downloads && !photo.embed && !photo.clip ? (
          <IconButton label={labels.download} onClick={download}>
            <path d="M11 4h2v9l3.5-3.5 1.4 1.4L12 16.8l-5.9-5.9 1.4-1.4L11 13zM5 18h14v2H5z" />
          </IconButton>
        ) : null}
        {size.fullscreen || phone ? null : (
          <IconButton label={size.maximized ? labels.restore : labels.maximize} onClick={size.toggleMaximized}>
            {size.maximized ? <path d="M8 8h8v8H8zM4 4h16v16H4zm2 2v12h12V6z" /> : <path d="M4 4h16v16H4zm2 2v12h12V6z" />}
          </IconButton>
        )}
        {size.fullscreenSupported && (!phone || size.fullscreen) ? (
          <IconButton label={size.fullscreen ? labels.exitFullscreen : labels.enterFullscreen} onClick={size.toggleFullscreen}>
            {size.fullscreen ? <path d="M8 3v5H3v2h7V3zm8 0v7h5V8h-3V3zM3 14v2h5v5h2v-7zm11 0v7h2v-5h5v-2z" /> : <path d="M3 3h7v2H5v5H3zm11 0h7v7h-2V5h-5zM3 14h2v5h5v2H3zm16 0h2v7h-7v-2h5z" />}
          </IconButton>
        ) : null}
      </div>
      <IconButton label={controls.shown ? labels.hideControls : labels.showControls} onClick={controls.toggle} className="lb-caret">
        {controls.shown ? <path d="m7 10 5 5 5-5z" /> : <path d="m7 14 5-5 5 5z" />}
      </IconButton>
      {downloadError ? (
        <p className="lb-message" role="alert">
          {labels.downloadFailed}
        </p>
      ) : null}
    </div>
  )
}
