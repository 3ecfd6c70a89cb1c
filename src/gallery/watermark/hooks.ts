import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { syncWatermarks } from './galleries'

/** After any gallery or gallery-settings change: who is watermarked may have changed. */
export const syncWatermarksAfterGalleryChange: CollectionAfterChangeHook = async ({ req }) => {
  await syncWatermarks(req.payload, req)
}
export const syncWatermarksAfterGalleryDelete: CollectionAfterDeleteHook = async ({ req }) => {
  await syncWatermarks(req.payload, req)
}
export const syncWatermarksAfterSettingsChange: GlobalAfterChangeHook = async ({ req }) => {
  await syncWatermarks(req.payload, req)
}
