import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/access'
import { linkField } from '@/fields/link'
import { revalidateEverything } from '@/lib/revalidate'

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Site' },
  access: { read: anyone, update: staff },
  hooks: { afterChange: [({ req, context }) => revalidateEverything({ context, payload: req.payload })] },
  fields: [
    {
      name: 'navItems',
      label: 'Navigation',
      type: 'array',
      maxRows: 10,
      fields: [
        linkField(),
        {
          name: 'children',
          label: 'Sub-menu',
          type: 'array',
          maxRows: 20,
          fields: [linkField()],
        },
      ],
    },
  ],
}
