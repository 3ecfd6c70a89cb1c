import type { Payload, Where } from 'payload'

import { beforeSync, PRIORITIES, SEARCHED } from './plugin'

/**
 * Builds the search index from the content when it is empty (a site that had content before the
 * index existed). The plugin's hooks keep it current from then on; editors can also rebuild it
 * from the admin (Search index → Reindex).
 */
export async function ensureSearchIndex(payload: Payload): Promise<number> {
  if ((await payload.count({ collection: 'search', overrideAccess: true })).totalDocs > 0) return 0
  const req = { payload } as Parameters<typeof beforeSync>[0]['req']
  let created = 0
  for (const collection of SEARCHED) {
    const versioned = Boolean(payload.collections[collection]?.config.versions?.drafts)
    const where: Where = versioned ? { _status: { equals: 'published' } } : {}
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await payload.find({ collection, where, limit: 100, page, depth: 0, overrideAccess: true, draft: false })
      for (const doc of docs) {
        const data = await beforeSync({ collectionSlug: collection, originalDoc: doc, payload, req, searchDoc: { doc: { relationTo: collection, value: String(doc.id) }, title: String((doc as { title?: unknown }).title ?? '') } })
        await payload.create({ collection: 'search', data: { ...data, doc: { relationTo: collection, value: doc.id }, priority: PRIORITIES[collection] } as never, overrideAccess: true, depth: 0 })
        created++
      }
      if (!hasNextPage) break
    }
  }
  return created
}
