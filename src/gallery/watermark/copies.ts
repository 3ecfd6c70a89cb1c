import type { Payload } from 'payload'

import { readStoredMedia } from '@/collections/Media/files'
import { DERIVATIVE_NAMES } from '@/collections/Media/sizes'

import { galleryWatermark } from './galleries'
import { burnWatermark } from './render'
import type { WatermarkRef, WatermarkSpec } from './spec'
import { copyKey, copyStore, type OpenedCopy } from './store'

/** A gallery whose current watermark is exactly the one asked for, with what burning needs. */
type Burnable = { ref: WatermarkRef; spec: WatermarkSpec; image: Buffer | null; items: number[] }

/**
 * Checks once per watermark what every copy needs: the gallery is published and its watermark
 * (under the current settings) has exactly this fingerprint, and an image watermark's file can be
 * read (from this disk or the storage adapter's bucket).
 */
async function currentBurnable(payload: Payload, ref: WatermarkRef): Promise<Burnable | null> {
  const gallery = await payload.findByID({ collection: 'galleries', id: ref.gallery, depth: 0, draft: false, overrideAccess: false, disableErrors: true, select: { items: true, watermark: true } })
  if (!gallery) return null
  const settings = await payload.findGlobal({ slug: 'gallery-settings', depth: 0, overrideAccess: false })
  const watermark = await galleryWatermark(payload, gallery, settings)
  if (!watermark || watermark.ref.fingerprint !== ref.fingerprint) return null
  const image = watermark.spec.type === 'image' ? await readStoredMedia(payload, watermark.spec.imageFile) : null
  if (watermark.spec.type === 'image' && !image) return null
  const items = (gallery.items ?? []).map((item) => (typeof item === 'object' ? item.id : item))
  return { ref, spec: watermark.spec, image, items }
}

const inFlight = new Map<string, Promise<Buffer | null>>()

/** Burns one stored derivative and keeps the copy, once however many ask at the same time in this process. */
function burnOnce(payload: Payload, burnable: Burnable, filename: string): Promise<Buffer | null> {
  const key = copyKey(burnable.ref, filename)!
  const running = inFlight.get(key)
  if (running) return running
  const work = (async () => {
    const source = await readStoredMedia(payload, filename)
    if (!source) return null
    const burned = await burnWatermark(source, burnable.spec, burnable.image)
    await copyStore().write(burnable.ref, filename, burned)
    return burned
  })().finally(() => inFlight.delete(key))
  inFlight.set(key, work)
  return work
}

/**
 * The burned copy of one stored derivative for a gallery's current watermark, made on first need
 * and kept (store.ts). Null unless the gallery is published and watermarked with exactly this
 * fingerprint, and the file is a web derivative of one of its photos. Uploaded originals are never
 * burned here: they are not served to visitors at all.
 */
export async function ensureWatermarkedCopy(payload: Payload, ref: WatermarkRef, filename: string): Promise<OpenedCopy | null> {
  if (!copyKey(ref, filename)) return null
  const kept = await copyStore().open(ref, filename)
  if (kept) return kept
  const burnable = await currentBurnable(payload, ref)
  if (!burnable || burnable.items.length === 0) return null
  const { totalDocs } = await payload.count({
    collection: 'media',
    where: { and: [{ id: { in: burnable.items } }, { or: DERIVATIVE_NAMES.map((name) => ({ [`sizes.${name}.filename`]: { equals: filename } })) }] },
    overrideAccess: true,
  })
  const burned = totalDocs > 0 ? await burnOnce(payload, burnable, filename) : null
  return burned ? { stream: new Response(new Uint8Array(burned)).body!, length: burned.byteLength } : null
}

/** The sizes grids and filmstrips show first: burned ahead so a gallery's first visitor does not wait. */
const WARM_SIZES = ['w320', 'w640'] as const

/**
 * Burns the small sizes of every photo of these (new) watermarks, one file at a time so visitors'
 * requests keep the CPU. Started after the change that made them has been saved; failures only mean
 * the copy is made on its first request instead. Each watermark is checked once, not per file.
 */
export async function warmWatermarkedCopies(payload: Payload, refs: readonly WatermarkRef[]): Promise<number> {
  let made = 0
  for (const ref of refs) {
    const burnable = await currentBurnable(payload, ref)
    if (!burnable || burnable.items.length === 0) continue
    const { docs } = await payload.find({ collection: 'media', where: { id: { in: burnable.items } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { sizes: true } })
    for (const media of docs) {
      for (const size of WARM_SIZES) {
        const filename = media.sizes?.[size]?.filename
        if (filename && copyKey(ref, filename) && !(await copyStore().has(ref, filename)) && (await burnOnce(payload, burnable, filename))) made++
      }
    }
  }
  return made
}
