import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/access'
import { linkField } from '@/fields/link'
import { revalidateEverything } from '@/lib/revalidate'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site' },
  access: { read: anyone, update: staff },
  hooks: { afterChange: [({ req, context }) => revalidateEverything({ context, payload: req.payload })] },
  fields: [
    {
      name: 'columns',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 80 },
        { name: 'links', type: 'array', maxRows: 12, fields: [linkField()] },
      ],
    },
    { name: 'note', type: 'textarea', maxLength: 400, admin: { description: 'Small print under the columns.' } },
  ],
}
