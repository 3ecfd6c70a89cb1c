import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/access'
import { slugField } from '@/fields/slug'
import { listTag } from '@/lib/cacheTags'
import { revalidateTags } from '@/lib/revalidate'

import { isYouTubeToken, MAX_PAGE_SIZE, playlistIdFrom } from '../youtube'

export const videoGalleryTag = (slug: string) => `video-gallery:${slug}`
/** The /videos index and the sitemap: every video gallery. */
export const VIDEO_GALLERIES_LIST = listTag('video-galleries')

/**
 * A video gallery: our own clips and/or a YouTube playlist, shown at /videos/<slug> with a
 * playlist of thumbnails and one player. The playlist's pages come from the YouTube Data API
 * through our server (YOUTUBE_API_KEY); without a key, visitors see the clips only.
 */
export const VideoGalleries: CollectionConfig = {
  slug: 'video-galleries',
  labels: { singular: 'Video gallery', plural: 'Video galleries' },
  admin: { group: 'Galleries', useAsTitle: 'title', defaultColumns: ['title', 'slug', 'playlistId', 'updatedAt'] },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    afterChange: [({ doc, previousDoc, req, context }) => revalidateTags([videoGalleryTag(doc.slug), VIDEO_GALLERIES_LIST, ...(previousDoc?.slug && previousDoc.slug !== doc.slug ? [videoGalleryTag(previousDoc.slug)] : [])], { context, payload: req.payload })],
    afterDelete: [({ doc, req, context }) => revalidateTags([videoGalleryTag(doc.slug), VIDEO_GALLERIES_LIST], { context, payload: req.payload })],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField('title', { reserved: ['thumbnails', 'streams', 'tracks'] }),
    { name: 'description', type: 'textarea', maxLength: 1000 },
    { name: 'clips', type: 'relationship', relationTo: 'videos', hasMany: true, admin: { description: 'Our own clips, first in the playlist.' } },
    {
      name: 'playlistId',
      label: 'YouTube playlist id',
      type: 'text',
      maxLength: 128,
      admin: { description: 'Paste the playlist’s address (…/playlist?list=…) or just its id, e.g. PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG.', components: { afterInput: ['@/video/admin/YouTubeKeyNotice#YouTubeKeyNotice'] } },
      // A pasted address is stored as its id.
      hooks: { beforeValidate: [({ value }) => playlistIdFrom(value)] },
      validate: (value: unknown) => (!value || isYouTubeToken(value) ? true : 'Paste a YouTube playlist address (with list= in it) or a playlist id (letters, digits, - and _, at most 128).'),
    },
    {
      type: 'row',
      fields: [
        { name: 'pageSize', label: 'Videos per page', type: 'number', defaultValue: 12, min: 1, max: MAX_PAGE_SIZE, admin: { width: '25%' } },
        { name: 'columns', type: 'number', defaultValue: 3, min: 1, max: 6, admin: { width: '25%' } },
        { name: 'showTitles', label: 'Show titles', type: 'checkbox', defaultValue: true, admin: { width: '25%' } },
        { name: 'showPaging', label: 'Show paging', type: 'checkbox', defaultValue: true, admin: { width: '25%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'autonext', label: 'Play the next video at the end', type: 'checkbox', defaultValue: false, admin: { width: '50%', description: 'At the end of a video the next one plays; after the last of a page, the first of the next page.' } },
        { name: 'thumbplay', label: 'Preview on hover', type: 'checkbox', defaultValue: false, admin: { width: '50%', description: 'A thumbnail plays a silent preview while pointed at or focused.' } },
      ],
    },
  ],
}
