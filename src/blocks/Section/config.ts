import type { Block } from 'payload'

import { withChooserCard } from '@/blocks/chooser'
import { CallToActionBlock } from '@/blocks/CallToAction/config'
import { ColumnsBlock } from '@/blocks/Columns/config'
import { CountersBlock } from '@/blocks/Counters/config'
import { IconBoxesBlock } from '@/blocks/IconBoxes/config'
import { LogoStripBlock } from '@/blocks/LogoStrip/config'
import { MediaBlock } from '@/blocks/MediaBlock/config'
import { NoticeBlock } from '@/blocks/Notice/config'
import { PricingBlock } from '@/blocks/Pricing/config'
import { RichTextBlock } from '@/blocks/RichText/config'
import { TeamBlock } from '@/blocks/Team/config'
import { anchorField } from '@/fields/anchor'


/**
 * A full-width band of the page (the old theme's colour section) holding other blocks, over a colour,
 * a picture, or a muted background video: our own clip (MP4/WebM) or YouTube/Vimeo (after consent).
 * The picture is the video's fallback: it shows until the video plays, instead of it when it cannot
 * (error, nothing playing after 2 s), on phones that save data and for visitors who ask for less motion.
 */
export const SectionBlock: Block = {
  slug: 'section',
  interfaceName: 'SectionBlock',
  labels: { singular: 'Section', plural: 'Sections' },
  fields: [
    { name: 'label', type: 'text', maxLength: 120, admin: { description: 'Optional name of the section for screen-reader users (e.g. "Why Atrium").' } },
    anchorField('label'),
    {
      type: 'row',
      fields: [
        {
          name: 'background',
          type: 'select',
          required: true,
          defaultValue: 'colour',
          options: [
            { label: 'Colour', value: 'colour' },
            { label: 'Picture', value: 'image' },
            { label: 'Video', value: 'video' },
          ],
        },
        {
          name: 'colour',
          type: 'select',
          required: true,
          defaultValue: 'wash',
          options: [
            { label: 'None (page)', value: 'none' },
            { label: 'Light grey', value: 'wash' },
            { label: 'Brand teal', value: 'brand' },
            { label: 'Dark', value: 'dark' },
          ],
          admin: { description: 'Under a picture or video it tints them, so text stays readable.' },
        },
        {
          name: 'height',
          type: 'select',
          required: true,
          defaultValue: 'auto',
          options: [
            { label: 'As tall as its content', value: 'auto' },
            { label: 'Half the window', value: 'medium' },
            { label: 'Most of the window', value: 'tall' },
          ],
        },
      ],
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { kind: { equals: 'image' } },
      admin: { condition: (_, sibling) => sibling?.background !== 'colour', description: 'The picture (for a video: shown until it plays and whenever it cannot).' },
      validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
        (siblingData as { background?: string })?.background === 'image' && !value ? 'Choose the background picture.' : true,
    },
    {
      name: 'video',
      type: 'group',
      admin: { condition: (_, sibling) => sibling?.background === 'video' },
      fields: [
        {
          name: 'source',
          type: 'radio',
          defaultValue: 'file',
          options: [
            { label: 'Video file (MP4/WebM)', value: 'file' },
            { label: 'YouTube or Vimeo', value: 'embed' },
          ],
          admin: { layout: 'horizontal' },
        },
        {
          name: 'files',
          type: 'upload',
          relationTo: 'videos',
          hasMany: true,
          maxRows: 2,
          admin: { condition: (_, sibling) => sibling?.source !== 'embed', description: 'An MP4 and/or a WebM version; the browser plays the first it can.' },
        },
        {
          name: 'embed',
          type: 'upload',
          relationTo: 'media',
          filterOptions: { 'embed.provider': { in: ['youtube', 'vimeo'] } },
          admin: { condition: (_, sibling) => sibling?.source === 'embed', description: 'Plays only for visitors who accepted content from other companies; the others see the picture.' },
        },
      ],
    },
    {
      name: 'content',
      type: 'blocks',
      required: true,
      minRows: 1,
      maxRows: 12,
      blocks: [RichTextBlock, ColumnsBlock, CallToActionBlock, IconBoxesBlock, CountersBlock, MediaBlock, NoticeBlock, PricingBlock, TeamBlock, LogoStripBlock].map(withChooserCard),
    },
  ],
}
