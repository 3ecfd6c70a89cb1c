import type { Metadata } from 'next'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PreviewBar } from '@/components/LivePreview/PreviewBar'
import { previewEditor } from '@/lib/preview'
import { pagePath } from '@/lib/urls'
import type { Media } from '@/payload-types'

import { getPublishedPage } from '@/site/data/pages'
import { documentMetadata } from '@/site/metadata'
import { redirectOrNotFound } from '@/site/redirects'

/**
 * Renders a published CMS page (an editor previewing sees its latest draft); an unknown slug follows
 * a redirect or shows the 404 page.
 */
export async function PageView({ slug, state = new URLSearchParams() }: { slug: string; state?: URLSearchParams }) {
  const editor = await previewEditor()
  const page = await getPublishedPage(slug, editor)
  if (!page) return redirectOrNotFound(pagePath(slug))
  const first = page.layout?.[0]
  // A hero, or a slider whose first slide has a heading, gives the page its h1.
  const blockHasHeading = first?.blockType === 'hero' || (first?.blockType === 'slider' && Boolean(first.slides?.[0]?.heading))
  // A full-window slider at the top lies under the header, which stays clear over it (globals.css).
  const underHeader = first?.blockType === 'slider' && first.size === 'fullscreen'
  return (
    <article className="cms-page" data-opening={underHeader ? 'under-header' : undefined}>
      {editor ? <PreviewBar path={pagePath(slug)} /> : null}
      {blockHasHeading ? null : <h1 className={underHeader ? 'visually-hidden' : undefined}>{page.title}</h1>}
      <RenderBlocks blocks={page.layout} pagePath={pagePath(slug)} pageState={state} />
    </article>
  )
}

export async function pageMetadata(slug: string, state?: URLSearchParams): Promise<Metadata> {
  const page = await getPublishedPage(slug, await previewEditor())
  if (!page) return {}
  const hero = page.layout?.find((block) => block.blockType === 'hero')
  const heroImage = hero && typeof hero.image === 'object' ? (hero.image as Media) : null
  const metadata = documentMetadata({ title: page.title, meta: page.meta, path: pagePath(slug), fallbackImage: heroImage })
  // A page showing a gallery's other page, search or order repeats the page: followed, not indexed.
  return state && state.size > 0 ? { ...metadata, robots: { index: false, follow: true } } : metadata
}
