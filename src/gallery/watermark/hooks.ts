import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { docTag } from '@/lib/cacheTags'
import { revalidateTags, savesOnlyADraft } from '@/lib/revalidate'

import { mediaGalleryTags } from '../hooks/revalidate'
import { warmWatermarkedCopies } from './copies'
import { syncWatermarks } from './galleries'

/** Long enough for the change's transaction to be committed before copies are burned from it. */
const WARM_DELAY_MS = 1000

/**
 * After any gallery or gallery-settings change: who is watermarked may have changed. Every photo
 * whose addresses changed expires what shows it — its galleries in every state, their photo pages
 * and slides, albums and page blocks (they read the galleries' tags), pages with the picture and
 * search answers (they read the photo's) — since the old addresses now answer 403 or 404. A new or
 * changed watermark has its small sizes burned in the background right away ("regenerated when the
 * setting changes"); the rest are burned on first request. Seeds and tests that pass
 * `context.disableRevalidate` skip the background work.
 */
async function sync(payload: Payload, req: PayloadRequest) {
  const { fresh, updated } = await syncWatermarks(payload, req)
  if (updated.length) revalidateTags([...updated.map((id) => docTag('media', id)), ...(await mediaGalleryTags(payload, updated))], { context: req.context, payload })
  if (fresh.length === 0 || req.context?.disableRevalidate) return
  setTimeout(() => {
    warmWatermarkedCopies(payload, fresh).catch((error) => payload.logger.warn({ msg: 'Burning watermarked copies ahead failed; they will be made on request', err: error }))
  }, WARM_DELAY_MS).unref()
}

// A draft save cannot change which photos are shown watermarked: only published galleries count.
export const syncWatermarksAfterGalleryChange: CollectionAfterChangeHook = async ({ req }) => (savesOnlyADraft(req) ? undefined : sync(req.payload, req))
export const syncWatermarksAfterGalleryDelete: CollectionAfterDeleteHook = async ({ req }) => sync(req.payload, req)
export const syncWatermarksAfterSettingsChange: GlobalAfterChangeHook = async ({ req }) => sync(req.payload, req)
