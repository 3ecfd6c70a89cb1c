'use client'

import { useEffect, useRef, useState } from 'react'

import { useConsent } from '@/components/Consent/useConsent'
import { useHydrated } from '@/lib/useHydrated'
import { useMediaQuery, useSaveData } from '@/lib/useMediaQuery'

/** The old theme's rule: a background video that is not playing 2 s after it was added gives way to the picture. */
export const BACKGROUND_VIDEO_GRACE_MS = 2000

/**
 * A section's background video, added after hydration and only where it may play: never under
 * reduced motion or save-data, and a YouTube/Vimeo loop only with the visitor's consent. Our own clip
 * is added when the section comes within 200 px of the window (browsers pause muted clips out of
 * sight anyway) and fades in once it plays; on an error, or when it is not playing 2 s after the
 * section came into view, it is removed and the section's picture (already underneath) stays.
 */
export function BackgroundVideo({ files, playerUrl, title }: { files: { url: string; type: string }[]; playerUrl: string | null; title: string }) {
  const hydrated = useHydrated()
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const saveData = useSaveData()
  const consent = useConsent()
  const slot = useRef<HTMLDivElement>(null)
  const [sight, setSight] = useState<'far' | 'near' | 'visible'>('far')
  const [state, setState] = useState<'starting' | 'playing' | 'removed'>('starting')
  const allowed = hydrated && !reducedMotion && !saveData && state !== 'removed'
  const useFile = allowed && files.length > 0

  useEffect(() => {
    const element = slot.current
    if (!element) return
    const near = new IntersectionObserver(([entry]) => entry?.isIntersecting && setSight((current) => (current === 'far' ? 'near' : current)), { rootMargin: '200px 0px' })
    const visible = new IntersectionObserver(([entry]) => entry?.isIntersecting && setSight('visible'))
    near.observe(element)
    visible.observe(element)
    return () => {
      near.disconnect()
      visible.disconnect()
    }
  }, [])

  useEffect(() => {
    if (!useFile || sight !== 'visible') return
    const timer = window.setTimeout(() => setState((current) => (current === 'playing' ? current : 'removed')), BACKGROUND_VIDEO_GRACE_MS)
    return () => window.clearTimeout(timer)
  }, [useFile, sight])

  let player = null
  if (useFile && sight !== 'far') {
    player = (
      <video
        className="section-video"
        data-state={state}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        tabIndex={-1}
        onPlaying={() => setState('playing')}
        onError={() => setState('removed')}
      >
        {files.map((file, index) => (
          <source key={file.url} src={file.url} type={file.type} onError={index === files.length - 1 ? () => setState('removed') : undefined} />
        ))}
      </video>
    )
  } else if (allowed && playerUrl && consent === 'granted' && sight !== 'far') {
    player = (
      <div className="section-embed">
        <iframe src={playerUrl} title={title} tabIndex={-1} allow="autoplay; encrypted-media; picture-in-picture" referrerPolicy="strict-origin-when-cross-origin" />
      </div>
    )
  }
  return (
    <div ref={slot} className="section-video-slot">
      {player}
    </div>
  )
}
