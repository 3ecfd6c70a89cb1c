import 'server-only'

import type { Payload } from 'payload'

import { t } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import type { ViewerPanelData, ViewerPanelSource } from '@/lib/viewerPanels'

import type { PhotoCatalog } from './catalog'
import { readShopSettings } from './settings'
import { SHOP_LABEL_KEYS } from './viewer/props'

/**
 * The shop's side panel in a gallery's photo viewer: on when the site sells prints and downloads;
 * a photo is offered when the shop's catalogue sells it (the same rule the cart and checkout use).
 * The settings are read fresh: the viewer's data is cached and rebuilt when they change.
 */
export async function shopViewerPanel(payload: Payload, catalog: PhotoCatalog, ...[gallery, photos]: Parameters<ViewerPanelSource>): Promise<ViewerPanelData | null> {
  const settings = await readShopSettings(payload)
  if (!settings.enabled) return null
  const entries = await Promise.all(photos.map((photo) => catalog(gallery.slug, photo.id)))
  return {
    name: 'shop',
    position: settings.panelPosition,
    labels: Object.fromEntries(Object.entries(SHOP_LABEL_KEYS).map(([name, key]) => [name, t(key)])),
    photoIds: entries.flatMap((entry) => (entry && entry.pricelistId !== null ? [entry.photoId] : [])),
  }
}

/** What the viewer's data route lists, with the catalogue the routes compose the shop with. */
export const shopViewerSource =
  (catalog: PhotoCatalog): ViewerPanelSource =>
  async (gallery, photos) =>
    shopViewerPanel(await getPayloadClient(), catalog, gallery, photos)
