import type { Block } from 'payload'

/** Query pairs the provider's player understands, e.g. `start=30&mute=1`: plain names and values only. */
export const PLAYER_QUERY = /^[a-z_]{1,20}=[A-Za-z0-9_.-]{1,40}(?:&[a-z_]{1,20}=[A-Za-z0-9_.-]{1,40}){0,9}$/

export const LazyVideoBlock: Block = {
  slug: 'lazyVideo',
  interfaceName: 'LazyVideoBlock',
  labels: { singular: 'Video (loads on play)', plural: 'Videos (load on play)' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'video',
      type: 'upload',
      relationTo: 'media',
      required: true,
      filterOptions: { kind: { equals: 'embed' } },
      admin: { description: 'A video from the media library (kind "Embed"): its stored poster shows until a visitor presses play; nothing loads from the video site before that.' },
    },
    { name: 'caption', type: 'text', maxLength: 300 },
    {
      name: 'playerQuery',
      type: 'text',
      maxLength: 300,
      admin: { description: 'Extra player settings added to the address, for example start=30 (YouTube) or muted=1 (Vimeo).' },
      validate: (value: unknown) =>
        value === null || value === undefined || value === '' || (typeof value === 'string' && PLAYER_QUERY.test(value))
          ? true
          : 'Write name=value pairs joined by &, using letters, digits, dots, hyphens and underscores only.',
    },
  ],
}
