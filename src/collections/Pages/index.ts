import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staff } from '@/access'
import { CallToActionBlock } from '@/blocks/CallToAction/config'
import { ColumnsBlock } from '@/blocks/Columns/config'
import { CountdownBlock } from '@/blocks/Countdown/config'
import { CountersBlock } from '@/blocks/Counters/config'
import { HotspotsBlock } from '@/blocks/Hotspots/config'
import { IconBoxesBlock } from '@/blocks/IconBoxes/config'
import { LazyVideoBlock } from '@/blocks/LazyVideo/config'
import { LogoStripBlock } from '@/blocks/LogoStrip/config'
import { MapBlock } from '@/blocks/Map/config'
import { MasonryGridBlock } from '@/blocks/MasonryGrid/config'
import { NoticeBlock } from '@/blocks/Notice/config'
import { ParallaxBlock } from '@/blocks/Parallax/config'
import { PortfolioGridBlock } from '@/blocks/PortfolioGrid/config'
import { PricingBlock } from '@/blocks/Pricing/config'
import { TabsBlock } from '@/blocks/Tabs/config'
import { TeamBlock } from '@/blocks/Team/config'
import { TestimonialsBlock } from '@/blocks/Testimonials/config'
import { TimelineBlock } from '@/blocks/Timeline/config'
import { TogglesBlock } from '@/blocks/Toggles/config'
import { FormBlock } from '@/blocks/Form/config'
import { NewsletterBlock } from '@/blocks/Newsletter/config'
import { VideoGalleryBlock } from '@/blocks/VideoGallery/config'
import { MediaPlayerBlock } from '@/blocks/MediaPlayer/config'
import { GalleryBlock } from '@/blocks/Gallery/config'
import { withChooserCard } from '@/blocks/chooser'
import { HeroBlock } from '@/blocks/Hero/config'
import { MediaBlock } from '@/blocks/MediaBlock/config'
import { RichTextBlock } from '@/blocks/RichText/config'
import { SectionBlock } from '@/blocks/Section/config'
import { SliderBlock } from '@/blocks/Slider/config'
import { slugField } from '@/fields/slug'
import { previewable } from '@/lib/livePreview'

import { revalidatePage } from './hooks/revalidatePage'

/**
 * A page's address is `/<slug>`: a slug that names one of the site's own routes (the cart, the
 * galleries, a route handler such as /preview, the admin) would give a page no visitor can reach,
 * and links to it would lead to that route instead. A unit test holds this list to the app's folders.
 */
export const RESERVED_PAGE_SLUGS = [
  'admin',
  'albums',
  'api',
  'bad-request',
  'cart',
  'checkout',
  'forms',
  'galleries',
  'import',
  'media',
  'newsletter',
  'orders',
  'portfolio',
  'preview',
  'search',
  'shop',
  'videos',
  'webhooks',
] as const

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    ...previewable('pages'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Site',
    description: 'The page with the address "home" is the front page.',
  },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff, readVersions: staff },
  // Autosave: Live Preview follows the editor as they type (each autosave refreshes it).
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: false }, maxPerDoc: 30 },
  hooks: { afterChange: [revalidatePage], afterDelete: [revalidatePage] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField('title', { reserved: RESERVED_PAGE_SLUGS }),
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'layout',
              type: 'blocks',
              blocks: [
                HeroBlock,
                SliderBlock,
                RichTextBlock,
                MediaBlock,
                ColumnsBlock,
                CallToActionBlock,
                GalleryBlock,
                IconBoxesBlock,
                CountersBlock,
                TabsBlock,
                TogglesBlock,
                TestimonialsBlock,
                PricingBlock,
                TeamBlock,
                TimelineBlock,
                LogoStripBlock,
                NoticeBlock,
                CountdownBlock,
                LazyVideoBlock,
                HotspotsBlock,
                ParallaxBlock,
                SectionBlock,
                PortfolioGridBlock,
                MasonryGridBlock,
                MapBlock,
                FormBlock,
                NewsletterBlock,
                VideoGalleryBlock,
                MediaPlayerBlock,
              ].map(withChooserCard),
              maxRows: 60,
            },
          ],
        },
      ],
    },
  ],
}
