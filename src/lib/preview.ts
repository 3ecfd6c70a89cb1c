import 'server-only'

import { draftMode, headers } from 'next/headers'
import type { TypedUser } from 'payload'
import { cache } from 'react'

import { isStaffUser } from '@/access'

import { getPayloadClient } from './payload'

/**
 * The signed-in editor previewing drafts (Next's draft mode, turned on by /preview), or null. Draft
 * mode alone is not enough: without a staff session nobody reads a draft. Outside draft mode it
 * reads no request data, so static and ISR pages stay static.
 */
export const previewEditor = cache(async (): Promise<TypedUser | null> => {
  if (!(await draftMode()).isEnabled) return null
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return isStaffUser(user) ? (user as TypedUser) : null
})
