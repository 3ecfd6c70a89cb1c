import fs from 'node:fs'

import type { Payload } from 'payload'

import { storedMediaPath } from '@/collections/Media/files'
import { DERIVATIVE_NAMES } from '@/collections/Media/sizes'

import { galleryWatermark } from './galleries'
import { burnWatermark } from './render'
import type { WatermarkRef } from './spec'
import { watermarkedFile, writeAtomically } from './store'

const inFlight = new Map<string, Promise<string | null>>()

/**
 * The burned copy of one stored derivative for a gallery's current watermark, made on first need
 * and kept on disk. Null unless the gallery is published and watermarked with exactly this
 * fingerprint, and the file is a web derivative of one of its photos. Uploaded originals are never
 * burned here: they are not served to visitors at all.
 */
export async function ensureWatermarkedCopy(payload: Payload, ref: WatermarkRef, filename: string): Promise<string | null> {
  const file = watermarkedFile(ref, filename)
  if (!file) return null
  if (fs.existsSync(file)) return file
  const running = inFlight.get(file)
  if (running) return running
  const work = burn(payload, ref, filename, file).finally(() => inFlight.delete(file))
  inFlight.set(file, work)
  return work
}

async function burn(payload: Payload, ref: WatermarkRef, filename: string, file: string): Promise<string | null> {
  const gallery = await payload.findByID({ collection: 'galleries', id: ref.gallery, depth: 0, draft: false, overrideAccess: false, disableErrors: true, select: { items: true, watermark: true } })
  if (!gallery) return null
  const settings = await payload.findGlobal({ slug: 'gallery-settings', depth: 0, overrideAccess: false })
  const watermark = await galleryWatermark(payload, gallery, settings)
  if (!watermark || watermark.ref.fingerprint !== ref.fingerprint) return null
  const items = (gallery.items ?? []).map((item) => (typeof item === 'object' ? item.id : item))
  if (items.length === 0) return null
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ id: { in: items } }, { or: DERIVATIVE_NAMES.map((name) => ({ [`sizes.${name}.filename`]: { equals: filename } })) }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  if (!docs[0]) return null
  const source = storedMediaPath(payload, filename)
  if (!source) return null
  const image = watermark.spec.type === 'image' ? storedMediaPath(payload, watermark.spec.imageFile) : null
  if (watermark.spec.type === 'image' && !image) return null
  await writeAtomically(file, await burnWatermark(source, watermark.spec, image))
  return file
}

/** The sizes grids and filmstrips show first: burned ahead so a gallery's first visitor does not wait. */
const WARM_SIZES = ['w320', 'w640'] as const

/**
 * Burns the small sizes of every photo of these (new) watermarks, one file at a time so visitors'
 * requests keep the CPU. Started after the change that made them has been saved; failures only mean
 * the copy is made on its first request instead.
 */
export async function warmWatermarkedCopies(payload: Payload, refs: readonly WatermarkRef[]): Promise<number> {
  let made = 0
  for (const ref of refs) {
    const gallery = await payload.findByID({ collection: 'galleries', id: ref.gallery, depth: 0, draft: false, overrideAccess: true, disableErrors: true, select: { items: true } })
    const ids = (gallery?.items ?? []).map((item) => (typeof item === 'object' ? item.id : item))
    if (ids.length === 0) continue
    const { docs } = await payload.find({ collection: 'media', where: { id: { in: ids } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { sizes: true } })
    for (const media of docs) {
      for (const size of WARM_SIZES) {
        const filename = media.sizes?.[size]?.filename
        if (filename && (await ensureWatermarkedCopy(payload, ref, filename))) made++
      }
    }
  }
  return made
}
