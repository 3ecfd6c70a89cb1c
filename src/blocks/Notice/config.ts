import type { Block } from 'payload'

import { linkField } from '@/fields/link'

export const NoticeBlock: Block = {
  slug: 'notice',
  interfaceName: 'NoticeBlock',
  labels: { singular: 'Notice or promotion', plural: 'Notices and promotions' },
  fields: [
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'info',
      required: true,
      options: [
        { label: 'Information', value: 'info' },
        { label: 'Success', value: 'success' },
        { label: 'Warning', value: 'warning' },
        { label: 'Promotion', value: 'promo' },
      ],
    },
    { name: 'heading', type: 'text', required: true, maxLength: 160 },
    { name: 'text', type: 'textarea', maxLength: 600 },
    { name: 'hasLink', type: 'checkbox', defaultValue: false, label: 'Add a link' },
    { ...linkField({ name: 'link' }), admin: { condition: (_, sibling) => Boolean(sibling?.hasLink) } },
  ],
}
