import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'
import type { Gallery, GallerySetting } from '@/payload-types'

import { resolveGalleryOptions, type GalleryOptions, type OptionOverrides } from '../resolveOptions'

export const getGallerySettings = cache(async (): Promise<GallerySetting> => {
  const payload = await getPayloadClient()
  // Depth 1: the site-wide slideshow music and watermark image come with their URLs.
  return payload.findGlobal({ slug: 'gallery-settings', depth: 1, overrideAccess: false })
})

/**
 * A gallery's effective options: a page block's own groups, else the gallery's own, else the site's.
 */
export async function getGalleryOptions(
  gallery: Gallery,
  block?: OptionOverrides & { view?: Gallery['view'] | null },
): Promise<GalleryOptions> {
  return resolveGalleryOptions(gallery, await getGallerySettings(), block)
}
