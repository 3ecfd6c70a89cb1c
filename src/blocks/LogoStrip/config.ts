import type { Block } from 'payload'

import { validateHttpUrl } from '@/fields/link'

export const LogoStripBlock: Block = {
  slug: 'logoStrip',
  interfaceName: 'LogoStripBlock',
  labels: { singular: 'Logo strip', plural: 'Logo strips' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'logos',
      type: 'array',
      minRows: 1,
      maxRows: 24,
      required: true,
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120, admin: { description: 'The organisation, read out in place of the logo.' } },
        { name: 'logo', type: 'upload', relationTo: 'media', required: true },
        { name: 'url', type: 'text', maxLength: 500, validate: validateHttpUrl },
      ],
    },
  ],
}
