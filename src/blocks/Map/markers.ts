/** A marker as the map island draws it (client-safe, plain data). */
export type MapMarker = {
  title: string
  lat: number
  lng: number
  address: string | null
  content: string | null
  tooltip: 'click' | 'hover' | 'always'
  icon: { url: string; size: number } | null
}

type StoredMarker = { title?: string | null; lat?: number | null; lng?: number | null; address?: string | null; content?: string | null; tooltip?: string | null; iconSize?: number | null }

/** The old theme's cap: marker icons at most 40 px on high-density (retina) screens. */
export const RETINA_ICON_CAP = 40

/** An icon's drawn size: the editor's size, capped at 40 px where a CSS pixel is several device pixels. */
export function markerIconSize(size: number, devicePixelRatio: number): number {
  return devicePixelRatio > 1 ? Math.min(size, RETINA_ICON_CAP) : size
}

const isCoordinate = (value: unknown, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit

/**
 * The markers that can be drawn, and a sentence for each one that cannot (no latitude or longitude):
 * the old site logged those and left them off the map.
 */
export function drawableMarkers(stored: readonly StoredMarker[], iconUrlOf: (index: number) => string | null): { markers: MapMarker[]; skipped: string[] } {
  const markers: MapMarker[] = []
  const skipped: string[] = []
  stored.forEach((marker, index) => {
    const title = marker.title?.trim() || `Marker ${index + 1}`
    if (!isCoordinate(marker.lat, 90) || !isCoordinate(marker.lng, 180)) {
      skipped.push(`"${title}" has no ${!isCoordinate(marker.lat, 90) ? 'latitude' : 'longitude'}`)
      return
    }
    const iconUrl = iconUrlOf(index)
    markers.push({
      title,
      lat: marker.lat,
      lng: marker.lng,
      address: marker.address?.trim() || null,
      content: marker.content?.trim() || null,
      tooltip: marker.tooltip === 'hover' || marker.tooltip === 'always' ? marker.tooltip : 'click',
      icon: iconUrl ? { url: iconUrl, size: Math.min(80, Math.max(16, marker.iconSize ?? 40)) } : null,
    })
  })
  return { markers, skipped }
}

/** CSS filter for the editor's hue (degrees) and saturation (-100…100) on the map's tiles, or none. */
export function tileFilter(hue: number, saturation: number): string | null {
  const parts: string[] = []
  if (hue) parts.push(`hue-rotate(${Math.max(-180, Math.min(180, hue))}deg)`)
  if (saturation) parts.push(`saturate(${Math.max(0, 1 + Math.max(-100, Math.min(100, saturation)) / 100)})`)
  return parts.length ? parts.join(' ') : null
}
