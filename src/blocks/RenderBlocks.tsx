import type { ComponentType } from 'react'

import type { Page } from '@/payload-types'

import type { BlockPlacement } from './types'

import { CallToActionBlock } from './CallToAction/Component'
import { ColumnsBlock } from './Columns/Component'
import { CountdownBlock } from './Countdown/Component'
import { CountersBlock } from './Counters/Component'
import { FormBlock } from './Form/Component'
import { NewsletterBlock } from './Newsletter/Component'
import { VideoGalleryBlock } from './VideoGallery/Component'
import { MediaPlayerBlock } from './MediaPlayer/Component'
import { GalleryBlock } from './Gallery/Component'
import { HeroBlock } from './Hero/Component'
import { HotspotsBlock } from './Hotspots/Component'
import { IconBoxesBlock } from './IconBoxes/Component'
import { LazyVideoBlock } from './LazyVideo/Component'
import { LogoStripBlock } from './LogoStrip/Component'
import { MediaBlock } from './MediaBlock/Component'
import { MapBlock } from './Map/Component'
import { MasonryGridBlock } from './MasonryGrid/Component'
import { NoticeBlock } from './Notice/Component'
import { ParallaxBlock } from './Parallax/Component'
import { PortfolioGridBlock } from './PortfolioGrid/Component'
import { PricingBlock } from './Pricing/Component'
import { RichTextBlock } from './RichText/Component'
import { SectionBlock } from './Section/Component'
import { SliderBlock } from './Slider/Component'
import { TabsBlock } from './Tabs/Component'
import { TeamBlock } from './Team/Component'
import { TestimonialsBlock } from './Testimonials/Component'
import { TimelineBlock } from './Timeline/Component'
import { TogglesBlock } from './Toggles/Component'

// The blocks' styles, here and only here, so they make one stylesheet for the pages that render
// blocks (see the frontend layout for why).
import './Countdown/styles.css'
import './Counters/styles.css'
import './Hotspots/styles.css'
import './IconBoxes/styles.css'
import './LazyVideo/styles.css'
import './LogoStrip/styles.css'
import './Map/styles.css'
import './MasonryGrid/styles.css'
import './Notice/styles.css'
import './Parallax/styles.css'
import './Pricing/styles.css'
import './Slider/styles.css'
import './Tabs/styles.css'
import './Team/styles.css'
import './Testimonials/styles.css'
import './Timeline/styles.css'
import './Toggles/styles.css'
// Last: a band's colours override those of the blocks inside it, as when Section imported them.
import './Section/styles.css'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']
type BlockProps<T extends BlockType> = Extract<LayoutBlock, { blockType: T }> & { placement: BlockPlacement }

/** Block slug → component; typed so a new block without a component fails to compile. */
const components: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  hero: HeroBlock,
  slider: SliderBlock,
  richText: RichTextBlock,
  mediaBlock: MediaBlock,
  columns: ColumnsBlock,
  callToAction: CallToActionBlock,
  gallery: GalleryBlock,
  iconBoxes: IconBoxesBlock,
  counters: CountersBlock,
  tabs: TabsBlock,
  toggles: TogglesBlock,
  testimonials: TestimonialsBlock,
  pricing: PricingBlock,
  team: TeamBlock,
  timeline: TimelineBlock,
  logoStrip: LogoStripBlock,
  notice: NoticeBlock,
  countdown: CountdownBlock,
  lazyVideo: LazyVideoBlock,
  hotspots: HotspotsBlock,
  parallax: ParallaxBlock,
  section: SectionBlock,
  portfolioGrid: PortfolioGridBlock,
  masonryGrid: MasonryGridBlock,
  map: MapBlock,
  formBlock: FormBlock,
  newsletter: NewsletterBlock,
  videoGallery: VideoGalleryBlock,
  mediaPlayer: MediaPlayerBlock,
}

export function RenderBlocks({ blocks, pagePath, pageState }: { blocks: Page['layout']; pagePath: string; pageState: URLSearchParams }) {
  if (!blocks?.length) return null
  let galleries = 0
  return (
    <>
      {blocks.map((block, index) => {
        const Component = components[block.blockType] as ComponentType<LayoutBlock & { placement: BlockPlacement }>
        const statePrefix = block.blockType === 'gallery' ? `g${++galleries}` : ''
        return <Component key={block.id ?? `${block.blockType}-${index}`} {...block} placement={{ isFirst: index === 0, pagePath, pageState, statePrefix }} />
      })}
    </>
  )
}
