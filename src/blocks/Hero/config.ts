import type { Block } from 'payload'

import { linkField } from '@/fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 160 },
    { name: 'text', type: 'textarea', maxLength: 600 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'style',
      type: 'select',
      defaultValue: 'standard',
      options: [
        { label: 'Standard (text beside the picture)', value: 'standard' },
        { label: 'Cover (text over the picture)', value: 'cover' },
      ],
    },
    { name: 'links', type: 'array', maxRows: 2, fields: [linkField({ name: 'link' })] },
  ],
}
