'use client'

import { useEffect, useRef, useState } from 'react'

import { ConsentPrompt } from '@/components/Consent/ConsentPrompt.client'
import { setConsent, useConsent } from '@/components/Consent/useConsent'
import { translator, type CONTENT_VIEWER_MESSAGES, type Messages } from '@/lib/messageTemplates'

import { preloadAround, type ContentItem } from './items'

export type ContentViewerProps = { items: ContentItem[]; start: number; messages: Messages<(typeof CONTENT_VIEWER_MESSAGES)[number]>; onClose: () => void }

/**
 * The content viewer: a modal `<dialog>` (focus kept inside, Esc closes, focus back on the link),
 * one picture or video at a time with previous/next (buttons, ← and →) through the content's set,
 * the next two pictures preloaded and none before. A video plays only with the visitor's consent,
 * asked in the viewer.
 */
export function ContentViewer({ items, start, messages, onClose }: ContentViewerProps) {
  const t = translator(messages)
  const dialog = useRef<HTMLDialogElement>(null)
  const [index, setIndex] = useState(start)
  const item = items[index]!
  const several = items.length > 1

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    element.showModal()
    const overflow = document.documentElement.style.overflow
    document.documentElement.style.overflow = 'hidden'
    return () => {
      document.documentElement.style.overflow = overflow
      if (element.open) element.close()
    }
  }, [])

  useEffect(() => {
    for (const next of preloadAround(items, index)) {
      if (next.kind !== 'image') continue
      const image = new Image()
      if (next.srcSet) image.srcset = next.srcSet
      image.sizes = '100vw'
      image.src = next.src
    }
  }, [items, index])

  const step = (direction: 1 | -1) => setIndex((current) => (current + direction + items.length) % items.length)

  return (
    <dialog
      ref={dialog}
      className="content-viewer"
      aria-label={t('viewer.label')}
      onClose={onClose}
      onKeyDown={(event) => {
        if (!several) return
        if (event.key === 'ArrowRight') step(1)
        else if (event.key === 'ArrowLeft') step(-1)
      }}
      // A press on the backdrop (the dialog itself, outside its content) closes it.
      onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
    >
      <div className="content-viewer-frame">
        <button type="button" className="content-viewer-close" aria-label={t('viewer.close')} title={t('viewer.close')} onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
        <figure className="content-viewer-figure">
          {item.kind === 'image' ? <ImageView key={item.src} item={item} t={t} /> : item.kind === 'video' ? <VideoView key={item.playerUrl} item={item} t={t} /> : <p className="content-viewer-message">{t('viewer.notFound')} <a href={item.pageUrl}>{item.title}</a></p>}
          <figcaption>
            {item.kind === 'image' ? item.alt : item.title}
            {several ? <span className="content-viewer-counter">{t('viewer.counter', { index: index + 1, total: items.length })}</span> : null}
          </figcaption>
        </figure>
        {several ? (
          <>
            <button type="button" className="content-viewer-arrow content-viewer-previous" aria-label={t('viewer.previous')} title={t('viewer.previous')} onClick={() => step(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="content-viewer-arrow content-viewer-next" aria-label={t('viewer.next')} title={t('viewer.next')} onClick={() => step(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
    </dialog>
  )
}

type Translate = ReturnType<typeof translator<(typeof CONTENT_VIEWER_MESSAGES)[number]>>

function ImageView({ item, t }: { item: Extract<ContentItem, { kind: 'image' }>; t: Translate }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  if (state === 'failed') return <p className="content-viewer-message" role="alert">{t('viewer.imageError')}</p>
  return (
    <>
      {state === 'loading' ? <p className="content-viewer-message" role="status">{t('viewer.loading')}</p> : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- our own stored sizes */}
      <img
        src={item.src}
        srcSet={item.srcSet ?? undefined}
        sizes="100vw"
        alt={item.alt}
        width={item.width ?? undefined}
        height={item.height ?? undefined}
        data-state={state}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
    </>
  )
}

function VideoView({ item, t }: { item: Extract<ContentItem, { kind: 'video' }>; t: Translate }) {
  const consent = useConsent()
  const [failed, setFailed] = useState(false)
  if (failed) return <p className="content-viewer-message" role="alert">{t('viewer.contentError')}</p>
  if (consent !== 'granted') {
    return (
      <div className="content-viewer-video">
        <ConsentPrompt label={item.title} prompt={t('consent.videoPrompt', { provider: item.provider })} allowLabel={t('consent.allowAndPlay')} onAllow={() => setConsent('granted')} />
      </div>
    )
  }
  return (
    <div className="content-viewer-video">
      <iframe src={item.playerUrl} title={item.title} allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" onError={() => setFailed(true)} />
    </div>
  )
}
