import type { Block } from 'payload'

export const VideoGalleryBlock: Block = {
  slug: 'videoGallery',
  interfaceName: 'VideoGalleryBlock',
  labels: { singular: 'Video gallery', plural: 'Video galleries' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    { name: 'gallery', type: 'relationship', relationTo: 'video-galleries', required: true, admin: { description: 'Its clips and YouTube playlist, with one player (Galleries → Video galleries).' } },
  ],
}
