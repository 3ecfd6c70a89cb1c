import type { Payload } from 'payload'

import { isAdminUser, isStaffUser } from '@/access'
import { problem } from '@/lib/server/http'

/** The signed-in editor or admin making the request, or the answer that refuses anyone else. */
export async function requireStaff(payload: Payload, request: Request): Promise<{ ok: true } | { ok: false; response: Response }> {
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return { ok: false, response: problem(401, 'Please sign in to the admin first.') }
  if (!isStaffUser(user)) return { ok: false, response: problem(403, 'Only editors and admins may do this.') }
  return { ok: true }
}

/** The signed-in admin making the request, or the answer that refuses anyone else (editors too). */
export async function requireAdmin(payload: Payload, request: Request): Promise<{ ok: true; userId: number } | { ok: false; response: Response }> {
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return { ok: false, response: problem(401, 'Please sign in to the admin first.') }
  if (!isAdminUser(user)) return { ok: false, response: problem(403, 'Only admins may run imports.') }
  return { ok: true, userId: Number(user.id) }
}
