import type { ComponentType } from 'react'

import type { Page } from '@/payload-types'

import type { BlockPlacement } from './types'

import { CallToActionBlock } from './CallToAction/Component'
import { ColumnsBlock } from './Columns/Component'
import { GalleryBlock } from './Gallery/Component'
import { HeroBlock } from './Hero/Component'
import { MediaBlock } from './MediaBlock/Component'
import { RichTextBlock } from './RichText/Component'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']
type BlockProps<T extends BlockType> = Extract<LayoutBlock, { blockType: T }> & { placement: BlockPlacement }

/** Block slug → component; typed so a new block without a component fails to compile. */
const components: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  hero: HeroBlock,
  richText: RichTextBlock,
  mediaBlock: MediaBlock,
  columns: ColumnsBlock,
  callToAction: CallToActionBlock,
  gallery: GalleryBlock,
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
