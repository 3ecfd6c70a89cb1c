import type { CollectionConfig } from 'payload'

import { staff, staffField } from '@/access'
import { validateHttpUrl } from '@/fields/link'
import { docTag } from '@/lib/cacheTags'
import { revalidateTags } from '@/lib/revalidate'
import { EMBED_PROVIDERS, EMBED_PROVIDER_KEYS, isEmbedProvider, isProviderUrl } from '@/video/providers'

import { mediaRead } from './access'
import { checkUpload } from './hooks/checkUpload'
import { fetchPosterForEmbed } from './hooks/fetchEmbedPoster'
import { DERIVATIVE_WEBP, DERIVATIVE_WIDTHS, OG_JPEG } from './sizes'
import { forgetCleanOriginals } from './cleanOriginal'
import { ACCEPTED_IMAGE_TYPES } from './uploadRules'
import { answerUnchangedFile, storedFileHeaders } from '@/lib/security/storedFileHeaders'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media item', plural: 'Media' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['filename', 'title', 'alt', 'kind', 'updatedAt'],
    group: 'Media library',
  },
  access: { read: mediaRead, create: staff, update: staff, delete: staff },
  upload: {
    mimeTypes: Object.keys(ACCEPTED_IMAGE_TYPES),
    focalPoint: true,
    crop: true,
    adminThumbnail: 'w320',
    // Stored names are generated (see checkUpload), so a file's bytes never change under its URL:
    // that name is its tag, and a holder of the file is answered 304 after the access check.
    modifyResponseHeaders: storedFileHeaders,
    handlers: [answerUnchangedFile],
    imageSizes: [
      ...DERIVATIVE_WIDTHS.map((width) => ({
        name: `w${width}`,
        width,
        withoutEnlargement: true,
        formatOptions: { format: 'webp' as const, options: { ...DERIVATIVE_WEBP } },
      })),
      {
        name: 'og',
        width: 1200,
        height: 630,
        position: 'centre',
        formatOptions: { format: 'jpeg' as const, options: { ...OG_JPEG } },
      },
    ],
  },
  hooks: {
    // The poster is fetched first, so the upload checks see it like any upload.
    beforeOperation: [fetchPosterForEmbed, checkUpload],
    // The pages that show this picture (the gallery plugin adds the galleries that hold it).
    afterChange: [({ doc, req, context }) => revalidateTags([docTag('media', doc.id)], { context, payload: req.payload })],
    afterDelete: [({ doc, req, context }) => revalidateTags([docTag('media', doc.id)], { context, payload: req.payload }), ({ doc }) => forgetCleanOriginals(doc.id)],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 300,
      admin: { description: 'Describe the picture for people who cannot see it. Required.' },
    },
    { name: 'title', type: 'text', maxLength: 200 },
    { name: 'caption', type: 'textarea', label: 'Description', maxLength: 5000 },
    { name: 'credit', type: 'text', maxLength: 200 },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, maxRows: 50 },
    {
      name: 'linkUrl',
      type: 'text',
      label: 'Link URL',
      validate: validateHttpUrl,
      admin: { description: 'Optional: where a click on this photo leads when a gallery is set to follow photo links.' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'image',
      options: [
        { label: 'Image', value: 'image' },
        { label: 'Embedded media (video, post…)', value: 'embed' },
        { label: 'Our video or audio clip', value: 'clip' },
      ],
      admin: { position: 'sidebar', description: 'For embedded media and clips, the uploaded image is the poster shown until play.' },
    },
    {
      name: 'clip',
      type: 'relationship',
      relationTo: 'videos',
      admin: { position: 'sidebar', condition: (data) => data?.kind === 'clip', description: 'The video or audio file (Media library → Video and audio) that plays in galleries in place of this image.' },
      validate: (value: unknown, { data }: { data: unknown }) => ((data as { kind?: string })?.kind !== 'clip' || value ? true : 'Choose the clip this item plays.'),
    },
    {
      name: 'embed',
      type: 'group',
      admin: { condition: (data) => data?.kind === 'embed' },
      fields: [
        {
          name: 'provider',
          type: 'select',
          options: EMBED_PROVIDER_KEYS.map((key) => ({ label: EMBED_PROVIDERS[key].label, value: key })),
          validate: (value: unknown, { data }: { data: unknown }) => {
            if ((data as { kind?: string })?.kind !== 'embed') return true
            return isEmbedProvider(value) ? true : 'Choose the provider of this embedded media.'
          },
        },
        {
          name: 'url',
          type: 'text',
          label: 'Address',
          validate: (value: unknown, { siblingData, data }: { siblingData: unknown; data: unknown }) => {
            if ((data as { kind?: string })?.kind !== 'embed') return true
            const provider = (siblingData as { provider?: unknown })?.provider
            if (typeof value !== 'string' || !value) return 'Enter the address of the embedded media.'
            if (!isEmbedProvider(provider)) return true
            return isProviderUrl(provider, value)
              ? true
              : `This address is not on ${EMBED_PROVIDERS[provider].label}'s own site.`
          },
        },
        {
          type: 'row',
          fields: [
            { name: 'width', type: 'number', min: 1, max: 10000, defaultValue: 1280 },
            { name: 'height', type: 'number', min: 1, max: 10000, defaultValue: 720 },
          ],
        },
      ],
    },
    {
      name: 'legacyId',
      type: 'number',
      index: true,
      // Readable by anyone: the old site's links showed these ids, and the photo viewer resolves them.
      admin: { position: 'sidebar', description: 'Id on the old site, kept so its links keep working.' },
    },
    {
      name: 'public',
      type: 'checkbox',
      label: 'Shown on the site',
      index: true,
      // Kept in line with the published content that shows this photo (./visibility.ts); nobody sets it by hand.
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Published content shows this photo, so visitors may see it. A photo nothing published shows stays private.',
      },
    },
    {
      name: 'watermarkedBy',
      type: 'group',
      label: 'Shown watermarked',
      // Kept in line by the galleries (gallery/watermark/galleries.ts); nobody sets it by hand.
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.watermarkedBy?.gallery),
        description: 'This photo is in a watermarked gallery: visitors only ever get copies with that gallery\'s watermark, never this file.',
      },
      fields: [
        { name: 'gallery', type: 'number', label: 'Gallery id', index: true },
        { name: 'fingerprint', type: 'text', admin: { hidden: true } },
      ],
    },
    {
      name: 'placeholder',
      type: 'text',
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'exif',
      type: 'group',
      label: 'Camera data',
      admin: { readOnly: true, description: 'Read from the file at upload.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'camera', type: 'text' },
            { name: 'lens', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'focalLength', type: 'number', label: 'Focal length (mm)' },
            { name: 'aperture', type: 'number', label: 'Aperture (f/)' },
            { name: 'exposureTime', type: 'text', label: 'Shutter' },
            { name: 'iso', type: 'number', label: 'ISO' },
          ],
        },
        { name: 'takenAt', type: 'date', label: 'Taken at' },
        {
          name: 'gps',
          type: 'group',
          label: 'Location (never shown publicly)',
          access: { read: staffField },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'latitude', type: 'number' },
                { name: 'longitude', type: 'number' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
