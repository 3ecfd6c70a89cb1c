import { PORTFOLIO_LIMITS } from '@/site/portfolioLimits'
import type { PortfolioCardView } from '@/site/portfolioView'

/** What the portfolio items endpoint answers. */
export type MasonryResponse = { items: PortfolioCardView[]; hasMore: boolean }

/** The most ids a request lists; past that it sends only how many it has. */
const MAX_EXCLUDE = PORTFOLIO_LIMITS.exclude

/**
 * The load-more request: the next `limit` items of a category (within the block's scope), after
 * the `have` items the visitor already has (sent as a count and, up to 200, as ids).
 */
export function masonryRequest(endpoint: string, { limit, category, scope, have }: { limit: number; category: string | null; scope: readonly string[]; have: readonly number[] }): string {
  const query = new URLSearchParams({ limit: String(limit), offset: String(have.length) })
  if (category) query.set('category', category)
  if (scope.length) query.set('scope', scope.join(','))
  if (have.length && have.length <= MAX_EXCLUDE) query.set('exclude', have.join(','))
  return `${endpoint}?${query}`
}
