import type { Access, Where } from 'payload'

import { isStaffUser } from '@/access'

/**
 * Everyone may read media documents, but of the files only the web derivatives of photos that are
 * not watermarked are public. An uploaded original is never served to visitors (downloads go
 * through short-lived signed links), and a photo in a watermarked gallery is only served with its
 * watermark burned in (/media/watermarked/…). Staff see every file in the admin.
 */
export const mediaRead: Access = ({ req, isReadingStaticFile, data }) => {
  if (isStaffUser(req.user) || !isReadingStaticFile) return true
  const filename = typeof (data as { filename?: unknown } | undefined)?.filename === 'string' ? (data as { filename: string }).filename : ''
  const derivativeOfUnmarkedPhoto: Where = {
    and: [{ filename: { not_equals: filename } }, { 'watermarkedBy.gallery': { exists: false } }],
  }
  return derivativeOfUnmarkedPhoto
}
