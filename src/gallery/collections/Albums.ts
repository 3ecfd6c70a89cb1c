import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { publishedOrStaff, staff } from '@/access'
import { slugField } from '@/fields/slug'
import { previewable } from '@/lib/livePreview'

import { revalidateAlbum } from '../hooks/revalidate'
import { ALBUM_VIEWS, GALLERY_VIEWS } from '../options'

type ChildRef = { relationTo: string; value: unknown }

const childAlbumIds = (children: unknown): (number | string)[] =>
  (Array.isArray(children) ? (children as ChildRef[]) : [])
    .filter((child) => child?.relationTo === 'albums')
    .map((child) => (typeof child.value === 'object' && child.value ? (child.value as { id: number }).id : child.value))
    .filter((id): id is number | string => typeof id === 'number' || typeof id === 'string')

/** An album may not contain itself, directly or through its sub-albums. */
const preventCycles: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const selfId = originalDoc?.id
  if (selfId === undefined || !data) return data
  const seen = new Set<string>()
  let frontier = childAlbumIds(data.children)
  while (frontier.length > 0) {
    if (frontier.some((id) => String(id) === String(selfId))) {
      throw new ValidationError({
        collection: 'albums',
        errors: [{ path: 'children', message: 'An album cannot contain itself, directly or inside a sub-album.' }],
      })
    }
    const next = frontier.filter((id) => !seen.has(String(id)))
    next.forEach((id) => seen.add(String(id)))
    if (next.length === 0) break
    const { docs } = await req.payload.find({
      collection: 'albums',
      where: { id: { in: next } },
      depth: 0,
      pagination: false,
      select: { children: true },
      req,
      overrideAccess: true,
      draft: true,
    })
    frontier = docs.flatMap((doc) => childAlbumIds(doc.children))
  }
  return data
}

export const Albums: CollectionConfig = {
  slug: 'albums',
  admin: { ...previewable('albums'), useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'], group: 'Galleries' },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff, readVersions: staff },
  // Autosave: Live Preview follows the editor as they type (each autosave refreshes it).
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: false }, maxPerDoc: 20 },
  defaultSort: 'title',
  hooks: {
    beforeValidate: [preventCycles],
    afterChange: [revalidateAlbum],
    afterDelete: [revalidateAlbum],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField(),
    { name: 'description', type: 'richText' },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    {
      name: 'legacyId',
      type: 'number',
      index: true,
      admin: { position: 'sidebar', description: 'Id on the old site (set by the import), so importing again creates nothing twice.' },
    },
    {
      name: 'children',
      label: 'Galleries and sub-albums',
      type: 'relationship',
      relationTo: ['galleries', 'albums'],
      hasMany: true,
      maxRows: 500,
      admin: { isSortable: true },
    },
    {
      name: 'albumView',
      type: 'select',
      defaultValue: 'compact',
      required: true,
      options: [...ALBUM_VIEWS],
    },
    {
      name: 'galleryView',
      label: 'View of the galleries opened from this album',
      type: 'select',
      options: [...GALLERY_VIEWS],
      admin: { description: "Leave empty to use each gallery's own view." },
    },
  ],
}
