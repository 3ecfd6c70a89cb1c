import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'

export const TogglesBlock: Block = {
  slug: 'toggles',
  interfaceName: 'TogglesBlock',
  labels: { singular: 'Toggles', plural: 'Toggles' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'mode',
      type: 'select',
      defaultValue: 'accordion',
      options: [
        { label: 'Accordion: opening one closes the others', value: 'accordion' },
        { label: 'Toggles: each opens and closes on its own', value: 'toggles' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 30,
      required: true,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 160 },
        anchorField(),
        { name: 'content', type: 'richText', required: true },
        { name: 'open', type: 'checkbox', defaultValue: false, label: 'Open when the page loads' },
      ],
    },
  ],
}
