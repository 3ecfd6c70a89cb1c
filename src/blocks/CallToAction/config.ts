import type { Block } from 'payload'

import { linkField } from '@/fields/link'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 160 },
    { name: 'text', type: 'textarea', maxLength: 600 },
    { name: 'links', type: 'array', minRows: 1, maxRows: 2, fields: [linkField({ name: 'link' })] },
  ],
}
