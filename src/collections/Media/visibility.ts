import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Config, FlattenedField, GlobalAfterChangeHook, Payload, PayloadRequest, Plugin, SanitizedConfig } from 'payload'

import { savesOnlyADraft } from '@/lib/revalidate'

/**
 * A photo is visitors' to see only while published content shows it. Every document that can show
 * media (a published page, gallery, album, portfolio item, a video gallery, a clip's poster, the
 * site's settings) has its media listed in `media-usages` (one row per document and photo, read
 * from its published version: upload and relationship fields at any depth, blocks, and pictures in
 * rich text), and a photo's `public` flag says whether any row names it. Media read access lets
 * visitors have public photos only (src/collections/Media/access.ts). The rows follow every save,
 * unpublish and delete of a showing document; syncMediaVisibility rebuilds them all (at start).
 *
 * A source may say which of its documents are public (`isPublic`): a private gallery, later, shows
 * its photos to its own visitors only, and so makes none of them public.
 */
export const MEDIA_USAGES = 'media-usages'

export type MediaSource = { collection: string; isPublic?: (doc: Record<string, unknown>) => boolean } | { global: string }

const keyOf = (source: { collection: string; id: number | string } | { global: string }) => ('global' in source ? `global:${source.global}` : `${source.collection}:${source.id}`)

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value)
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  return null
}

/** Pictures anywhere in a rich text value: upload and relationship nodes that point at media. */
function richTextMedia(value: unknown, out: Set<number>): void {
  if (Array.isArray(value)) {
    for (const item of value) richTextMedia(item, out)
    return
  }
  if (!value || typeof value !== 'object') return
  const node = value as Record<string, unknown>
  if (node.relationTo === 'media') {
    const id = idOf(node.value)
    if (id !== null) out.add(id)
  }
  for (const child of Object.values(node)) if (child && typeof child === 'object') richTextMedia(child, out)
}

/** Every media id a document's data names, by its fields. */
export function mediaIn(fields: FlattenedField[], data: unknown, config: Pick<SanitizedConfig, 'blocks'>, out = new Set<number>()): Set<number> {
  if (!data || typeof data !== 'object') return out
  const record = data as Record<string, unknown>
  for (const field of fields) {
    const value = record[field.name]
    if (value === undefined || value === null) continue
    switch (field.type) {
      case 'upload':
      case 'relationship': {
        const values = Array.isArray(value) ? value : [value]
        for (const item of values) {
          if (Array.isArray(field.relationTo)) {
            const pair = item as { relationTo?: unknown; value?: unknown }
            const id = pair?.relationTo === 'media' ? idOf(pair.value) : null
            if (id !== null) out.add(id)
          } else if (field.relationTo === 'media') {
            const id = idOf(item)
            if (id !== null) out.add(id)
          }
        }
        break
      }
      case 'group':
      case 'tab':
        mediaIn(field.flattenedFields, value, config, out)
        break
      case 'array':
        if (Array.isArray(value)) for (const row of value) mediaIn(field.flattenedFields, row, config, out)
        break
      case 'blocks':
        if (Array.isArray(value)) {
          for (const row of value) {
            const type = (row as { blockType?: unknown })?.blockType
            const block = field.blocks?.find((candidate) => candidate.slug === type) ?? config.blocks?.find((candidate) => candidate.slug === type)
            if (block) mediaIn(block.flattenedFields, row, config, out)
          }
        }
        break
      case 'richText':
        richTextMedia(value, out)
        break
      default:
        break
    }
  }
  return out
}

const isPublished = (doc: Record<string, unknown>) => doc._status === undefined || doc._status === 'published'

type Usage = { id: number; media: number }

async function usageRows(payload: Payload, source: string, req?: Partial<PayloadRequest>): Promise<Usage[]> {
  const { docs } = await payload.find({ collection: MEDIA_USAGES as never, where: { source: { equals: source } }, limit: 0, pagination: false, depth: 0, overrideAccess: true, req })
  return (docs as unknown as Usage[]).map((row) => ({ id: row.id, media: Number(row.media) }))
}

/** Sets `public` on these photos from whether any usage row still names them. */
async function settlePublic(payload: Payload, ids: number[], req?: Partial<PayloadRequest>): Promise<void> {
  if (ids.length === 0) return
  const { docs } = await payload.find({ collection: MEDIA_USAGES as never, where: { media: { in: ids } }, limit: 0, pagination: false, depth: 0, overrideAccess: true, req, select: { media: true } as never })
  const used = new Set((docs as unknown as Usage[]).map((row) => Number(row.media)))
  const shown = ids.filter((id) => used.has(id))
  const hidden = ids.filter((id) => !used.has(id))
  // Straight to the database: a flag the server keeps, no media hooks to run for it.
  if (shown.length) await payload.db.updateMany({ collection: 'media', where: { and: [{ id: { in: shown } }, { public: { not_equals: true } }] }, data: { public: true }, req, returning: false })
  if (hidden.length) await payload.db.updateMany({ collection: 'media', where: { and: [{ id: { in: hidden } }, { public: { equals: true } }] }, data: { public: false }, req, returning: false })
}

