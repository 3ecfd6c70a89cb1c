import type { Payload, TypedUser } from 'payload'

import { isStaffUser } from '@/access'

import { PendingCount } from './PendingCount.client'

/**
 * Above the admin navigation: how many comments wait for moderation, linking to exactly those.
 * Counted here for the page's first paint (one indexed count), then kept current in the browser.
 */
export async function PendingCommentsBadge({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!isStaffUser(user ?? null)) return null
  const { totalDocs } = await payload.count({ collection: 'comments', where: { status: { equals: 'pending' } }, overrideAccess: true })
  const where = 'where%5Bstatus%5D%5Bequals%5D=pending'
  return <PendingCount initial={totalDocs} href={`${payload.config.routes.admin}/collections/comments?${where}`} countPath={`${payload.config.routes.api}/comments/count?${where}`} />
}
