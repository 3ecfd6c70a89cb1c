'use client'

import L from 'leaflet'
import 'leaflet/dist/leaflet.css'

import type { MapTileLayer } from '@/lib/mapTiles'

import { markerIconSize, type MapMarker } from './markers'

export type MapSettings = {
  autoZoom: boolean
  zoom: number
  baseLayer: 'street' | 'satellite'
  layerSwitch: boolean
  zoomControl: boolean
  mobileDrag: boolean
  tileFilter: string | null
}

/** The old theme's default zoom when zooming to fit a single marker. */
const SINGLE_MARKER_ZOOM = 10

/** A text-only element for a marker's bubble: visitors' browsers never parse editors' text as HTML. */
function bubble(marker: MapMarker): HTMLElement {
  const root = document.createElement('div')
  root.className = 'map-bubble'
  const title = document.createElement('strong')
  title.textContent = marker.title
  root.append(title)
  for (const text of [marker.address, marker.content]) {
    if (!text) continue
    const line = document.createElement('p')
    line.textContent = text
    root.append(line)
  }
  return root
}

/**
 * Draws the map in `element` with Leaflet (loaded with this module, only once the map may show):
 * the base layers (and a switch between them), markers with their bubbles or tooltips, the zoom
 * that fits them, and the editor's tint on the tiles. Returns the function that removes it.
 */
export function drawMap(element: HTMLElement, { markers, layers, settings, layerNames }: { markers: MapMarker[]; layers: MapTileLayer[]; settings: MapSettings; layerNames: Record<MapTileLayer['id'], string> }): () => void {
  const map = L.map(element, {
    zoomControl: settings.zoomControl,
    // On touch screens one finger scrolls the page unless the editor chose dragging.
    dragging: settings.mobileDrag || !L.Browser.mobile,
    scrollWheelZoom: false,
    keyboard: true,
    attributionControl: true,
  })
  const tiles = Object.fromEntries(layers.map((layer) => [layer.id, L.tileLayer(layer.url, { attribution: layer.attribution, maxZoom: 19, crossOrigin: false })]))
  ;(tiles[settings.baseLayer] ?? tiles.street)!.addTo(map)
  if (settings.layerSwitch) {
    // Always open: two labelled radio buttons, for keyboards too, and nothing unfolds under a passing pointer.
    L.control.layers(Object.fromEntries(layers.map((layer) => [layerNames[layer.id], tiles[layer.id]!])), undefined, { collapsed: false }).addTo(map)
  }
  if (settings.tileFilter) map.getPane('tilePane')!.style.filter = settings.tileFilter

  for (const marker of markers) {
    const size = marker.icon ? markerIconSize(marker.icon.size, window.devicePixelRatio || 1) : 0
    const icon = marker.icon
      ? L.icon({ iconUrl: marker.icon.url, className: 'map-marker', iconSize: [size, size], iconAnchor: [size / 2, size], popupAnchor: [0, -size], tooltipAnchor: [0, -size] })
      : L.divIcon({ className: 'map-pin map-marker', iconSize: [28, 36], iconAnchor: [14, 36], popupAnchor: [0, -34], tooltipAnchor: [0, -34], html: '<span class="map-pin-shape"></span>' })
    const pin = L.marker([marker.lat, marker.lng], { icon, title: marker.title, alt: marker.title, keyboard: true, riseOnHover: true }).addTo(map)
    if (marker.tooltip === 'click') pin.bindPopup(bubble(marker))
    else pin.bindTooltip(bubble(marker), { permanent: marker.tooltip === 'always', direction: 'top', opacity: 1 })
  }

  const points = markers.map((marker) => L.latLng(marker.lat, marker.lng))
  if (points.length === 1) map.setView(points[0]!, settings.autoZoom ? SINGLE_MARKER_ZOOM : settings.zoom)
  else if (settings.autoZoom) map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 16 })
  else map.setView(L.latLngBounds(points).getCenter(), settings.zoom)
  return () => {
    map.remove()
  }
}
