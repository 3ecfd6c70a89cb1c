import 'server-only'

import { notFound, permanentRedirect } from 'next/navigation'

import { getPayloadClient } from '@/lib/payload'
import { linkHref } from '@/lib/urls'

/**
 * For a URL with no content: follow an editor's redirect (old site addresses) if one exists,
 * otherwise show the 404 page.
 */
export async function redirectOrNotFound(path: string): Promise<never> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: path } },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  const target = docs[0]?.to
  const href = target ? linkHref({ type: target.type, url: target.url, reference: target.reference as never }) : null
  if (href && href !== path) {
    permanentRedirect(href)
  }
  notFound()
}
