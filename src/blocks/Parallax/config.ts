import type { Block } from 'payload'

import { linkField } from '@/fields/link'

/** The old theme's parallax section: an image that scrolls slower than the page (ratio 0.5). */
export const ParallaxBlock: Block = {
  slug: 'parallax',
  interfaceName: 'ParallaxBlock',
  labels: { singular: 'Parallax section', plural: 'Parallax sections' },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'heading', type: 'text', maxLength: 160 },
    { name: 'text', type: 'textarea', maxLength: 600 },
    { name: 'links', type: 'array', maxRows: 2, fields: [linkField({ name: 'link' })] },
    {
      type: 'row',
      fields: [
        {
          name: 'ratio',
          type: 'number',
          defaultValue: 0.5,
          min: 0.1,
          max: 0.9,
          required: true,
          admin: { step: 0.1, description: 'How far the picture lags behind the page: 0.5 moves it at half the scrolling speed.' },
        },
        {
          name: 'height',
          type: 'select',
          defaultValue: 'medium',
          required: true,
          options: [
            { label: 'Medium (60 % of the window)', value: 'medium' },
            { label: 'Tall (80 % of the window)', value: 'tall' },
          ],
        },
      ],
    },
  ],
}
