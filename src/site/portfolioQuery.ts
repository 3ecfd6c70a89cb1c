import { z } from 'zod'

import { SLUG_PATTERN } from '@/fields/slug'

import { PORTFOLIO_LIMITS } from './portfolioLimits'

const slug = z.string().max(80).regex(SLUG_PATTERN, 'Categories are named by lower-case letters, digits and hyphens.')
const count = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,6}$/, `${name} must be a whole number.`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be between ${min} and ${max}.`)
const list = <T>(item: z.ZodType<T, string>, max: number, name: string) =>
  z
    .string()
    .max(max * 12)
    .transform((value) => (value === '' ? [] : value.split(',')))
    .pipe(z.array(item).max(max, `At most ${max} ${name}.`))

const schema = z.object({
  limit: count('limit', 1, PORTFOLIO_LIMITS.page).default(PORTFOLIO_LIMITS.page),
  offset: count('offset', 0, PORTFOLIO_LIMITS.offset).default(0),
  category: slug.optional(),
  scope: list(slug, 20, 'categories').default([]),
  exclude: list(z.string().regex(/^[1-9][0-9]{0,9}$/, 'exclude lists item ids.').transform(Number), PORTFOLIO_LIMITS.exclude, 'ids to skip').default([]),
})

export type PortfolioItemsQuery = z.infer<typeof schema>

/**
 * The load-more endpoint's query, checked: whole numbers within their caps, category slugs, at most
 * 200 ids to skip, nothing else. A category outside the block's scope is refused too. The result is
 * either the query or one sentence saying what is wrong.
 */
export function parsePortfolioItemsQuery(params: URLSearchParams): { ok: true; query: PortfolioItemsQuery } | { ok: false; message: string } {
  const known = new Set(Object.keys(schema.shape))
  for (const name of new Set(params.keys())) {
    if (!known.has(name)) return { ok: false, message: `Unknown parameter "${name.slice(0, 40)}".` }
    if (params.getAll(name).length > 1) return { ok: false, message: `Give "${name}" only once.` }
  }
  const result = schema.safeParse(Object.fromEntries(params))
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? 'This request is not valid.' }
  const query = result.data
  if (query.category && query.scope.length && !query.scope.includes(query.category)) {
    return { ok: false, message: 'This category is not shown here.' }
  }
  return { ok: true, query }
}

/** The categories to read: the visitor's choice, else the block's scope (empty: all). */
export const categoriesToRead = (query: PortfolioItemsQuery): string[] => (query.category ? [query.category] : query.scope)
