'use client'

import { useEffect, useRef, useState } from 'react'

import { ConsentPrompt } from '@/components/Consent/ConsentPrompt.client'
import { setConsent, useConsent } from '@/components/Consent/useConsent'
import type { MapTileLayer } from '@/lib/mapTiles'
import { translator, type MAP_MESSAGES, type Messages } from '@/lib/messageTemplates'
import { useHydrated } from '@/lib/useHydrated'

import type { MapSettings } from './leafletMap'
import type { MapMarker } from './markers'

/**
 * The map's box: its height is fixed, so the page never moves when the map arrives. Tiles come from
 * another site, so the map loads only with the visitor's consent: at once (when the box nears the
 * window) for a visitor who accepted; after "Show map" and an answer in the box for the others.
 * Leaflet and its styles are fetched only then.
 */
export function MapView({ label, height, markers, layers, settings, texts, messages }: { label: string; height: number; markers: MapMarker[]; layers: MapTileLayer[]; settings: MapSettings; texts: { prompt: string }; messages: Messages<(typeof MAP_MESSAGES)[number]> }) {
  const hydrated = useHydrated()
  const t = translator(messages)
  const consent = useConsent()
  const box = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLDivElement>(null)
  const [asked, setAsked] = useState(false)
  const [near, setNear] = useState(false)
  const [state, setState] = useState<'waiting' | 'loading' | 'ready' | 'failed'>('waiting')
  const wanted = consent === 'granted' && near

  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        setNear(true)
        observer.disconnect()
      }
    }, { rootMargin: '200px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const element = canvas.current
    if (!wanted || !element) return
    let remove: (() => void) | undefined
    let cancelled = false
    setState('loading')
    import('./leafletMap')
      .then(({ drawMap }) => {
        if (cancelled) return
        remove = drawMap(element, { markers, layers, settings, layerNames: { street: t('map.street'), satellite: t('map.satellite') } })
        setState('ready')
      })
      .catch((error: unknown) => {
        console.error('[map] The map could not be drawn:', error)
        if (!cancelled) setState('failed')
      })
    return () => {
      cancelled = true
      remove?.()
    }
    // The map is drawn once per consent; its settings come from the page and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted])

  return (
    <div ref={box} className="map-box" style={{ height }} data-state={state} data-ready={hydrated ? 'true' : undefined}>
      <div ref={canvas} className="map-canvas" role="region" aria-label={label} />
      {state !== 'ready' ? (
        <div className="map-placeholder">
          {state === 'failed' ? (
            <p role="status">{t('map.failed')}</p>
          ) : state === 'loading' ? (
            <p role="status">{t('map.loading')}</p>
          ) : asked && consent !== 'granted' ? (
            <ConsentPrompt label={t('map.show')} prompt={texts.prompt} allowLabel={t('map.allowAndShow')} onAllow={() => setConsent('granted')} />
          ) : consent !== 'granted' ? (
            <button type="button" className="button" onClick={() => setAsked(true)}>
              {t('map.show')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
