import type { CollectionBeforeChangeHook } from 'payload'

import type { UploadFacts } from './checkUpload'

/** Stores what checkUpload learned about a new file (EXIF, placeholder) on the document. */
export const applyUploadFacts: CollectionBeforeChangeHook = ({ data, req }) => {
  const facts = req.context.uploadFacts as UploadFacts | undefined
  if (!facts) return data
  const { gps, ...publicExif } = facts.exif
  return {
    ...data,
    placeholder: facts.placeholder,
    exif: { ...publicExif, gps: gps ?? { latitude: null, longitude: null } },
  }
}
