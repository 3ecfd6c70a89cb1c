import type { Metadata } from 'next'

import { Breadcrumb } from '@/components/Breadcrumb'
import { CmsLink } from '@/components/CmsLink'
import { PageLink } from '@/components/PageLink'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { RichContent } from '@/blocks/shared/RichContent'
import { parseParam, slugParam } from '@/lib/params'
import { t } from '@/lib/messages'
import { portfolioIndexPath, portfolioItemPath } from '@/lib/urls'
import type { Media } from '@/payload-types'
import { getPortfolioItem, listPortfolioSlugs, reshapePortfolioItem } from '@/site/data/portfolio'
import { documentMetadata } from '@/site/metadata'
import { redirectOrNotFound } from '@/site/redirects'

type Props = { params: Promise<{ slug: string }> }

export const revalidate = 3600
export const dynamicParams = true

// Rendered on each address's first request, then kept in Next's cache (src/lib/buildPhase.ts).
export async function generateStaticParams() {
  return []
}

async function load(props: Props) {
  const slug = parseParam(slugParam, (await props.params).slug)
  return slug ? { slug, item: await getPortfolioItem(slug) } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props)
  if (!found?.item) return {}
  const { item } = found
  return documentMetadata({
    title: item.title,
    meta: item.meta,
    path: portfolioItemPath(item.slug),
    fallbackImage: typeof item.image === 'object' ? (item.image as Media) : null,
    fallbackDescription: item.summary,
  })
}

/** A portfolio item's own page: what the quick view shows, the full story, and the items either side. */
export default async function PortfolioItemPage(props: Props) {
  const found = await load(props)
  if (!found?.item) return redirectOrNotFound(portfolioItemPath(found?.slug ?? encodeURIComponent((await props.params).slug)))
  const { item } = found
  const view = reshapePortfolioItem(item)
  const all = await listPortfolioSlugs()
  const at = all.findIndex((entry) => entry.id === item.id)
  const previous = at > 0 ? all[at - 1] : undefined
  const next = at >= 0 ? all[at + 1] : undefined
  return (
    <article className="portfolio-page">
      <Breadcrumb items={[{ label: t('portfolio.title'), href: portfolioIndexPath() }, { label: item.title, href: view.href }]} />
      <header>
        <h1>{item.title}</h1>
        <p className="portfolio-detail-meta">{[view.client, view.date, view.categories.map((category) => category.name).join(', ')].filter(Boolean).join(' · ')}</p>
      </header>
      {view.image ? <ResponsiveImage {...view.image} sizes="(max-width: 1200px) 100vw, 1152px" priority className="portfolio-page-image" /> : null}
      <p className="portfolio-page-lead">{item.summary}</p>
      {item.content ? <RichContent data={item.content} /> : null}
      {item.hasLink && item.link ? (
        <p>
          <CmsLink link={item.link} className="button" />
        </p>
      ) : null}
      {previous || next ? (
        <nav className="portfolio-neighbours" aria-label={t('portfolio.neighbours')}>
          {previous ? (
            <PageLink href={portfolioItemPath(previous.slug)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {previous.title}
            </PageLink>
          ) : (
            <span />
          )}
          {next ? (
            <PageLink href={portfolioItemPath(next.slug)} rel="next">
              {next.title}
              <span aria-hidden="true"> ›</span>
            </PageLink>
          ) : null}
        </nav>
      ) : null}
    </article>
  )
}
