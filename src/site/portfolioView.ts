import type { ResponsiveImageProps } from '@/components/ResponsiveImage'

/**
 * A portfolio item as grids hand it to the browser, and as the load-more endpoint answers it: only
 * public fields, client-safe (no server imports).
 */
export type PortfolioCardView = {
  id: number
  slug: string
  href: string
  title: string
  summary: string
  client: string | null
  /** For people: "March 2026". */
  date: string | null
  categories: { slug: string; name: string }[]
  image: Pick<ResponsiveImageProps, 'alt' | 'sources' | 'placeholder' | 'width' | 'height'> | null
}

/** "March 2026" for a stored date (the item's month is all that matters). */
export function portfolioMonth(iso: string | null | undefined): string | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })
}
