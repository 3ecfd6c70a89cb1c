import { searchPlugin } from '@payloadcms/plugin-search'
import type { BeforeSync } from '@payloadcms/plugin-search/types'
import type { Config, Plugin } from 'payload'

import { staff } from '@/access'
import { albumPath, galleryPath, pagePath, portfolioItemPath, videoGalleryPath } from '@/lib/urls'

import { forgetLiveAnswers } from './http/live'
import { forgetCheckedHits } from './service'
import { indexText } from './text'

/**
 * The site search index as an in-repo plugin. Payload's search plugin keeps one `search` document
 * per published page, portfolio item, gallery, album and photo in step with its source (hooks on
 * each collection; drafts are never indexed). Our beforeSync adds what a visitor can read in it
 * (`text`), what kind it is, where it lives and its picture. The full-text tables on top of it
 * (SQLite FTS5, PostgreSQL tsvector + pg_trgm) are built by a migration and kept in step by the
 * database itself (src/search/query.ts reads them).
 */
export const SEARCHED = ['pages', 'portfolio', 'galleries', 'albums', 'video-galleries', 'media'] as const
export const SEARCH_KINDS = ['page', 'portfolio', 'gallery', 'photo'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const PRIORITIES: Record<(typeof SEARCHED)[number], number> = { pages: 40, portfolio: 30, galleries: 20, albums: 20, 'video-galleries': 20, media: 10 }

const id = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null)

export const beforeSync: BeforeSync = async ({ collectionSlug, originalDoc: doc, searchDoc, payload, req }) => {
  const base = { ...searchDoc, title: String(doc.title ?? doc.alt ?? '').slice(0, 300) }
  switch (collectionSlug) {
    case 'pages':
      return { ...base, kind: 'page', href: pagePath(doc.slug), image: id(doc.meta?.image), text: indexText([doc.meta?.description, doc.layout]) }
    case 'portfolio':
      return { ...base, kind: 'portfolio', href: portfolioItemPath(doc.slug), image: id(doc.image), text: indexText([doc.client, doc.summary, doc.content]) }
    case 'galleries':
      return { ...base, kind: 'gallery', href: galleryPath(doc.slug), image: id(doc.cover) ?? id(doc.items?.[0]), text: indexText([doc.description, doc.intro]) }
    case 'albums':
      return { ...base, kind: 'gallery', href: albumPath([doc.slug]), image: id(doc.cover), text: indexText([doc.description, doc.intro]) }
    case 'video-galleries': {
      // Its picture: the first clip's poster (a clip is read for it when the save did not bring it).
      const firstClip = doc.clips?.[0]
      const clip = typeof firstClip === 'object' && firstClip ? firstClip : typeof firstClip === 'number' ? await payload.findByID({ collection: 'videos', id: firstClip, depth: 0, disableErrors: true, overrideAccess: true, req }) : null
      return { ...base, kind: 'gallery', href: videoGalleryPath(doc.slug), image: id(clip?.poster), text: indexText([doc.description]) }
    }
    default: {
      // A photo: its words and its tags' names; where it opens depends on the galleries that show it (read at query time).
      const tagIds = (doc.tags ?? []).map(id).filter((value: number | null): value is number => value !== null)
      const tags = tagIds.length ? (await payload.find({ collection: 'tags', where: { id: { in: tagIds } }, depth: 0, limit: 50, req, select: { name: true } })).docs.map((tag) => tag.name) : []
      return { ...base, title: String(doc.title || doc.alt || ''), kind: 'photo', href: null, image: doc.id, text: indexText([doc.alt, doc.caption, doc.credit, tags.join(', ')]) }
    }
  }
}

/**
 * A change to anything searched (a photo's watermark, a page unpublished…) drops this process's
 * cached answers and checks at once, instead of their timers running out.
 */
const forgetAnswers = () => {
  forgetCheckedHits()
  forgetLiveAnswers()
}

export const siteSearchPlugin = (): Plugin => (incoming) => {
  const config = indexPlugin(incoming)
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      (SEARCHED as readonly string[]).includes(collection.slug)
        ? { ...collection, hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), forgetAnswers], afterDelete: [...(collection.hooks?.afterDelete ?? []), forgetAnswers] } }
        : collection,
    ),
    // The site's search switch lives in the site settings.
    globals: (config.globals ?? []).map((global) =>
      global.slug === 'site-settings' ? { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), forgetAnswers] } } : global,
    ),
  }
}

const indexPlugin = (config: Config) =>
  searchPlugin({
    collections: [...SEARCHED],
    // Ties in rank go to pages, then portfolio, galleries and albums, then photos.
    defaultPriorities: PRIORITIES,
    beforeSync,
    searchOverrides: {
      slug: 'search',
      labels: { singular: 'Search entry', plural: 'Search index' },
      admin: { group: 'Site', defaultColumns: ['title', 'kind', 'href', 'updatedAt'] },
      // Visitors search through /search/live, which applies their access to every result.
      access: { read: staff, create: staff, update: staff, delete: staff },
      fields: ({ defaultFields }) => [
        ...defaultFields,
        {
          name: 'kind',
          type: 'select',
          index: true,
          options: [
            { label: 'Page', value: 'page' },
            { label: 'Portfolio item', value: 'portfolio' },
            { label: 'Gallery or album', value: 'gallery' },
            { label: 'Photo', value: 'photo' },
          ],
          admin: { readOnly: true },
        },
        { name: 'href', type: 'text', admin: { readOnly: true } },
        { name: 'image', type: 'upload', relationTo: 'media', admin: { readOnly: true } },
        { name: 'text', type: 'textarea', admin: { readOnly: true, description: 'The words this entry is found by.' } },
      ],
    },
  })(config)
