import type { Access, Where } from 'payload'

import { isStaffUser } from '@/access'

/**
 * Visitors may read a photo only while published content shows it (`public`, kept by
 * ./visibility.ts), and of its files only the web derivatives, and only when it is not watermarked.
 * An uploaded original is never served to visitors (downloads go through short-lived signed
 * links), and a photo in a watermarked gallery is only served with its watermark burned in
 * (/media/watermarked/…). Staff see everything in the admin.
 */
export const mediaRead: Access = ({ req, isReadingStaticFile, data }) => {
  if (isStaffUser(req.user)) return true
  const shown: Where = { public: { equals: true } }
  if (!isReadingStaticFile) return shown
  const filename = typeof (data as { filename?: unknown } | undefined)?.filename === 'string' ? (data as { filename: string }).filename : ''
  const derivativeOfUnmarkedPhoto: Where = {
    and: [shown, { filename: { not_equals: filename } }, { 'watermarkedBy.gallery': { exists: false } }],
  }
  return derivativeOfUnmarkedPhoto
}
