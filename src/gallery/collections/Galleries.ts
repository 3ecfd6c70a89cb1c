import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staff } from '@/access'
import { slugField } from '@/fields/slug'
import { previewable } from '@/lib/livePreview'

import { deriveGalleryTags } from '../hooks/deriveGalleryTags'
import { revalidateGallery } from '../hooks/revalidate'
import { syncWatermarksAfterGalleryChange, syncWatermarksAfterGalleryDelete } from '../watermark/hooks'
import { GALLERY_VIEWS, OPTION_GROUPS, type OptionGroupName, overridableGroup } from '../options'

const ownSettings = (name: OptionGroupName) => {
  const { label, specs, extra } = OPTION_GROUPS[name]
  return overridableGroup(name, label, specs, extra)
}

export const Galleries: CollectionConfig = {
  slug: 'galleries',
  admin: {
    ...previewable('galleries'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Galleries',
  },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff, readVersions: staff },
  // Autosave: Live Preview follows the editor as they type (each autosave refreshes it).
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: false }, maxPerDoc: 20 },
  defaultSort: 'title',
  hooks: {
    beforeChange: [deriveGalleryTags],
    afterChange: [syncWatermarksAfterGalleryChange, revalidateGallery],
    afterDelete: [syncWatermarksAfterGalleryDelete, revalidateGallery],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField(),
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            { name: 'description', type: 'richText' },
            { name: 'cover', type: 'upload', relationTo: 'media', admin: { description: 'Shown in indexes and albums. Defaults to the first photo.' } },
            {
              name: 'items',
              label: 'Photos and videos',
              // An upload field, not a plain relationship: editors pick and order photos by their
              // thumbnails, not by titles alone (stored the same way, in the gallery's relation rows).
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              maxRows: 2000,
              admin: {
                description: 'Drag to set the default order. "Choose from existing" lists the media library with thumbnails (tick several to add them at once).',
                // Listed by thumbnail and title (Payload's own list names each item by its stored file name).
                components: { Field: '@/gallery/admin/GalleryItemsField.client#GalleryItemsField' },
              },
            },
            {
              name: 'tags',
              type: 'relationship',
              relationTo: 'tags',
              hasMany: true,
              admin: { readOnly: true, description: 'Collected from the photos on save.' },
            },
          ],
        },
        {
          label: 'Display',
          fields: [
            {
              name: 'view',
              type: 'select',
              defaultValue: 'thumbnails',
              required: true,
              options: [...GALLERY_VIEWS],
            },
            ownSettings('viewOptions'),
            ownSettings('controls'),
            ownSettings('slideshow'),
            ownSettings('carousel'),
            ownSettings('lightbox'),
          ],
        },
        {
          label: 'Visitors',
          fields: [
            ownSettings('behaviour'),
            ownSettings('watermark'),
          ],
        },
      ],
    },
    {
      name: 'legacyId',
      type: 'number',
      index: true,
      // Readable by anyone: the old site's links showed these ids, and the photo viewer resolves them.
      admin: { position: 'sidebar', description: 'Id on the old site, kept so its #bwg links keep working.' },
    },
  ],
}
