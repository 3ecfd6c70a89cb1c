import { z } from 'zod'

import { SLUG_PATTERN } from '@/fields/slug'

/**
 * Schemas for every public route parameter. A value that does not match is treated as "no such
 * page" (404), never passed to a query.
 */
export const slugParam = z.string().max(80).regex(SLUG_PATTERN)
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((value) => Number.isSafeInteger(value))
export const albumPathParam = z.array(slugParam).min(1).max(8)

export function parseParam<T>(schema: z.ZodType<T>, value: unknown): T | null {
  const result = schema.safeParse(value)
  return result.success ? result.data : null
}
