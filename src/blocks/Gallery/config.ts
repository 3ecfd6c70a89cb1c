import type { Block, Field } from 'payload'

import { HEX_COLOUR } from '@/gallery/browser/theme'
import { ALBUM_VIEWS, GALLERY_VIEWS, OPTION_GROUPS, overridableGroup, type OptionGroupName } from '@/gallery/options'

const colour = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  maxLength: 7,
  admin: { description: 'A colour like #0f766e.' },
  validate: (value: string | null | undefined) => !value || HEX_COLOUR.test(value) || 'Use a colour written as # and six hex digits, like #0f766e.',
})

/** The block may change a gallery's view settings for this page only. */
const blockOwn = (name: OptionGroupName): Field => {
  const { label, specs, extra } = OPTION_GROUPS[name]
  const group = overridableGroup(name, label, specs, extra)
  return {
    ...group,
    fields: group.fields.map((field) =>
      'name' in field && field.name === 'custom'
        ? { ...field, label: 'Use own settings in this block', admin: { description: "Off: the gallery's settings apply." } }
        : field,
    ) as Field[],
    admin: { condition: (_: unknown, sibling: { source?: { relationTo?: string } }) => sibling?.source?.relationTo !== 'albums' },
  }
}

export const GalleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: 'Gallery', plural: 'Galleries' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'source',
      type: 'relationship',
      relationTo: ['galleries', 'albums'],
      required: true,
      admin: { description: 'The gallery or album to show.' },
    },
    {
      // The chosen gallery's first photos, shown in the editor (stores nothing).
      name: 'sourcePreview',
      type: 'ui',
      admin: { components: { Field: '@/blocks/Gallery/SourcePreview.client#SourcePreview' } },
    },
    {
      name: 'view',
      type: 'select',
      options: [...GALLERY_VIEWS],
      admin: { description: "Leave empty to use the gallery's own view. In an album: the view of the galleries opened from it." },
    },
    {
      name: 'albumView',
      type: 'select',
      options: [...ALBUM_VIEWS],
      admin: {
        description: "Leave empty to use the album's own view.",
        condition: (_: unknown, sibling: { source?: { relationTo?: string } }) => sibling?.source?.relationTo === 'albums',
      },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 200,
      admin: { description: 'Optional: show at most this many photos, without paging, and link to the whole gallery.' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'tags',
      hasMany: true,
      admin: { description: 'Optional: show only photos with these tags.' },
    },
    {
      name: 'theme',
      type: 'select',
      defaultValue: 'light',
      options: [
        { label: 'Light', value: 'light' },
        { label: 'Dark', value: 'dark' },
        { label: 'Custom colours', value: 'custom' },
      ],
    },
    {
      name: 'colours',
      type: 'group',
      admin: { condition: (_: unknown, sibling: { theme?: string }) => sibling?.theme === 'custom' },
      fields: [colour('background', 'Background'), colour('text', 'Text'), colour('accent', 'Links and buttons')],
    },
    blockOwn('viewOptions'),
    blockOwn('controls'),
    blockOwn('slideshow'),
    blockOwn('carousel'),
  ],
}
