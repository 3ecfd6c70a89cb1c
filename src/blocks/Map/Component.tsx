import { reshapePhoto } from '@/gallery/data/reshape'
import { getEnv } from '@/lib/env'
import { mapTileHosts, mapTileLayers } from '@/lib/mapTiles'
import { pickMessages, t } from '@/lib/messages'
import { MAP_MESSAGES } from '@/lib/messageTemplates'
import type { MapBlock as MapBlockProps } from '@/payload-types'

import { MapView } from '../islands'
import { drawableMarkers, tileFilter } from './markers'

/**
 * A map block: the places as a list (always in the page, with or without the map) and a box the
 * island fills with the map once it may load. Markers without coordinates are logged and left off;
 * with none left, nothing is drawn.
 */
export function MapBlock({ id, heading, markers: stored, autoZoom, zoom, height, baseLayer, layerSwitch, zoomControl, mobileDrag, hue, saturation }: MapBlockProps) {
  const { markers, skipped } = drawableMarkers(stored ?? [], (index) => {
    const icon = stored?.[index]?.icon
    return typeof icon === 'object' && icon ? (reshapePhoto(icon)?.sources[0]?.url ?? null) : null
  })
  const label = heading || t('map.label')
  for (const reason of skipped) console.warn(`[map] ${label}: ${reason}; the marker is left off the map.`)
  if (!markers.length) {
    console.warn(`[map] ${label}: no marker has a latitude and a longitude; the map is not drawn.`)
    return null
  }
  const env = getEnv()
  const layers = mapTileLayers(env)
  const hosts = mapTileHosts(env).join(', ')
  return (
    <section className="block block-map" aria-labelledby={heading ? `map-${id}` : undefined} aria-label={heading ? undefined : label}>
      {heading ? <h2 id={`map-${id}`}>{heading}</h2> : null}
      <MapView
        label={t('map.region', { name: label })}
        height={height ?? 420}
        markers={markers}
        layers={layers}
        settings={{
          autoZoom: autoZoom ?? true,
          zoom: zoom ?? 10,
          baseLayer: baseLayer === 'satellite' && layers.some((layer) => layer.id === 'satellite') ? 'satellite' : 'street',
          layerSwitch: (layerSwitch ?? true) && layers.length > 1,
          zoomControl: zoomControl ?? true,
          mobileDrag: mobileDrag ?? false,
          tileFilter: tileFilter(hue ?? 0, saturation ?? 0),
        }}
        texts={{ prompt: t('map.consentPrompt', { host: hosts }) }}
        messages={pickMessages(MAP_MESSAGES)}
      />
      <ul className="map-places">
        {markers.map((marker, index) => (
          <li key={index}>
            <strong>{marker.title}</strong>
            {marker.address ? <span className="map-place-address">{marker.address}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
