import type { Block } from 'payload'

import { GALLERY_VIEWS } from '@/gallery/options'

export const GalleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: 'Gallery', plural: 'Galleries' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'source',
      type: 'relationship',
      relationTo: ['galleries', 'albums'],
      required: true,
      admin: { description: 'The gallery or album to show.' },
    },
    {
      name: 'view',
      type: 'select',
      options: GALLERY_VIEWS.map((view) => ({ label: view.label, value: view.value })),
      admin: { description: "Leave empty to use the gallery's own view." },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 200,
      defaultValue: 12,
      admin: { description: 'How many photos to show on the page.' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'tags',
      hasMany: true,
      admin: { description: 'Optional: show only photos with these tags.' },
    },
    {
      name: 'theme',
      type: 'select',
      defaultValue: 'light',
      options: [
        { label: 'Light', value: 'light' },
        { label: 'Dark', value: 'dark' },
      ],
    },
  ],
}
