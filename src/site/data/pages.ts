import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'
import type { Page } from '@/payload-types'

/** A published page by slug, with its blocks' relations (media, galleries) populated. */
export const getPublishedPage = cache(async (slug: string): Promise<Page | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    depth: 2,
    limit: 1,
    draft: false,
    overrideAccess: false,
  })
  return docs[0] ?? null
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
  return docs
})
