import type { CollectionConfig } from 'payload'

import { staff } from '@/access'

/**
 * One row per vote. The unique index on (photo, visitor) is what makes "one vote per visitor per
 * photo" true under any concurrency; rows are written only by the vote endpoint (engagement/ratings),
 * in the same transaction as the photo's totals, so the admin can read them but not change them.
 */
export const PhotoRatings: CollectionConfig = {
  slug: 'photo-ratings',
  labels: { singular: 'Rating', plural: 'Ratings' },
  admin: { group: 'Visitors', defaultColumns: ['photo', 'value', 'gallery', 'createdAt'], description: 'Votes cast by visitors. The photo totals follow from these rows.' },
  access: { read: staff, create: () => false, update: () => false, delete: () => false },
  // (ipHash, photo): the daily per-address limit reads only that address's votes on the photo;
  // visitor: the votes a returning visitor sees on a gallery page. Both stay cheap however many
  // votes a photo has.
  indexes: [
    { fields: ['photo', 'visitor'], unique: true },
    { fields: ['ipHash', 'photo'] },
  ],
  fields: [
    { name: 'photo', type: 'relationship', relationTo: 'media', required: true, index: true },
    { name: 'gallery', type: 'relationship', relationTo: 'galleries', admin: { description: 'Where the vote was cast (kept empty if that gallery is deleted).' } },
    { name: 'value', type: 'number', required: true, min: 1, max: 10 },
    { name: 'visitor', type: 'text', required: true, index: true, admin: { description: 'The random id in the visitor’s cookie.' } },
    { name: 'ipHash', type: 'text', required: true, admin: { description: 'A salted hash of the address; the address itself is never stored.' } },
  ],
}
