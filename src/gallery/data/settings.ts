import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'
import type { Gallery, GallerySetting } from '@/payload-types'

import { resolveGalleryOptions, type GalleryOptions, type OptionOverrides, type SiteSwitches } from '../resolveOptions'

export const getGallerySettings = cache(async (): Promise<GallerySetting> => {
  const payload = await getPayloadClient()
  // Depth 1: the site-wide slideshow music and watermark image come with their URLs.
  return payload.findGlobal({ slug: 'gallery-settings', depth: 1, overrideAccess: false })
})

/** The site-wide feature switches every gallery obeys (comments, ratings, view counts, sharing). */
export const getSiteSwitches = cache(async (): Promise<SiteSwitches | null> => {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, select: { features: true } })
  return settings.features ?? null
})

/**
 * A gallery's effective options: a page block's own groups, else the gallery's own, else the site's;
 * a feature the site switched off stays off.
 */
export async function getGalleryOptions(
  gallery: Gallery,
  block?: OptionOverrides & { view?: Gallery['view'] | null },
): Promise<GalleryOptions> {
  const [settings, site] = await Promise.all([getGallerySettings(), getSiteSwitches()])
  return resolveGalleryOptions(gallery, settings, block, site)
}
