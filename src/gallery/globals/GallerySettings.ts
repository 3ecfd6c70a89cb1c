import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/access'
import { revalidateEverything } from '@/lib/revalidate'

import {
  BEHAVIOUR_OPTIONS,
  CAROUSEL_OPTIONS,
  LIGHTBOX_OPTIONS,
  SLIDESHOW_OPTIONS,
  VIEW_OPTIONS,
  WATERMARK_OPTIONS,
  optionGroup,
} from '../options'

/** Site-wide defaults for every gallery; a gallery overrides a group with "Use own settings". */
export const GallerySettings: GlobalConfig = {
  slug: 'gallery-settings',
  label: 'Gallery settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staff },
  hooks: { afterChange: [({ req, context }) => revalidateEverything({ context, payload: req.payload })] },
  fields: [
    optionGroup('viewOptions', 'View options', VIEW_OPTIONS),
    optionGroup('lightbox', 'Photo viewer', LIGHTBOX_OPTIONS),
    optionGroup('slideshow', 'Slideshow', SLIDESHOW_OPTIONS),
    optionGroup('carousel', 'Carousel', CAROUSEL_OPTIONS),
    optionGroup('behaviour', 'Visitor features', BEHAVIOUR_OPTIONS),
    optionGroup('watermark', 'Watermark', WATERMARK_OPTIONS, [
      { name: 'text', type: 'text', maxLength: 120 },
      { name: 'image', type: 'upload', relationTo: 'media' },
    ]),
  ],
}
