import type { CollectionBeforeChangeHook } from 'payload'

const idOf = (value: unknown): number | string | undefined => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return undefined
}

/** A gallery's tags are the union of its photos' tags, in first-seen order. */
export const deriveGalleryTags: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (!Array.isArray(data.items)) return data
  const ids = data.items.map(idOf).filter((id): id is number | string => id !== undefined)
  if (ids.length === 0) return { ...data, tags: [] }
  const { docs } = await req.payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    select: { tags: true },
    req,
    overrideAccess: true,
  })
  const tags: (number | string)[] = []
  const seen = new Set<string>()
  for (const doc of docs) {
    for (const tag of doc.tags ?? []) {
      const id = idOf(tag)
      if (id !== undefined && !seen.has(String(id))) {
        seen.add(String(id))
        tags.push(id)
      }
    }
  }
  return { ...data, tags }
}
