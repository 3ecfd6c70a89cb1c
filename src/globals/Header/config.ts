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
          name: 'megaMenu',
          type: 'checkbox',
          defaultValue: false,
          label: 'Show the sub-menu as a wide panel in columns (mega menu)',
        },
        {
          name: 'children',
          label: 'Sub-menu',
          type: 'array',
          maxRows: 20,
          fields: [
            linkField(),
            {
              name: 'column',
              type: 'text',
              maxLength: 60,
              admin: { description: 'Mega menu only: the column heading this link sits under; links with the same heading share a column.' },
            },
          ],
        },
      ],
    },
  ],
}
