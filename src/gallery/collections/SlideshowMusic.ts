import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/access'
import { fileUploadCheck } from '@/lib/fileUploadCheck'
import { answerUnchangedFile, storedFileHeaders } from '@/lib/security/storedFileHeaders'

/** Audio types a browser plays everywhere, by their real (magic-byte) type. */
export const ACCEPTED_AUDIO_TYPES: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
}
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024

/** Checks a music upload before it is stored: size, real type, and a generated file name. */
export const checkAudioUpload = fileUploadCheck({
  accepted: ACCEPTED_AUDIO_TYPES,
  maxBytes: MAX_AUDIO_BYTES,
  namePrefix: 'music',
  tooLarge: 'This audio file is too large. The limit is 25 MB.',
  unsupported: 'This file is not a supported audio file. Upload an MP3, Ogg, M4A or WAV file.',
})

/** Background music for slideshows: played only when a visitor presses the music button. */
export const slideshowMusic = (staticDir: string): CollectionConfig => ({
  slug: 'audio',
  labels: { singular: 'Music file', plural: 'Music' },
  admin: { useAsTitle: 'title', group: 'Media library', description: 'Background music for gallery slideshows.' },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  upload: {
    staticDir,
    mimeTypes: Object.keys(ACCEPTED_AUDIO_TYPES),
    modifyResponseHeaders: storedFileHeaders,
    handlers: [answerUnchangedFile],
  },
  hooks: { beforeOperation: [checkAudioUpload] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'credit', type: 'text', maxLength: 200, admin: { description: 'Composer or licence, if the track needs one.' } },
  ],
})
