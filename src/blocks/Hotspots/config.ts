import type { Block } from 'payload'

const percent = (name: string, description: string) => ({ name, type: 'number' as const, required: true, min: 0, max: 100, admin: { description, step: 0.5 } })

export const HotspotsBlock: Block = {
  slug: 'hotspots',
  interfaceName: 'HotspotsBlock',
  labels: { singular: 'Image with hotspots', plural: 'Images with hotspots' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'hotspots',
      type: 'array',
      minRows: 1,
      maxRows: 20,
      required: true,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120, admin: { description: 'Names the pin for screen readers and heads its tooltip.' } },
        { name: 'text', type: 'textarea', maxLength: 600 },
        {
          type: 'row',
          fields: [percent('x', 'From the left edge, in % of the width.'), percent('y', 'From the top edge, in % of the height.')],
        },
      ],
    },
  ],
}
