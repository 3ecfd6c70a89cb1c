import crypto from 'node:crypto'

import { fileTypeFromBuffer } from 'file-type'
import type { CollectionBeforeOperationHook } from 'payload'

import { isStaffUser } from '@/access'
import { UploadRejectedError } from '@/lib/uploadError'

export type FileUploadRules = {
  /** Real (magic-byte) MIME type → the extension the stored file gets. */
  accepted: Readonly<Record<string, string>>
  maxBytes: number
  /** Stored names are `<prefix>-<random>.<ext>`: never the uploader's name. */
  namePrefix: string
  tooLarge: string
  unsupported: string
}

/**
 * A beforeOperation hook for non-image uploads (music, video): checks the size and the real type
 * from the file's first bytes before anything stores it, and gives it a generated name. Visitors'
 * uploads are left to the access check, which refuses them before any byte is parsed.
 */
export function fileUploadCheck(rules: FileUploadRules): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file || (req.payloadAPI !== 'local' && !isStaffUser(req.user))) return args
    if (file.data.byteLength > rules.maxBytes) throw new UploadRejectedError(rules.tooLarge, 413)
    const detected = await fileTypeFromBuffer(file.data)
    const ext = detected ? rules.accepted[detected.mime] : undefined
    if (!detected || !ext) throw new UploadRejectedError(rules.unsupported, 415)
    // Parameters (e.g. "; codecs=opus") are not part of the type the collection checks and stores.
    file.mimetype = detected.mime.split(";")[0]!.trim()
    file.name = `${rules.namePrefix}-${crypto.randomUUID().slice(0, 12)}.${ext}`
    return args
  }
}
