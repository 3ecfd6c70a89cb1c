import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'


export const dynamic = 'force-dynamic'

/** GET /preview/exit?path=/about: leaves draft mode and shows the published page again. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  // Only a path of this site (never //other.host or a scheme): no open redirect.
  redirect(/^\/(?![/\\])/.test(path) ? path : '/')
}
