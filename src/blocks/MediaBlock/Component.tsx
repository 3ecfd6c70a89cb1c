import { ResponsiveImage } from '@/components/ResponsiveImage'
import { reshapePhoto } from '@/gallery/data/reshape'
import { photoImageProps } from '@/gallery/views/photoImage'
import type { MediaBlockFields } from '@/payload-types'

export function MediaBlock({ media, caption, width }: MediaBlockFields) {
  const photo = typeof media === 'object' && media ? reshapePhoto(media) : null
  if (!photo) return null
  const text = caption || photo.description
  return (
    <figure className={`block block-media block-media-${width ?? 'content'}`}>
      <ResponsiveImage
        {...photoImageProps(photo)}
        sizes={width === 'wide' ? '(max-width: 1200px) 100vw, 1200px' : '(max-width: 760px) 100vw, 720px'}
      />
      {text ? <figcaption>{text}</figcaption> : null}
    </figure>
  )
}
