import type { Block } from 'payload'

import { linkField } from '@/fields/link'

export const PricingBlock: Block = {
  slug: 'pricing',
  interfaceName: 'PricingBlock',
  labels: { singular: 'Pricing table', plural: 'Pricing tables' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    { name: 'intro', type: 'textarea', maxLength: 600 },
    {
      name: 'plans',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      required: true,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 60 },
            { name: 'price', type: 'text', required: true, maxLength: 30, admin: { description: 'As it should read, for example "£6" or "From £4".' } },
            { name: 'period', type: 'text', maxLength: 60, admin: { description: 'For example "per employee a month".' } },
          ],
        },
        { name: 'summary', type: 'textarea', maxLength: 300 },
        { name: 'features', type: 'array', maxRows: 12, fields: [{ name: 'text', type: 'text', required: true, maxLength: 160 }] },
        { name: 'featured', type: 'checkbox', defaultValue: false, label: 'Highlight this plan' },
        linkField({ name: 'link' }),
      ],
    },
  ],
}
