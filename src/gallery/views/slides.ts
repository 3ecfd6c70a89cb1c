import type { ImageSource } from '@/components/ResponsiveImage'

import type { GalleryPhoto } from '../data/types'

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
}

export function toSlide(photo: GalleryPhoto, href: string | null, newTab: boolean, maxSourceWidth = 1920): SlidePhoto {
  const sources = photo.sources.filter((source) => source.width <= maxSourceWidth)
  return {
    id: photo.id,
    title: photo.title,
    alt: photo.alt,
    description: photo.description,
    placeholder: photo.placeholder,
    width: photo.width,
    height: photo.height,
    sources: sources.length ? sources : photo.sources.slice(0, 1),
    isEmbed: photo.kind === 'embed',
    href,
    newTab,
  }
}
