import type { Payload, PayloadRequest } from 'payload'

import { nestedReq } from '@/lib/quietReq'
import type { Gallery, GallerySetting, Media } from '@/payload-types'

import { resolveWatermarkOptions } from '../resolveOptions'
import { recordedWatermark, watermarkFingerprint, watermarkSpec, type WatermarkRef, type WatermarkSpec } from './spec'
import { copyStore } from './store'

/**
 * Which galleries are watermarked, and which photos therefore may only be shown watermarked.
 * Every published photo in a watermarked gallery records one "home" watermark (that of the
 * first such gallery by id) in `watermarkedBy`: its plain files stop being public, and wherever
 * else it appears (a page, an album cover, an unwatermarked gallery) it is shown with that mark.
 */

export type GalleryWatermark = { spec: WatermarkSpec; ref: WatermarkRef }

type WatermarkImage = number | Pick<Media, 'filename' | 'sizes'> | null | undefined

/** The stored file an image watermark is drawn from: a 640-px copy when there is one (WebP keeps transparency). */
const imageFileOf = (image: Pick<Media, 'filename' | 'sizes'>) => image.sizes?.w640?.filename ?? image.filename ?? null

async function watermarkImageFile(payload: Payload, image: WatermarkImage, req?: Partial<PayloadRequest>): Promise<string | null> {
  if (!image) return null
  if (typeof image === 'object') return imageFileOf(image)
  const doc = await payload.findByID({ collection: 'media', id: image, depth: 0, disableErrors: true, overrideAccess: true, req })
  return doc ? imageFileOf(doc) : null
}

/** A gallery's watermark under the given site settings, or null when it has none. */
export async function galleryWatermark(
  payload: Payload,
  gallery: Pick<Gallery, 'id' | 'watermark'>,
  settings: Pick<GallerySetting, 'watermark'>,
  req?: Partial<PayloadRequest>,
): Promise<GalleryWatermark | null> {
  const options = resolveWatermarkOptions(gallery, settings)
  const imageFile = options.type === 'image' ? await watermarkImageFile(payload, options.image as WatermarkImage, req) : null
  const spec = watermarkSpec(options, imageFile)
  return spec ? { spec, ref: { gallery: gallery.id, fingerprint: watermarkFingerprint(spec) } } : null
}

const sameRef = (a: WatermarkRef | null, b: WatermarkRef | null) =>
  a === b || (a !== null && b !== null && a.gallery === b.gallery && a.fingerprint === b.fingerprint)

/**
 * Brings every photo's `watermarkedBy` in line with the published galleries and settings, and
 * removes burned files no current watermark uses. Runs after a gallery or the gallery settings
 * change, inside that change's transaction. `updated` lists the photos whose addresses changed,
 * `fresh` the watermarks nothing is burned for yet.
 */
export async function syncWatermarks(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<{ updated: number[]; removedFolders: number; fresh: WatermarkRef[] }> {
  const settings = await payload.findGlobal({ slug: 'gallery-settings', depth: 0, overrideAccess: true, req })
  const { docs: galleries } = await payload.find({
    collection: 'galleries',
    where: { _status: { equals: 'published' } },
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
    select: { items: true, watermark: true },
    req,
  })
  const home = new Map<number, WatermarkRef>()
  const current: WatermarkRef[] = []
  for (const gallery of galleries) {
    const watermark = await galleryWatermark(payload, gallery, settings, req)
    if (!watermark) continue
    current.push(watermark.ref)
    for (const item of gallery.items ?? []) {
      const id = typeof item === 'object' ? item.id : item
      if (!home.has(id)) home.set(id, watermark.ref)
    }
  }
  const { docs: marked } = await payload.find({
    collection: 'media',
    where: { or: [{ 'watermarkedBy.gallery': { exists: true } }, ...(home.size ? [{ id: { in: [...home.keys()] } }] : [])] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { watermarkedBy: true },
    req,
  })
  const updated: number[] = []
  for (const media of marked) {
    const wanted = home.get(media.id) ?? null
    if (sameRef(recordedWatermark(media), wanted)) continue
    await payload.update({
      collection: 'media',
      id: media.id,
      data: { watermarkedBy: { gallery: wanted?.gallery ?? null, fingerprint: wanted?.fingerprint ?? null } },
      depth: 0,
      overrideAccess: true,
      // The gallery or settings change that led here expires what shows these photos once (hooks.ts).
      ...nestedReq(req, { disableRevalidate: true }),
    })
    updated.push(media.id)
  }
  const store = copyStore()
  const removedFolders = await store.removeStale(current)
  const fresh: WatermarkRef[] = []
  for (const ref of current) if (!(await store.hasAny(ref))) fresh.push(ref)
  return { updated, removedFolders, fresh }
}
