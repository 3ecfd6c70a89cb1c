import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'

export const TabsBlock: Block = {
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: 'Tabs', plural: 'Tabs' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'tabs',
      type: 'array',
      minRows: 2,
      maxRows: 8,
      required: true,
      admin: { description: 'The first tab is open when the page loads, unless the address names another.' },
      fields: [{ name: 'title', type: 'text', required: true, maxLength: 60 }, anchorField(), { name: 'content', type: 'richText', required: true }],
    },
  ],
}
