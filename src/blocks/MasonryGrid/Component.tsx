import { pickMessages, t } from '@/lib/messages'
import { MASONRY_MESSAGES } from '@/lib/messageTemplates'
import { portfolioItemsPath } from '@/lib/urls'
import type { MasonryGridBlock as MasonryGridBlockProps, PortfolioCategory } from '@/payload-types'
import { listPortfolio, listPortfolioCategories } from '@/site/data/portfolio'

import { MasonryGrid } from '../islands'

/**
 * A masonry of portfolio cards: the first page is rendered here (a plain list of links without
 * JavaScript); the island filters by category and loads more from the portfolio items endpoint.
 */
export async function MasonryGridBlock({ heading, categories, pageSize, columns, showFilter }: MasonryGridBlockProps) {
  const scope = (categories ?? []).filter((category): category is PortfolioCategory => typeof category === 'object' && category !== null)
  const size = Math.min(24, Math.max(1, pageSize ?? 6))
  const { items, hasMore } = await listPortfolio({ categories: scope.map((category) => category.slug), limit: size })
  if (!items.length) return null
  // The filter offers the block's own categories, else every category some published item has
  // (not only those of the first batch: "Load more" brings the others).
  const options = scope.length ? scope.map((category) => ({ slug: category.slug, name: category.name })) : await listPortfolioCategories()
  return (
    <section className="block block-masonry" aria-label={heading || t('portfolio.title')}>
      {heading ? <h2>{heading}</h2> : null}
      <MasonryGrid
        initial={items}
        hasMore={hasMore}
        pageSize={size}
        columns={Math.min(4, Math.max(2, columns ?? 3))}
        scope={scope.map((category) => category.slug)}
        categories={showFilter === false ? [] : [...options].sort((a, b) => a.name.localeCompare(b.name))}
        endpoint={portfolioItemsPath()}
        messages={pickMessages(MASONRY_MESSAGES)}
      />
    </section>
  )
}
