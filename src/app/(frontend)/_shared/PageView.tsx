import type { Metadata } from 'next'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { pagePath } from '@/lib/urls'
import type { Media } from '@/payload-types'

import { getPublishedPage } from '@/site/data/pages'
import { documentMetadata } from '@/site/metadata'
import { redirectOrNotFound } from '@/site/redirects'

/** Renders a published CMS page; an unknown slug follows a redirect or shows the 404 page. */
export async function PageView({ slug, state = new URLSearchParams() }: { slug: string; state?: URLSearchParams }) {
  const page = await getPublishedPage(slug)
  if (!page) return redirectOrNotFound(pagePath(slug))
  const startsWithHero = page.layout?.[0]?.blockType === 'hero'
  return (
    <article className="cms-page">
      {startsWithHero ? null : <h1>{page.title}</h1>}
      <RenderBlocks blocks={page.layout} pagePath={pagePath(slug)} pageState={state} />
    </article>
  )
}

export async function pageMetadata(slug: string, state?: URLSearchParams): Promise<Metadata> {
  const page = await getPublishedPage(slug)
  if (!page) return {}
  const hero = page.layout?.find((block) => block.blockType === 'hero')
  const heroImage = hero && typeof hero.image === 'object' ? (hero.image as Media) : null
  const metadata = documentMetadata({ title: page.title, meta: page.meta, path: pagePath(slug), fallbackImage: heroImage })
  // A page showing a gallery's other page, search or order repeats the page: followed, not indexed.
  return state && state.size > 0 ? { ...metadata, robots: { index: false, follow: true } } : metadata
}
