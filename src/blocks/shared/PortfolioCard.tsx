import { ResponsiveImage } from '@/components/ResponsiveImage'

import type { PortfolioCardView } from '@/site/portfolioView'

/**
 * A portfolio item's card in a grid: picture, title and categories. Server or client rendered alike.
 * The card is a link, whose content may be flow content: the text box is a div, since a heading may
 * not sit in a span.
 */
export function PortfolioCardContent({ item, sizes, titleLevel = 3 }: { item: PortfolioCardView; sizes: string; titleLevel?: 2 | 3 }) {
  const Title = titleLevel === 2 ? 'h2' : 'h3'
  return (
    <>
      {item.image ? <ResponsiveImage {...item.image} alt="" sizes={sizes} maxSourceWidth={1280} className="portfolio-card-image" /> : null}
      <div className="portfolio-card-text">
        <Title className="portfolio-card-title">{item.title}</Title>
        {item.categories.length ? <span className="portfolio-card-categories">{item.categories.map((category) => category.name).join(' · ')}</span> : null}
      </div>
    </>
  )
}
