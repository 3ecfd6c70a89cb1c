import type { Payload } from 'payload'

import { resolveGalleryOptions, type GalleryOptions } from '@/gallery/resolveOptions'
import type { Gallery } from '@/payload-types'
import { processCache } from '@/lib/server/processCaches'

/**
 * What a gallery allows visitors to do with one of its photos, read from the gallery, the gallery
 * settings and the site's feature switches (never from the request). Votes and views arrive many times a second, so each instance
 * keeps a gallery's policy for POLICY_TTL_MS: a change in the admin clears it at once on every
 * instance (the plugin's hooks, through processCaches).
 */
export type PhotoPolicy = {
  gallery: { id: number; slug: string; title: string }
  photo: { id: number }
  behaviour: GalleryOptions['behaviour']
  stars: number
}

export type GalleryPolicy = Omit<PhotoPolicy, 'photo'> & { items: Set<number> }

export const POLICY_TTL_MS = 5_000
type CachedPolicy = { until: number; value: Promise<GalleryPolicy | null> }
const policies = new Map<string, CachedPolicy>()

const policyCache = processCache('engagement-policies', () => policies.clear())

/** Drops every cached policy, on every instance (after a gallery or the gallery settings change). */
export function forgetPolicies(): void {
  policyCache.forget()
}

async function readGalleryPolicy(payload: Payload, slug: string): Promise<GalleryPolicy | null> {
  const [{ docs }, settings, site] = await Promise.all([
    payload.find({
      collection: 'galleries',
      where: { slug: { equals: slug } },
      depth: 0,
      limit: 1,
      draft: false,
      overrideAccess: false,
      select: { title: true, slug: true, view: true, items: true, behaviour: true, lightbox: true },
    }),
    payload.findGlobal({ slug: 'gallery-settings', depth: 0, overrideAccess: false, select: { behaviour: true, lightbox: true } }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, select: { features: true } }),
  ])
  const gallery = docs[0] as Pick<Gallery, 'id' | 'title' | 'slug' | 'view' | 'items' | 'behaviour' | 'lightbox'> | undefined
  if (!gallery) return null
  const options = resolveGalleryOptions(gallery, settings, undefined, site.features)
  return {
    gallery: { id: gallery.id, slug: gallery.slug, title: gallery.title },
    items: new Set((gallery.items ?? []).map((item) => (typeof item === 'object' ? item.id : item))),
    behaviour: options.behaviour,
    stars: options.lightbox.ratingStars,
  }
}

/** A published gallery's policy and photo ids (cached as above), or null when there is no such gallery. */
export async function galleryPolicy(payload: Payload, slug: string): Promise<GalleryPolicy | null> {
  const now = Date.now()
  let entry = policies.get(slug)
  if (!entry || entry.until < now) {
    entry = { until: now + POLICY_TTL_MS, value: readGalleryPolicy(payload, slug) }
    // A failed read is not kept.
    entry.value.catch(() => policies.delete(slug))
    policies.set(slug, entry)
    if (policies.size > 1000) policies.delete(policies.keys().next().value!)
  }
  return entry.value
}

export async function photoPolicy(payload: Payload, slug: string, photoId: number): Promise<PhotoPolicy | null> {
  const policy = await galleryPolicy(payload, slug)
  if (!policy || !policy.items.has(photoId)) return null
  return { gallery: policy.gallery, photo: { id: photoId }, behaviour: policy.behaviour, stars: policy.stars }
}
