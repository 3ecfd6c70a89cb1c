import type { Block } from 'payload'

export const MediaPlayerBlock: Block = {
  slug: 'mediaPlayer',
  interfaceName: 'MediaPlayerBlock',
  labels: { singular: 'Audio/Video', plural: 'Audio/Video' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'clip',
      type: 'relationship',
      relationTo: 'videos',
      required: true,
      admin: { description: 'A video or audio file from Media library → Video and audio; its captions and chapters come with it.' },
    },
    { name: 'caption', type: 'textarea', maxLength: 500 },
  ],
}
