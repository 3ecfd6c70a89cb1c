import type { Metadata } from 'next'

import { parseParam, slugParam } from '@/lib/params'
import { HOME_SLUG } from '@/lib/urls'
import { listPublishedPages } from '@/site/data/pages'
import { PageView, pageMetadata } from '../_shared/PageView'
import { redirectOrNotFound } from '@/site/redirects'

type Props = { params: Promise<{ slug: string[] }> }

export const revalidate = 3600
export const dynamicParams = true

export async function generateStaticParams() {
  const pages = await listPublishedPages()
  return pages.filter((page) => page.slug !== HOME_SLUG).map((page) => ({ slug: [page.slug] }))
}

/** Only one-segment slugs are pages; "home" lives at "/". Anything else may be an old URL. */
function pageSlug(segments: string[]): string | null {
  if (segments.length !== 1) return null
  const slug = parseParam(slugParam, segments[0])
  return slug && slug !== HOME_SLUG ? slug : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = pageSlug((await params).slug)
  return slug ? pageMetadata(slug) : {}
}

export default async function CmsPage({ params }: Props) {
  const segments = (await params).slug
  const slug = pageSlug(segments)
  if (!slug) return redirectOrNotFound(`/${segments.map(encodeURIComponent).join('/')}`)
  return <PageView slug={slug} />
}
