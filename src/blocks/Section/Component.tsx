import type { ComponentType, CSSProperties } from 'react'

import { CallToActionBlock } from '@/blocks/CallToAction/Component'
import { ColumnsBlock } from '@/blocks/Columns/Component'
import { CountersBlock } from '@/blocks/Counters/Component'
import { IconBoxesBlock } from '@/blocks/IconBoxes/Component'
import { LogoStripBlock } from '@/blocks/LogoStrip/Component'
import { MediaBlock } from '@/blocks/MediaBlock/Component'
import { NoticeBlock } from '@/blocks/Notice/Component'
import { PricingBlock } from '@/blocks/Pricing/Component'
import { RichTextBlock } from '@/blocks/RichText/Component'
import { TeamBlock } from '@/blocks/Team/Component'
import type { BlockPlacement } from '@/blocks/types'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { reshapePhoto, siteRelativeMediaUrl } from '@/gallery/data/reshape'
import { photoImageProps } from '@/gallery/views/photoImage'
import type { Media, SectionBlock as SectionBlockProps, Video } from '@/payload-types'
import { embedPlayerUrl } from '@/video/providers'

import { BackgroundVideo } from '../islands'
import { backgroundPlayerUrl } from './backgroundPlayer'

type ContentBlock = NonNullable<SectionBlockProps['content']>[number]
type ContentType = ContentBlock['blockType']
type ContentProps<T extends ContentType> = Extract<ContentBlock, { blockType: T }> & { placement: BlockPlacement }

/** The blocks a section may hold; typed so a block added to the section's config needs a component. */
const contentComponents: { [T in ContentType]: ComponentType<ContentProps<T>> } = {
  richText: RichTextBlock,
  columns: ColumnsBlock,
  callToAction: CallToActionBlock,
  iconBoxes: IconBoxesBlock,
  counters: CountersBlock,
  mediaBlock: MediaBlock,
  notice: NoticeBlock,
  pricing: PricingBlock,
  team: TeamBlock,
  logoStrip: LogoStripBlock,
}

const isVideo = (value: number | Video | null | undefined): value is Video => typeof value === 'object' && value !== null && Boolean(value.url)

/**
 * A full-width band with a colour, a picture or a background video behind its blocks. The picture is
 * in the page from the start (and is the video's fallback); the video is added after hydration by
 * BackgroundVideo, only where it may play.
 */
export function SectionBlock({ label, anchor, background, colour, height, image, video, content, placement }: SectionBlockProps & { placement: BlockPlacement }) {
  if (!content?.length) return null
  const picture = background !== 'colour' && typeof image === 'object' && image ? reshapePhoto(image as Media) : null
  const files = background === 'video' && video?.source !== 'embed' ? (video?.files ?? []).filter(isVideo) : []
  const embedPhoto = background === 'video' && video?.source === 'embed' && typeof video.embed === 'object' && video.embed ? reshapePhoto(video.embed) : null
  const embedUrl = embedPhoto?.embed ? embedPlayerUrl(embedPhoto.embed.provider, embedPhoto.embed.url) : null
  const playerUrl = embedPhoto?.embed && embedUrl ? backgroundPlayerUrl(embedPhoto.embed.provider, embedUrl) : null
  const hasMedia = Boolean(picture || files.length || playerUrl)
  const tone = colour === 'dark' || colour === 'brand' || hasMedia ? 'light-text' : 'dark-text'
  const style = { '--section-tint': hasMedia ? tintFor(colour) : undefined } as CSSProperties
  return (
    <section
      id={anchor || undefined}
      aria-label={label || undefined}
      className={`block block-section full-width section-${colour ?? 'wash'} section-${height ?? 'auto'} section-${tone}${hasMedia ? ' section-has-media' : ''}`}
      style={style}
    >
      {hasMedia ? (
        <div className="section-media" aria-hidden="true">
          {picture ? <ResponsiveImage {...photoImageProps(picture)} alt="" sizes="100vw" cover className="section-picture" /> : null}
          {files.length || playerUrl ? (
            <BackgroundVideo
              files={files.map((file) => ({ url: siteRelativeMediaUrl(file.url!), type: file.mimeType ?? 'video/mp4' }))}
              playerUrl={playerUrl}
              title={embedPhoto?.title ?? files[0]?.title ?? ''}
            />
          ) : null}
          <div className="section-tint" />
        </div>
      ) : null}
      <div className="section-content">
        {content.map((block, index) => {
          const Component = contentComponents[block.blockType] as ComponentType<ContentBlock & { placement: BlockPlacement }>
          return <Component key={block.id ?? `${block.blockType}-${index}`} {...block} placement={{ ...placement, isFirst: false }} />
        })}
      </div>
    </section>
  )
}

function tintFor(colour: string | null | undefined): string {
  switch (colour) {
    case 'none':
      return 'rgba(15, 23, 42, 0.35)'
    case 'brand':
      return 'rgba(15, 118, 110, 0.72)'
    case 'wash':
      return 'rgba(15, 23, 42, 0.5)'
    default:
      return 'rgba(15, 23, 42, 0.68)'
  }
}
