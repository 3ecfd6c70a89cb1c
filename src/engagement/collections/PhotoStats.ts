import type { CollectionConfig } from 'payload'

import { staff } from '@/access'

/**
 * A photo's running totals: votes and their sum (the average is sum ÷ votes, the true mean), views
 * and approved comments. Kept apart from the media document so a vote or a view never touches the
 * photo itself (its hooks, its cache). Written only by engagement/stats with single atomic statements.
 */
export const PhotoStats: CollectionConfig = {
  slug: 'photo-stats',
  labels: { singular: 'Photo totals', plural: 'Photo totals' },
  admin: { group: 'Visitors', defaultColumns: ['photo', 'votes', 'ratingSum', 'hits', 'comments'] },
  access: { read: staff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'photo', type: 'relationship', relationTo: 'media', required: true, unique: true, index: true },
    { name: 'votes', type: 'number', required: true, defaultValue: 0 },
    { name: 'ratingSum', type: 'number', required: true, defaultValue: 0 },
    { name: 'hits', type: 'number', required: true, defaultValue: 0 },
    { name: 'comments', type: 'number', required: true, defaultValue: 0, admin: { description: 'Approved comments.' } },
  ],
}
