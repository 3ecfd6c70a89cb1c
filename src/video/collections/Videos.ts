import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/access'
import { fileUploadCheck } from '@/lib/fileUploadCheck'
import { docTag, listTag } from '@/lib/cacheTags'
import { revalidateTags } from '@/lib/revalidate'
import { answerUnchangedFile, storedFileHeaders } from '@/lib/security/storedFileHeaders'

import { queueStream, STREAM_STATES } from '../streams'
import { vttProblem } from '../vtt'

/** Clip types every current browser plays, by their real (magic-byte) type → the stored extension. */
export const ACCEPTED_VIDEO_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/x-m4a': 'm4a',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/ogg; codecs=opus': 'opus',
  'audio/opus': 'opus',
}

/** A clip's change rebuilds the pages that play it (they read it by its tag) and the video galleries (few, read as one list). */
const clipTags = (id: number) => [docTag('videos', id), listTag('videos')]

const LANGUAGE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/

/**
 * Our own clips: MP4/WebM video and MP3/M4A/Ogg audio, with a poster and WebVTT tracks (captions,
 * subtitles, chapters). They play in the media player (galleries, the Audio/Video block, video
 * galleries) and, muted, as slider and section backgrounds. With ffmpeg on the server a queued job
 * makes an HLS ladder for each video; until then, or without ffmpeg, the original file plays.
 */
export const videos = ({ staticDir, maxBytes }: { staticDir?: string; maxBytes: number }): CollectionConfig => ({
  slug: 'videos',
  labels: { singular: 'Video or audio file', plural: 'Video and audio' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'mimeType', 'stream.status', 'updatedAt'],
    group: 'Media library',
    description: 'MP4 or WebM video, MP3, M4A or Ogg audio, with captions and chapters. Short, small clips also serve as slider and section backgrounds.',
  },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  upload: {
    ...(staticDir ? { staticDir } : {}),
    // The accepted types without their parameters (what fileUploadCheck stores).
    mimeTypes: [...new Set(Object.keys(ACCEPTED_VIDEO_TYPES).map((type) => type.split(';')[0]!))],
    modifyResponseHeaders: storedFileHeaders,
    handlers: [answerUnchangedFile],
  },
  hooks: {
    beforeOperation: [
      fileUploadCheck({
        accepted: ACCEPTED_VIDEO_TYPES,
        maxBytes,
        namePrefix: 'clip',
        tooLarge: `This file is too large. The limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`,
        unsupported: 'This file is not a supported video or audio file. Upload MP4, WebM, MP3, M4A or Ogg.',
      }),
    ],
    beforeChange: [
      ({ data, req, originalDoc }) => {
        // A new file (or a first upload) needs its streams made again; the job's state shows in the list.
        if (req.file || !originalDoc) {
          const isVideo = String(data.mimeType ?? req.file?.mimetype ?? '').startsWith('video/')
          data.stream = isVideo ? { status: 'queued', message: null, rungs: null } : { status: 'none', message: null, rungs: null }
        }
        return data
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, operation, req, context }) => {
        if (doc.stream?.status === 'queued' && (operation === 'create' || doc.filename !== previousDoc?.filename)) await queueStream(req, doc.id)
        return revalidateTags(clipTags(doc.id), { context, payload: req.payload })
      },
    ],
    afterDelete: [({ doc, req, context }) => revalidateTags(clipTags(doc.id), { context, payload: req.payload })],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, admin: { description: 'Names the player for screen-reader users and the playlist.' } },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { kind: { equals: 'image' } },
      admin: { description: 'A still shown until the clip plays, on phones, and to visitors who ask for less motion. Without one, the still made from the video is used.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'width', type: 'number', required: true, min: 16, max: 7680, defaultValue: 1920, admin: { description: 'Frame width in pixels (sets the box before the clip loads).' } },
        { name: 'height', type: 'number', required: true, min: 16, max: 4320, defaultValue: 1080 },
      ],
    },
    {
      name: 'tracks',
      type: 'array',
      maxRows: 12,
      labels: { singular: 'Track', plural: 'Captions, subtitles and chapters' },
      admin: { description: 'WebVTT text: paste the file\'s contents. Visitors turn captions on with the Captions button (or "c"); chapters appear in the Chapters menu.', initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'kind', type: 'select', required: true, defaultValue: 'captions', options: [{ label: 'Captions', value: 'captions' }, { label: 'Subtitles', value: 'subtitles' }, { label: 'Chapters', value: 'chapters' }] },
            {
              name: 'language',
              type: 'text',
              required: true,
              defaultValue: 'en',
              maxLength: 35,
              validate: (value: string | null | undefined) => (value && LANGUAGE.test(value) ? true : 'Give a language code such as "en", "de" or "pt-BR".'),
            },
            { name: 'label', type: 'text', required: true, maxLength: 60, admin: { description: 'Shown in the menu, e.g. "English".' } },
          ],
        },
        {
          name: 'vtt',
          type: 'textarea',
          required: true,
          label: 'WebVTT',
          validate: (value: string | null | undefined) => (typeof value === 'string' ? (vttProblem(value) ?? true) : 'Paste the WebVTT text.'),
        },
      ],
    },
    {
      name: 'stream',
      type: 'group',
      label: 'Adaptive streams (HLS)',
      admin: { readOnly: true, description: 'Made by a queued job when ffmpeg is installed on the server; until they are ready the original file plays.', condition: (data) => String(data?.mimeType ?? '').startsWith('video/') },
      fields: [
        { name: 'status', type: 'select', defaultValue: 'none', options: STREAM_STATES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })), index: true },
        { name: 'message', type: 'text', admin: { description: 'Why the streams failed or are unavailable.' } },
        { name: 'rungs', type: 'text', admin: { description: 'The heights made, e.g. "360, 720".' } },
      ],
    },
  ],
})
