import type { CollectionBeforeOperationHook } from 'payload'

import { isStaffUser } from '@/access'
import { getEnv } from '@/lib/env'
import { UploadRejectedError } from '@/lib/uploadError'

import { UploadRejected, inspectUpload, makePlaceholder, readExif, stripMetadata, storageFilename } from '../uploadRules'

/**
 * Runs before Payload touches the file: rejects anything that is not a real, reasonably sized image,
 * gives it a generated name, reads EXIF, strips metadata when it holds a location, and builds the
 * placeholder. The facts go into the operation's own data, so they belong to this upload only.
 */
export const checkUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  // Only staff (or server code) may upload: leave everyone else to the access check, which answers
  // 403 before any byte of their file is parsed.
  if (req.payloadAPI !== 'local' && !isStaffUser(req.user)) return args
  const env = getEnv()
  try {
    const inspected = await inspectUpload(file.data, { maxBytes: env.MEDIA_MAX_BYTES, maxPixels: env.MEDIA_MAX_PIXELS })
    const { gps, ...exif } = await readExif(file.data)
    if (gps) {
      file.data = await stripMetadata(file.data, inspected.mime)
      file.size = file.data.byteLength
    }
    file.mimetype = inspected.mime
    file.name = storageFilename(file.name, inspected.ext)
    const facts = {
      placeholder: await makePlaceholder(file.data),
      exif: { camera: null, lens: null, focalLength: null, aperture: null, exposureTime: null, iso: null, takenAt: null, ...exif, gps: gps ?? { latitude: null, longitude: null } },
    }
    return { ...args, data: { ...(args as { data?: object }).data, ...facts } }
  } catch (error) {
    if (error instanceof UploadRejected) throw new UploadRejectedError(error.message, error.status)
    throw error
  }
}
