import type { NextRequest } from 'next/server'

import { listPortfolio } from '@/site/data/portfolio'
import { categoriesToRead, parsePortfolioItemsQuery } from '@/site/portfolioQuery'

/**
 * The masonry grid's "Load more": the next published portfolio items of a category, after those the
 * visitor has. Every parameter is checked (caps on page size, offset and the ids to skip); a bad one
 * gets a 400 that says which. Answers are public and briefly cacheable.
 */
export async function GET(request: NextRequest) {
  const parsed = parsePortfolioItemsQuery(request.nextUrl.searchParams)
  if (!parsed.ok) {
    return Response.json({ error: parsed.message }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  const { query } = parsed
  const result = await listPortfolio({ categories: categoriesToRead(query), limit: query.limit, offset: query.offset, excludeIds: query.exclude })
  return Response.json(result, { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } })
}
