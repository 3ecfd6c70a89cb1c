import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { RichText, type ExtraConverters } from '@/components/RichText'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { reshapePhoto } from '@/gallery/data/reshape'
import { photoImageProps } from '@/gallery/views/photoImage'
import type { Media } from '@/payload-types'

/**
 * A picture placed in rich text: our stored sizes (watermarked where its gallery says so, never the
 * original file), linked to its largest size so the content viewer opens it.
 */
const converters: ExtraConverters = {
  upload: ({ node }) => {
    const media = (node as { value?: unknown }).value
    if (typeof media !== 'object' || media === null || !(media as Media).mimeType?.startsWith('image/')) return null
    const photo = reshapePhoto(media as Media)
    if (!photo) return null
    const largest = photo.sources.at(-1)!
    return (
      <figure className="rich-figure">
        <a href={largest.url} className="rich-figure-link" data-lightbox="image" data-srcset={photo.sources.map((source) => `${source.url} ${source.width}w`).join(', ')} data-width={photo.width} data-height={photo.height}>
          <ResponsiveImage {...photoImageProps(photo)} sizes="(max-width: 760px) 100vw, 720px" maxSourceWidth={1280} />
        </a>
        {photo.description ? <figcaption>{photo.description}</figcaption> : null}
      </figure>
    )
  },
}

/** Rich text of pages, blocks, galleries and portfolio items, with its pictures rendered by us. */
export function RichContent({ data, className }: { data: SerializedEditorState | null | undefined; className?: string }) {
  return <RichText data={data} className={className} extraConverters={converters} />
}
