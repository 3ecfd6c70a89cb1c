import type { Block } from 'payload'

export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: 'Team', plural: 'Teams' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'members',
      type: 'array',
      minRows: 1,
      maxRows: 40,
      required: true,
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120 },
        { name: 'role', type: 'text', maxLength: 160 },
        { name: 'photo', type: 'upload', relationTo: 'media' },
        { name: 'bio', type: 'textarea', maxLength: 800 },
      ],
    },
  ],
}
