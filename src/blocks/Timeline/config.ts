import type { Block } from 'payload'

export const TimelineBlock: Block = {
  slug: 'timeline',
  interfaceName: 'TimelineBlock',
  labels: { singular: 'Timeline', plural: 'Timelines' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'entries',
      type: 'array',
      minRows: 1,
      maxRows: 40,
      required: true,
      fields: [
        { name: 'when', type: 'text', required: true, maxLength: 40, admin: { description: 'As it should read, for example "2009" or "Spring 2024".' } },
        { name: 'title', type: 'text', required: true, maxLength: 160 },
        { name: 'text', type: 'textarea', maxLength: 800 },
      ],
    },
  ],
}
