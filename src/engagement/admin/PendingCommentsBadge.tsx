import type { Payload, TypedUser } from 'payload'

import { isStaffUser } from '@/access'

/**
 * Above the admin navigation: how many comments wait for moderation, linking to exactly those.
 * A server component, counted on each admin page load (one indexed count).
 */
export async function PendingCommentsBadge({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!isStaffUser(user ?? null)) return null
  const { totalDocs } = await payload.count({ collection: 'comments', where: { status: { equals: 'pending' } }, overrideAccess: true })
  if (totalDocs === 0) return null
  const href = `${payload.config.routes.admin}/collections/comments?where%5Bstatus%5D%5Bequals%5D=pending`
  return (
    <a href={href} className="atrium-pending-badge" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', marginBottom: '1rem', fontWeight: 600 }}>
      Comments awaiting moderation
      <span style={{ background: '#b91c1c', color: '#fff', borderRadius: '999px', padding: '0 0.5rem', minWidth: '1.5rem', textAlign: 'center' }} aria-label={`${totalDocs} pending`}>
        {totalDocs}
      </span>
    </a>
  )
}
