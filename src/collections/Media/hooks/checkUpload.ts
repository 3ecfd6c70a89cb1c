import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { getEnv } from '@/lib/env'

import { UploadRejected, inspectUpload, makePlaceholder, readExif, stripMetadata, storageFilename } from '../uploadRules'

export type UploadFacts = {
  exif: Awaited<ReturnType<typeof readExif>>
  placeholder: string
}

/**
 * Runs before Payload touches the file: rejects anything that is not a real, reasonably sized image,
 * gives it a generated name, reads EXIF, strips metadata when it holds a location, and builds the
 * placeholder. The facts travel to beforeChange through the request context.
 */
export const checkUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  const env = getEnv()
  try {
    const inspected = await inspectUpload(file.data, { maxBytes: env.MEDIA_MAX_BYTES, maxPixels: env.MEDIA_MAX_PIXELS })
    const exif = await readExif(file.data)
    if (exif.gps) {
      file.data = await stripMetadata(file.data, inspected.mime)
      file.size = file.data.byteLength
    }
    file.mimetype = inspected.mime
    file.name = storageFilename(file.name, inspected.ext)
    const facts: UploadFacts = { exif, placeholder: await makePlaceholder(file.data) }
    req.context.uploadFacts = facts
  } catch (error) {
    if (error instanceof UploadRejected) throw new APIError(error.message, error.status, undefined, true)
    throw error
  }
  return args
}
