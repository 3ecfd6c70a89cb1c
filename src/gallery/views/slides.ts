import { limitSources, type ImageSource } from '@/components/ResponsiveImage'

import type { GalleryPhoto } from '../data/types'
import { photoTarget } from './photoTarget'
import { previewFor } from './shared/previews'
import type { ViewProps } from './types'

/** What the slideshow and carousel islands need of a photo: serialisable and small. */
export type SlidePhoto = {
  id: number
  title: string
  alt: string
  description: string | null
  placeholder: string | null
  width: number
  height: number
  sources: ImageSource[]
  isEmbed: boolean
  /** Where a click on the slide goes (photo page or the photo's own link); null: nowhere. */
  href: string | null
  newTab: boolean
  /** The click opens the photo viewer (the photo's page), not the photo's own link. */
  opensViewer: boolean
}

/** Slides for the islands, with the same click targets the thumbnails have. */
export function toSlides(photos: GalleryPhoto[], { gallerySlug, options, photoQuery }: Pick<ViewProps, 'gallerySlug' | 'options' | 'photoQuery'>, maxSourceWidth = 1920): SlidePhoto[] {
  return photos.map((photo, index) => {
    const target = photoTarget(photo, gallerySlug, options.behaviour, photoQuery)
    return {
      id: photo.id,
      title: photo.title,
      alt: photo.alt,
      description: photo.description,
      placeholder: previewFor(photo.placeholder, index),
      width: photo.width,
      height: photo.height,
      sources: limitSources(photo.sources, maxSourceWidth),
      isEmbed: photo.kind !== 'image',
      href: target?.href ?? null,
      newTab: target?.newTab ?? false,
      opensViewer: target !== null && !target.external,
    }
  })
}
