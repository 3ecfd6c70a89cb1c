import type { ComponentType } from 'react'

import type { Page } from '@/payload-types'

import { CallToActionBlock } from './CallToAction/Component'
import { ColumnsBlock } from './Columns/Component'
import { GalleryBlock } from './Gallery/Component'
import { HeroBlock } from './Hero/Component'
import { MediaBlock } from './MediaBlock/Component'
import { RichTextBlock } from './RichText/Component'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']
type BlockProps<T extends BlockType> = Extract<LayoutBlock, { blockType: T }> & { isFirst: boolean }

/** Block slug → component; typed so a new block without a component fails to compile. */
const components: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  hero: HeroBlock,
  richText: RichTextBlock,
  mediaBlock: MediaBlock,
  columns: ColumnsBlock,
  callToAction: CallToActionBlock,
  gallery: GalleryBlock,
}

export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Component = components[block.blockType] as ComponentType<LayoutBlock & { isFirst: boolean }>
        return <Component key={block.id ?? `${block.blockType}-${index}`} {...block} isFirst={index === 0} />
      })}
    </>
  )
}
