import type { Block } from 'payload'

export const MediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlockFields',
  labels: { singular: 'Media', plural: 'Media' },
  fields: [
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text', maxLength: 300 },
    {
      name: 'width',
      type: 'select',
      defaultValue: 'content',
      options: [
        { label: 'Text width', value: 'content' },
        { label: 'Wide', value: 'wide' },
      ],
    },
  ],
}
