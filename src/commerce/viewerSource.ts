import 'server-only'

import type { Payload } from 'payload'

import { t } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import type { ViewerPanelData, ViewerPanelSource } from '@/lib/viewerPanels'
import type { Gallery } from '@/payload-types'

import { readShopSettings } from './settings'
import { SHOP_LABEL_KEYS } from './viewer/props'

const pricelistOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null

/** Each photo's own pricelist, from the gallery's items as stored (populated). */
function ownPricelists(gallery: Gallery): Map<number, number | null> {
  const own = new Map<number, number | null>()
  for (const item of gallery.items ?? []) {
    if (typeof item === 'object' && item !== null) own.set(item.id, pricelistOf(item.pricelist))
  }
  return own
}

/**
 * The shop's side panel in a gallery's photo viewer: on when the site sells prints and downloads;
 * a photo is for sale when it, or else its gallery, has a pricelist (still images only). Read fresh:
 * the viewer's data is cached and rebuilt when the settings change.
 */
export async function shopViewerPanel(payload: Payload, ...[gallery, photos]: Parameters<ViewerPanelSource>): Promise<ViewerPanelData | null> {
  const settings = await readShopSettings(payload)
  if (!settings.enabled) return null
  const own = ownPricelists(gallery)
  const galleryPricelist = pricelistOf(gallery.pricelist)
  return {
    name: 'shop',
    position: settings.panelPosition,
    labels: Object.fromEntries(Object.entries(SHOP_LABEL_KEYS).map(([name, key]) => [name, t(key)])),
    photoIds: photos.filter((photo) => photo.kind === 'image' && (own.get(photo.id) ?? galleryPricelist) !== null).map((photo) => photo.id),
  }
}

/** What the viewer's data route lists. */
export const shopViewerSource: ViewerPanelSource = async (gallery, photos) => shopViewerPanel(await getPayloadClient(), gallery, photos)
