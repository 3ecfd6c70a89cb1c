import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { anyone, publishedOrStaff, staff } from '@/access'
import { linkField } from '@/fields/link'
import { slugField } from '@/fields/slug'
import { listTag } from '@/lib/cacheTags'
import { revalidateTags } from '@/lib/revalidate'

/** Addresses under /portfolio that are routes of their own, never an item's. */
export const RESERVED_PORTFOLIO_SLUGS = ['items'] as const

/** The portfolio is read as a whole (grids, item pages with previous/next): one tag for all of it. */
const revalidatePortfolio: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ req, context }) => revalidateTags([listTag('portfolio')], { context, payload: req.payload })

/**
 * Case studies and projects (the old theme's portfolio): each has its own page at /portfolio/<slug>
 * and appears in portfolio grids and masonry grids, filtered by category.
 */
export const Portfolio: CollectionConfig = {
  slug: 'portfolio',
  labels: { singular: 'Portfolio item', plural: 'Portfolio' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'categories', 'date', '_status'],
    group: 'Site',
    description: 'Client stories and projects. Each has its own page, and portfolio or masonry grids on pages show them.',
  },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff, readVersions: staff },
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 20 },
  defaultSort: '-date',
  hooks: {
    // Items appear in grids on pages: the pages that read the portfolio are rebuilt.
    afterChange: [revalidatePortfolio],
    afterDelete: [revalidatePortfolio],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField('title', { reserved: RESERVED_PORTFOLIO_SLUGS }),
    { name: 'categories', type: 'relationship', relationTo: 'portfolio-categories', hasMany: true, maxRows: 10 },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, filterOptions: { kind: { equals: 'image' } } },
    { name: 'summary', type: 'textarea', required: true, maxLength: 400, admin: { description: 'Two or three sentences: shown in grids and in the quick view.' } },
    {
      type: 'row',
      fields: [
        { name: 'client', type: 'text', maxLength: 120 },
        { name: 'date', type: 'date', required: true, defaultValue: () => new Date().toISOString(), admin: { description: 'Newest first in grids.', date: { pickerAppearance: 'monthOnly', displayFormat: 'MMMM yyyy' } } },
      ],
    },
    { name: 'content', type: 'richText', admin: { description: 'The full story, on the item’s own page.' } },
    { name: 'hasLink', type: 'checkbox', label: 'Add a link (e.g. to the client’s site)' },
    { ...linkField({ name: 'link' }), admin: { condition: (_, sibling) => Boolean(sibling?.hasLink) } },
  ],
}

export const PortfolioCategories: CollectionConfig = {
  slug: 'portfolio-categories',
  labels: { singular: 'Portfolio category', plural: 'Portfolio categories' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: 'Site' },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: { afterChange: [revalidatePortfolio], afterDelete: [revalidatePortfolio] },
  fields: [{ name: 'name', type: 'text', required: true, maxLength: 60 }, slugField('name')],
}
