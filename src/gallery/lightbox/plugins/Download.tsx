'use client'

import { createContext, useContext, useMemo, useState } from 'react'
import { MODULE_PORTAL, createModule, type ComponentProps, type Plugin } from 'yet-another-react-lightbox'

import { photoDownloadPath } from '@/lib/urls'
import { addToControlBar } from '@/lib/viewerPlugins'

import { useViewerHost } from './host'
import { IconButton } from './IconButton'

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

type DownloadState = { failed: boolean; download: () => Promise<void> }

const DownloadContext = createContext<DownloadState | null>(null)

function DownloadModule({ viewer, children }: ComponentProps) {
  const [failed, setFailed] = useState(false)
  const gallerySlug = viewer?.gallerySlug ?? ''
  const photoId = viewer?.photo.id ?? 0
  const value = useMemo<DownloadState>(
    () => ({
      failed,
      download: async () => {
        setFailed(false)
        const ok = await startDownload(gallerySlug, photoId).catch(() => false)
        if (!ok) setFailed(true)
      },
    }),
    [failed, gallerySlug, photoId],
  )
  return <DownloadContext.Provider value={value}>{children}</DownloadContext.Provider>
}

function DownloadButton() {
  const { photo, labels } = useViewerHost()
  const state = useContext(DownloadContext)
  // A video, an audio clip or an embed is not a file to save.
  if (!state || photo.embed || photo.clip) return null
  return (
    <IconButton label={labels.download} onClick={() => void state.download()}>
      <path d="M11 4h2v9l3.5-3.5 1.4 1.4L12 16.8l-5.9-5.9 1.4-1.4L11 13zM5 18h14v2H5z" />
    </IconButton>
  )
}

function DownloadNote() {
  const { labels } = useViewerHost()
  if (!useContext(DownloadContext)?.failed) return null
  return (
    <p className="lb-message" role="alert">
      {labels.downloadFailed}
    </p>
  )
}

/**
 * Download the photo through a signed link the server makes (it applies the gallery's rules: the
 * size, the watermark). The library's Download plugin saves a file the slide already names; ours
 * asks first, and says so in the bar when that fails.
 */
export const Download: Plugin = ({ augment, addParent }) => {
  augment(({ controlBar, ...rest }) => ({ ...rest, controlBar: addToControlBar(addToControlBar(controlBar, 'buttons', 'download', <DownloadButton />), 'notes', 'download', <DownloadNote />) }))
  addParent(MODULE_PORTAL, createModule('AtriumDownload', DownloadModule))
}
