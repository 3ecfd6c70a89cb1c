import type { Field, GroupField } from 'payload'

import { isSafeHttpUrl, isSafeLinkTarget } from '@/lib/urls'

/** Collections a link may point at inside the site. */
export const LINKABLE_COLLECTIONS = ['pages', 'galleries', 'albums', 'portfolio'] as const

/** For URL-only fields (photo links, social profiles): http(s) or a path on this site. */
export const validateHttpUrl = (value: unknown): true | string => {
  if (value === null || value === undefined || value === '') return true
  if (typeof value === 'string' && ((value.startsWith('/') && !value.startsWith('//')) || isSafeHttpUrl(value))) return true
  return 'Enter an address starting with http://, https:// or /.'
}

const validateLinkTarget = (value: unknown): true | string => {
  if (typeof value === 'string' && isSafeLinkTarget(value)) return true
  return 'Enter an address starting with http://, https://, /, mailto: or tel:.'
}

/** A link to a document of the site or to any http(s)/relative URL. */
export function linkField({ name = 'link', withLabel = true }: { name?: string; withLabel?: boolean } = {}): GroupField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'radio',
          defaultValue: 'reference',
          options: [
            { label: 'Page of this site', value: 'reference' },
            { label: 'Address (URL)', value: 'custom' },
          ],
          admin: { layout: 'horizontal' },
        },
        { name: 'newTab', type: 'checkbox', label: 'Open in a new tab' },
      ],
    },
    {
      name: 'reference',
      type: 'relationship',
      relationTo: [...LINKABLE_COLLECTIONS],
      required: true,
      maxDepth: 1,
      admin: { condition: (_, sibling) => sibling?.type === 'reference' },
    },
    {
      name: 'url',
      type: 'text',
      label: 'Address',
      required: true,
      validate: validateLinkTarget,
      admin: { condition: (_, sibling) => sibling?.type === 'custom' },
    },
  ]
  if (withLabel) fields.push({ name: 'label', type: 'text', required: true })
  return { name, type: 'group', fields }
}
