import type { CollectionBeforeOperationHook } from 'payload'

import { isStaffUser } from '@/access'

/** The most documents a visitor can ask for in one request (REST `limit`). */
export const PUBLIC_MAX_LIMIT = 100

/**
 * Visitors cannot ask for unbounded result sets (`limit=0`, `pagination=false`, huge limits):
 * reads are clamped to a page of PUBLIC_MAX_LIMIT. Staff and server code are not limited.
 */
export const capPublicQueries: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || isStaffUser(req.user) || req.payloadAPI === 'local') return args
  if ('id' in args) return args // findByID reads one document
  const requested = (args as { limit?: unknown }).limit
  const limit = typeof requested === 'number' && requested > 0 ? Math.min(requested, PUBLIC_MAX_LIMIT) : PUBLIC_MAX_LIMIT
  return { ...args, limit, pagination: true }
}