/** Brings one source document's rows (and its photos' flags) in line with what it shows now. */
async function settleSource(payload: Payload, source: string, showing: Set<number>, req?: Partial<PayloadRequest>): Promise<void> {
  const rows = await usageRows(payload, source, req)
  const had = new Set(rows.map((row) => row.media))
  const gone = rows.filter((row) => !showing.has(row.media))
  const added = [...showing].filter((id) => !had.has(id))
  if (gone.length) await payload.db.deleteMany({ collection: MEDIA_USAGES as never, where: { id: { in: gone.map((row) => row.id) } }, req })
  if (added.length) {
    // Only photos that exist: a stale id in old content names nothing.
    const { docs } = await payload.find({ collection: 'media', where: { id: { in: added } }, limit: 0, pagination: false, depth: 0, overrideAccess: true, req, select: { id: true } as never })
    for (const { id } of docs) await payload.db.create({ collection: MEDIA_USAGES as never, data: { source, media: id }, req })
  }
  await settlePublic(payload, [...new Set([...gone.map((row) => row.media), ...added])], req)
}

/** What a source document shows, from its published version (nothing when it is not public). */
async function showingOf(payload: Payload, source: MediaSource, id: number | string | null, req?: Partial<PayloadRequest>): Promise<Set<number>> {
  if ('global' in source) {
    const doc = await payload.findGlobal({ slug: source.global as never, depth: 0, draft: false, overrideAccess: true, req })
    const config = payload.config.globals.find((global) => global.slug === source.global)!
    return mediaIn(config.flattenedFields, doc, payload.config)
  }
  const doc = (await payload.findByID({ collection: source.collection as never, id: id!, depth: 0, draft: false, overrideAccess: true, disableErrors: true, req })) as Record<string, unknown> | null
  if (!doc || !isPublished(doc) || (source.isPublic && !source.isPublic(doc))) return new Set()
  return mediaIn((payload.collections as Record<string, { config: { flattenedFields: FlattenedField[] } }>)[source.collection]!.config.flattenedFields, doc, payload.config)
}

/** Rebuilds every usage row and flag from the content (at start: a restored backup, an older database). */
export async function syncMediaVisibility(payload: Payload, sources: readonly MediaSource[] = configuredSources(payload)): Promise<{ sources: number; public: number }> {
  const wanted = new Map<string, Set<number>>()
  for (const source of sources) {
    if ('global' in source) {
      wanted.set(keyOf(source), await showingOf(payload, source, null))
      continue
    }
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await payload.find({ collection: source.collection as never, limit: 200, page, depth: 0, draft: false, overrideAccess: true, select: { id: true } as never })
      for (const { id } of docs as { id: number }[]) wanted.set(keyOf({ collection: source.collection, id }), await showingOf(payload, source, id))
      if (!hasNextPage) break
    }
  }
  // Rows of documents that are gone.
  const { docs: rows } = await payload.find({ collection: MEDIA_USAGES as never, limit: 0, pagination: false, depth: 0, overrideAccess: true })
  const stale = [...new Set((rows as unknown as { source: string }[]).map((row) => row.source))].filter((source) => !wanted.has(source))
  for (const source of stale) await settleSource(payload, source, new Set())
  for (const [source, showing] of wanted) await settleSource(payload, source, showing)
  // Flags that disagree with the rows (set by hand, or from before the rows existed).
  const used = new Set((await payload.find({ collection: MEDIA_USAGES as never, limit: 0, pagination: false, depth: 0, overrideAccess: true })).docs.map((row) => Number((row as unknown as Usage).media)))
  const flagged = new Set((await payload.find({ collection: 'media', where: { public: { equals: true } }, limit: 0, pagination: false, depth: 0, overrideAccess: true, select: { id: true } as never })).docs.map((doc) => (doc as { id: number }).id))
  const wrong = [...[...flagged].filter((id) => !used.has(id)), ...[...used].filter((id) => !flagged.has(id))]
  await settlePublic(payload, wrong)
  return { sources: wanted.size, public: used.size }
}

// Kept in the server-only part of the config (`custom`), for the full rebuild.
const configuredSources = (payload: Payload): readonly MediaSource[] => (payload.config.custom?.mediaSources as MediaSource[] | undefined) ?? []

const afterChange =
  (source: MediaSource & { collection: string }): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    // An autosave or "save draft" leaves the published version as it was.
    if (savesOnlyADraft(req)) return doc
    await settleSource(req.payload, keyOf({ collection: source.collection, id: doc.id }), await showingOf(req.payload, source, doc.id, req), req)
    return doc
  }

const afterDelete =
  (source: MediaSource & { collection: string }): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await settleSource(req.payload, keyOf({ collection: source.collection, id: doc.id }), new Set(), req)
    return doc
  }

const afterGlobalChange =
  (source: { global: string }): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    await settleSource(req.payload, keyOf(source), await showingOf(req.payload, source, null, req), req)
    return doc
  }

/** The usage rows: written by the server only, never read by anyone through the API. */
const MediaUsages: CollectionConfig = {
  slug: MEDIA_USAGES,
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'source', type: 'text', required: true, index: true },
    { name: 'media', type: 'number', required: true, index: true },
  ],
}

/**
 * Adds the usage rows and their hooks to the showing collections and globals. After every plugin
 * that adds one of them: it hooks only what is already there.
 */
export const mediaVisibilityPlugin =
  (sources: readonly MediaSource[]): Plugin =>
  (config: Config): Config => ({
    ...config,
    custom: { ...config.custom, mediaSources: sources },
    collections: [
      ...(config.collections ?? []).map((collection) => {
        const source = sources.find((candidate): candidate is MediaSource & { collection: string } => 'collection' in candidate && candidate.collection === collection.slug)
        if (!source) return collection
        return { ...collection, hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), afterChange(source)], afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete(source)] } }
      }),
      MediaUsages,
    ],
    globals: (config.globals ?? []).map((global) => {
      const source = sources.find((candidate): candidate is { global: string } => 'global' in candidate && candidate.global === global.slug)
      return source ? { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterGlobalChange(source)] } } : global
    }),
  })
