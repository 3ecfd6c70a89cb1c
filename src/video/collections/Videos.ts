import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/access'
import { fileUploadCheck } from '@/lib/fileUploadCheck'
import { revalidateEverything } from '@/lib/revalidate'
import { storedFileHeaders } from '@/lib/security/storedFileHeaders'

/** Video types every current browser plays in a `<video>` element, by their real (magic-byte) type. */
export const ACCEPTED_VIDEO_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
}

/**
 * Self-hosted video files (MP4, WebM) for sliders and section backgrounds. They play muted from our
 * own origin, so nothing loads from a video site; each has a still (poster) from the media library
 * for the moment before it plays, for phones and for visitors who ask for less motion.
 */
export const videos = ({ staticDir, maxBytes }: { staticDir?: string; maxBytes: number }): CollectionConfig => ({
  slug: 'videos',
  labels: { singular: 'Video file', plural: 'Video files' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'mimeType', 'updatedAt'],
    group: 'Media library',
    description: 'MP4 or WebM clips for sliders and section backgrounds. Keep them short and small: they play muted, in a loop.',
  },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  upload: {
    ...(staticDir ? { staticDir } : {}),
    mimeTypes: Object.keys(ACCEPTED_VIDEO_TYPES),
    modifyResponseHeaders: storedFileHeaders,
  },
  hooks: {
    beforeOperation: [
      fileUploadCheck({
        accepted: ACCEPTED_VIDEO_TYPES,
        maxBytes,
        namePrefix: 'video',
        tooLarge: `This video is too large. The limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`,
        unsupported: 'This file is not a supported video. Upload an MP4 or WebM file.',
      }),
    ],
    afterChange: [({ req, context }) => revalidateEverything({ context, payload: req.payload })],
    afterDelete: [({ req, context }) => revalidateEverything({ context, payload: req.payload })],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, admin: { description: 'What the clip shows (read to screen-reader users only when the clip carries meaning).' } },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { kind: { equals: 'image' } },
      admin: { description: 'A still shown until the clip plays, on phones, and to visitors who ask for less motion.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'width', type: 'number', required: true, min: 16, max: 7680, defaultValue: 1920, admin: { description: 'Frame width in pixels (sets the box before the clip loads).' } },
        { name: 'height', type: 'number', required: true, min: 16, max: 4320, defaultValue: 1080 },
      ],
    },
  ],
})
