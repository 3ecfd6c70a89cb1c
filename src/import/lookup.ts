import type { CollectionSlug, Payload } from 'payload'

/**
 * Every document whose `field` is one of `values`, read 500 at a time: the importers' lookups of
 * what already exists (by old id, by Instagram media id, by the marks on imported comments).
 */
export async function findIn<T>(payload: Payload, collection: CollectionSlug, field: string, values: (number | string)[], select?: Record<string, true>): Promise<T[]> {
  const found: T[] = []
  for (let i = 0; i < values.length; i += 500) {
    const { docs } = await payload.find({ collection, where: { [field]: { in: values.slice(i, i + 500) } }, depth: 0, limit: 500, pagination: false, draft: true, overrideAccess: true, ...(select ? { select: select as never } : {}) })
    found.push(...(docs as T[]))
  }
  return found
}
