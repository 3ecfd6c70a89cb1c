import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { reshapePhoto } from '@/gallery/data/reshape'
import { photoImageProps } from '@/gallery/views/photoImage'
import { listTag, tagRender, uploadTags } from '@/lib/cacheTags'
import { getPayloadClient } from '@/lib/payload'
import { portfolioItemPath } from '@/lib/urls'
import type { Portfolio, PortfolioCategory } from '@/payload-types'

import { portfolioMonth, type PortfolioCardView } from '../portfolioView'

/** A stored item as grids, the quick view and the load-more endpoint show it. */
export function reshapePortfolioItem(item: Portfolio): PortfolioCardView {
  const photo = typeof item.image === 'object' && item.image ? reshapePhoto(item.image) : null
  return {
    id: item.id,
    slug: item.slug,
    href: portfolioItemPath(item.slug),
    title: item.title,
    summary: item.summary,
    client: item.client ?? null,
    date: portfolioMonth(item.date),
    categories: (item.categories ?? [])
      .filter((category): category is PortfolioCategory => typeof category === 'object' && category !== null)
      .map((category) => ({ slug: category.slug, name: category.name })),
    image: photo ? photoImageProps(photo) : null,
  }
}

export type PortfolioQuery = {
  /** Only items in one of these categories (slugs); empty: all. */
  categories?: readonly string[]
  limit: number
  offset?: number
  /** Items the visitor already has (load more never repeats one); when given, `offset` is not needed. */
  excludeIds?: readonly number[]
}

/** Published items, newest first, for grids and the load-more endpoint; `hasMore` says whether more follow. */
export async function listPortfolio({ categories = [], limit, offset = 0, excludeIds = [] }: PortfolioQuery): Promise<{ items: PortfolioCardView[]; hasMore: boolean }> {
  const payload = await getPayloadClient()
  const and: Where[] = []
  if (categories.length) and.push({ 'categories.slug': { in: [...categories] } })
  if (excludeIds.length) and.push({ id: { not_in: [...excludeIds] } })
  // With the visitor's items excluded the next ones come first; without, skip `offset` of them.
  const skip = excludeIds.length ? 0 : offset
  const { docs } = await payload.find({
    collection: 'portfolio',
    where: and.length ? { and } : undefined,
    sort: ['-date', 'id'],
    // One more than asked for tells whether more follow.
    limit: skip + limit + 1,
    page: 1,
    depth: 1,
    draft: false,
    overrideAccess: false,
  })
  await tagRender([listTag('portfolio'), ...uploadTags(docs)])
  const items = docs.slice(skip, skip + limit).map(reshapePortfolioItem)
  return { items, hasMore: docs.length > skip + limit }
}

export const getPortfolioItem = cache(async (slug: string): Promise<Portfolio | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'portfolio',
    where: { slug: { equals: slug } },
    depth: 2,
    limit: 1,
    draft: false,
    overrideAccess: false,
  })
  await tagRender([listTag('portfolio'), ...uploadTags(docs)])
  return docs[0] ?? null
})

/** Every published item's slug, newest first (static pages, sitemap, previous/next). */
export const listPortfolioSlugs = cache(async (): Promise<Pick<Portfolio, 'id' | 'slug' | 'title' | 'updatedAt'>[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'portfolio',
    depth: 0,
    limit: 1000,
    sort: ['-date', 'id'],
    draft: false,
    overrideAccess: false,
    select: { slug: true, title: true, updatedAt: true },
  })
  await tagRender([listTag('portfolio')])
  return docs
})

/** The categories that have published items, for filters. */
export function categoriesOf(items: readonly PortfolioCardView[]): { slug: string; name: string }[] {
  const seen = new Map<string, string>()
  for (const item of items) for (const category of item.categories) seen.set(category.slug, category.name)
  return [...seen].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name))
}

/** Every category that at least one published item has (a filter offers them all, whatever has loaded yet). */
export const listPortfolioCategories = cache(async (): Promise<{ slug: string; name: string }[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'portfolio', depth: 1, limit: 1000, pagination: false, draft: false, overrideAccess: false, select: { categories: true } })
  await tagRender([listTag('portfolio')])
  const seen = new Map<string, string>()
  for (const item of docs) {
    for (const category of item.categories ?? []) if (typeof category === 'object' && category) seen.set(category.slug, category.name)
  }
  return [...seen].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name))
})
