import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { localPath } from '@/lib/urls'

export const dynamic = 'force-dynamic'

/** GET /preview/exit?path=/about: leaves draft mode and shows the published page again. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  // Only a path of this site (never //other.host, /\\host, a scheme or a control character): no open redirect.
  redirect(localPath(new URL(request.url).searchParams.get('path')) ?? '/')
}
