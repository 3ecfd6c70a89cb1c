import type { FieldHook, TextField } from 'payload'

import { slugify, SLUG_PATTERN } from './slug'

const fillFromSibling =
  (sourceField: string): FieldHook =>
  ({ value, siblingData }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const source = siblingData?.[sourceField]
    return typeof source === 'string' && source.trim() !== '' ? slugify(source) : value
  }

/**
 * The name of an item in the page address (`/about#opening-hours`): a link with it opens that tab or
 * toggle, and opening the item puts it in the address. Filled from the item's title when left empty.
 */
export function anchorField(sourceField = 'title'): TextField {
  return {
    name: 'anchor',
    type: 'text',
    maxLength: 80,
    admin: {
      description: 'The name after # in the address that opens this item. Leave empty to build it from the title.',
    },
    hooks: { beforeValidate: [fillFromSibling(sourceField)] },
    validate: (value: unknown) =>
      value === null || value === undefined || value === '' || (typeof value === 'string' && SLUG_PATTERN.test(value))
        ? true
        : 'Use lower-case letters, digits and single hyphens only.',
  }
}
