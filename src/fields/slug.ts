import type { Field, FieldHook } from 'payload'

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}

const fillSlugFromTitle =
  (sourceField: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const source = data?.[sourceField] ?? originalDoc?.[sourceField]
    return typeof source === 'string' ? slugify(source) : value
  }

/** A unique, URL-safe slug filled from the title when left empty; `reserved` slugs are refused (addresses the site uses itself). */
export function slugField(sourceField = 'title', { reserved = [] }: { reserved?: readonly string[] } = {}): Field {
  return {
    name: 'slug',
    type: 'text',
    index: true,
    unique: true,
    required: true,
    admin: {
      position: 'sidebar',
      description: 'The address of this item. Leave empty to build it from the title.',
    },
    hooks: { beforeValidate: [fillSlugFromTitle(sourceField)] },
    validate: (value: unknown) => {
      if (typeof value !== 'string' || !SLUG_PATTERN.test(value)) return 'Use lower-case letters, digits and single hyphens only.'
      return reserved.includes(value) ? `"${value}" is an address the site uses itself; choose another.` : true
    },
  }
}
