import type { Block } from 'payload'

import { ICON_NAMES } from '@/components/Icon/names'
import { linkField } from '@/fields/link'

export const IconBoxesBlock: Block = {
  slug: 'iconBoxes',
  interfaceName: 'IconBoxesBlock',
  labels: { singular: 'Icon boxes', plural: 'Icon boxes' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    { name: 'intro', type: 'textarea', maxLength: 600 },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      required: true,
      fields: [
        { name: 'icon', type: 'select', required: true, defaultValue: 'check', options: ICON_NAMES.map((name) => ({ label: name.charAt(0).toUpperCase() + name.slice(1), value: name })) },
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', maxLength: 600 },
        { name: 'hasLink', type: 'checkbox', defaultValue: false, label: 'Add a link' },
        { ...linkField({ name: 'link' }), admin: { condition: (_, sibling) => Boolean(sibling?.hasLink) } },
      ],
    },
  ],
}
