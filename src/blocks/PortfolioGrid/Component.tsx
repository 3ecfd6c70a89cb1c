import { CmsLink } from '@/components/CmsLink'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { pickMessages, t } from '@/lib/messages'
import { PORTFOLIO_MESSAGES } from '@/lib/messageTemplates'
import type { PortfolioCategory, PortfolioGridBlock as PortfolioGridBlockProps } from '@/payload-types'
import { categoriesOf, listPortfolio } from '@/site/data/portfolio'

import { PortfolioCardContent } from '../shared/PortfolioCard'
import { PortfolioGrid } from '../islands'

const slugsOf = (categories: PortfolioGridBlockProps['categories']) =>
  (categories ?? []).filter((category): category is PortfolioCategory => typeof category === 'object' && category !== null).map((category) => category.slug)

/**
 * Portfolio items as cards linking to their own pages. The island adds the category filter and opens
 * an item in a quick view above the grid (its address becomes the item's page, so it can be shared).
 */
export async function PortfolioGridBlock({ heading, categories, limit, columns, showFilter }: Pick<PortfolioGridBlockProps, 'heading' | 'categories' | 'limit' | 'columns' | 'showFilter'>) {
  const { items } = await listPortfolio({ categories: slugsOf(categories), limit: Math.min(48, Math.max(1, limit ?? 12)) })
  if (!items.length) return null
  const cols = Math.min(4, Math.max(2, columns ?? 3))
  const sizes = `(max-width: 640px) 100vw, (max-width: 1000px) 50vw, ${Math.round(1152 / cols)}px`
  return (
    <section className="block block-portfolio" aria-label={heading || t('portfolio.title')}>
      {heading ? <h2>{heading}</h2> : null}
      <PortfolioGrid
        columns={cols}
        categories={showFilter === false ? [] : categoriesOf(items)}
        messages={pickMessages(PORTFOLIO_MESSAGES)}
        items={items.map((item) => ({
          slug: item.slug,
          href: item.href,
          title: item.title,
          categories: item.categories.map((category) => category.slug),
          card: <PortfolioCardContent item={item} sizes={sizes} />,
          detail: (
            <div className="portfolio-detail">
              {item.image ? <ResponsiveImage {...item.image} sizes="(max-width: 800px) 100vw, 560px" className="portfolio-detail-image" /> : null}
              <div className="portfolio-detail-text">
                <p className="portfolio-detail-meta">{[item.client, item.date, item.categories.map((category) => category.name).join(', ')].filter(Boolean).join(' · ')}</p>
                <p>{item.summary}</p>
                <p>
                  <CmsLink link={{ type: 'custom', url: item.href, label: t('portfolio.readMore') }} className="button" />
                </p>
              </div>
            </div>
          ),
        }))}
      />
    </section>
  )
}
