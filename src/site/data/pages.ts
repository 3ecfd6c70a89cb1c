import 'server-only'

import type { TypedUser } from 'payload'
import { cache } from 'react'

import { docTag, listTag, tagRender, uploadTags } from '@/lib/cacheTags'
import { getPayloadClient } from '@/lib/payload'
import type { Page } from '@/payload-types'

/**
 * A published page by slug, with its blocks' relations (media, galleries) populated; for an editor
 * previewing (src/lib/preview.ts), the page's latest draft.
 */
export const getPublishedPage = cache(async (slug: string, editor: TypedUser | null = null): Promise<Page | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    depth: 2,
    limit: 1,
    draft: editor !== null,
    overrideAccess: false,
    user: editor ?? undefined,
  })
  const page = docs[0] ?? null
  // The page, the pictures and clips its blocks show (a missing slug: until a page takes it).
  await tagRender(page ? [docTag('pages', page.id), ...uploadTags(page)] : [listTag('pages')])
  return page
})

export const listPublishedPages = cache(async (): Promise<Pick<Page, 'slug' | 'updatedAt'>[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    depth: 0,
    limit: 1000,
    draft: false,
    overrideAccess: false,
    select: { slug: true, updatedAt: true },
  })
  await tagRender([listTag('pages')])
  return docs
})
