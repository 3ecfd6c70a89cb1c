import type { Env } from './env'

/** A base layer of the map block: where its tiles come from and whom they credit. */
export type MapTileLayer = { id: 'street' | 'satellite'; url: string; attribution: string }

/** The map's base layers from the operator's settings: street always, satellite unless turned off. */
export function mapTileLayers(env: Env): MapTileLayer[] {
  const layers: MapTileLayer[] = [{ id: 'street', url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION }]
  if (env.MAP_SATELLITE_TILE_URL !== 'off') layers.push({ id: 'satellite', url: env.MAP_SATELLITE_TILE_URL, attribution: env.MAP_SATELLITE_ATTRIBUTION })
  return layers
}

/** The origins tiles load from: the only images the CSP allows from other sites. */
export function mapTileOrigins(env: Env): string[] {
  return [...new Set(mapTileLayers(env).map((layer) => new URL(layer.url.replace(/\{[a-z]\}/g, '0')).origin))]
}

/** The host visitors are told about before they consent ("This map loads from tile.openstreetmap.org"). */
export function mapTileHosts(env: Env): string[] {
  return [...new Set(mapTileLayers(env).map((layer) => new URL(layer.url.replace(/\{[a-z]\}/g, '0')).host))]
}
