import type { Block } from 'payload'

import { linkField } from '@/fields/link'

/**
 * Hero (full-window) and content sliders, with the old theme's options and defaults: 5 s per slide,
 * a 900 ms slide animation, pause on hover, looping. Image slides, or video slides from our own
 * video files (they play muted and move on when they end) or from YouTube/Vimeo (played on a press,
 * after consent).
 */
export const SliderBlock: Block = {
  slug: 'slider',
  interfaceName: 'SliderBlock',
  labels: { singular: 'Slider', plural: 'Sliders' },
  fields: [
    {
      name: 'label',
      type: 'text',
      maxLength: 120,
      admin: { description: 'What the slider is about, read to screen-reader users ("Our services"). Defaults to "Slider".' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'size',
          type: 'select',
          required: true,
          defaultValue: 'content',
          options: [
            { label: 'Full window (hero)', value: 'fullscreen' },
            { label: 'In the content', value: 'content' },
          ],
        },
        {
          name: 'aspectRatio',
          type: 'select',
          required: true,
          defaultValue: '16:9',
          options: ['16:9', '21:9', '3:1', '4:3'].map((value) => ({ label: value, value })),
          admin: { condition: (_, sibling) => sibling?.size !== 'fullscreen', description: 'The box keeps this shape, so nothing moves while pictures load.' },
        },
        {
          name: 'parallax',
          type: 'checkbox',
          defaultValue: false,
          label: 'Parallax (pictures move slower than the page)',
          admin: { condition: (_, sibling) => sibling?.size === 'fullscreen' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'animation',
          type: 'select',
          required: true,
          defaultValue: 'slide',
          options: [
            { label: 'Slide', value: 'slide' },
            { label: 'Fade', value: 'fade' },
          ],
        },
        { name: 'speed', type: 'number', required: true, defaultValue: 900, min: 0, max: 3000, admin: { description: 'Milliseconds a change takes.' } },
        { name: 'interval', type: 'number', required: true, defaultValue: 5, min: 1, max: 60, admin: { description: 'Seconds each slide stays while playing.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'autoplay', type: 'checkbox', defaultValue: true, label: 'Play on its own' },
        { name: 'pauseOnHover', type: 'checkbox', defaultValue: true, label: 'Pause while the pointer is over it' },
        { name: 'loop', type: 'checkbox', defaultValue: true, label: 'Go round (after the last slide comes the first)' },
        {
          name: 'autoplayStop',
          type: 'select',
          required: true,
          defaultValue: 'never',
          label: 'Autoplay stops',
          options: [
            { label: 'Never', value: 'never' },
            { label: 'At the last slide', value: 'last' },
            { label: 'Back at the first slide', value: 'first' },
          ],
        },
      ],
    },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'kind',
          type: 'radio',
          required: true,
          defaultValue: 'image',
          options: [
            { label: 'Picture', value: 'image' },
            { label: 'Video file (MP4/WebM)', value: 'video' },
            { label: 'YouTube or Vimeo video', value: 'embed' },
          ],
          admin: { layout: 'horizontal' },
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          filterOptions: { kind: { equals: 'image' } },
          admin: {
            description: 'For a video slide: the picture shown on phones and to visitors who ask for less motion.',
          },
          validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
            (siblingData as { kind?: string })?.kind === 'image' && !value ? 'Choose the picture of this slide.' : true,
        },
        {
          name: 'videoFiles',
          type: 'upload',
          relationTo: 'videos',
          hasMany: true,
          maxRows: 2,
          admin: { condition: (_, sibling) => sibling?.kind === 'video', description: 'An MP4 and/or a WebM version; the browser plays the first it can.' },
          validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
            (siblingData as { kind?: string })?.kind === 'video' && !(Array.isArray(value) && value.length > 0) ? 'Choose the video file of this slide.' : true,
        },
        {
          name: 'loopVideo',
          type: 'checkbox',
          defaultValue: false,
          label: 'Loop the video (the slider then waits here until the visitor moves on)',
          admin: { condition: (_, sibling) => sibling?.kind === 'video' },
        },
        {
          name: 'embed',
          type: 'upload',
          relationTo: 'media',
          filterOptions: { 'embed.provider': { in: ['youtube', 'vimeo'] } },
          admin: { condition: (_, sibling) => sibling?.kind === 'embed', description: 'A YouTube or Vimeo video from the media library: its stored poster shows until a visitor presses play.' },
          validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
            (siblingData as { kind?: string })?.kind === 'embed' && !value ? 'Choose the video of this slide.' : true,
        },
        { name: 'heading', type: 'text', maxLength: 160 },
        { name: 'caption', type: 'textarea', maxLength: 400 },
        {
          name: 'captionPosition',
          type: 'select',
          required: true,
          defaultValue: 'bottom-left',
          options: [
            { label: 'Bottom left', value: 'bottom-left' },
            { label: 'Centre', value: 'center' },
            { label: 'Bottom right', value: 'bottom-right' },
          ],
        },
        { name: 'buttons', type: 'array', maxRows: 2, fields: [linkField({ name: 'link' })] },
      ],
    },
  ],
}
