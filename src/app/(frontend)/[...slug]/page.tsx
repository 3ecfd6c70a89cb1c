import type { Metadata } from 'next'

import { splitStateFromSegments } from '@/gallery/state/segment'
import { parseParam, slugParam } from '@/lib/params'
import { HOME_SLUG } from '@/lib/urls'
import { PageView, pageMetadata } from '../_shared/PageView'
import { redirectOrNotFound } from '@/site/redirects'

type Props = { params: Promise<{ slug: string[] }> }

export const revalidate = 3600
export const dynamicParams = true

// Rendered on each address's first request, then kept in Next's cache (src/lib/buildPhase.ts).
export async function generateStaticParams() {
  return []
}

/**
 * Only one-segment slugs are pages; "home" lives at "/". A last segment made by src/proxy.ts carries
 * the galleries' state (`/about/~…`, or `/~…` for the home page). Anything else may be an old URL.
 */
function pageSlug(segments: string[]): { slug: string; state: URLSearchParams } | null {
  const { path, state } = splitStateFromSegments(segments)
  if (!state) return null
  if (path.length === 0) return state.size > 0 ? { slug: HOME_SLUG, state } : null
  if (path.length !== 1) return null
  const slug = parseParam(slugParam, path[0])
  return slug && slug !== HOME_SLUG ? { slug, state } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = pageSlug((await params).slug)
  return found ? pageMetadata(found.slug, found.state) : {}
}

export default async function CmsPage({ params }: Props) {
  const segments = (await params).slug
  const found = pageSlug(segments)
  if (!found) return redirectOrNotFound(`/${segments.map(encodeURIComponent).join('/')}`)
  return <PageView slug={found.slug} state={found.state} />
}
