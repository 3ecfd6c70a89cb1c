import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/access'
import { slugField } from '@/fields/slug'

export const Tags: CollectionConfig = {
  slug: 'tags',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: 'Media library' },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  fields: [{ name: 'name', type: 'text', required: true, maxLength: 60 }, slugField('name')],
}
