import type { ResponsiveImageProps } from '@/components/ResponsiveImage'

import type { GalleryPhoto } from '../data/types'

/** The ResponsiveImage props a photo provides at its natural size; callers add `sizes` and the rest. */
export function photoImageProps(photo: GalleryPhoto): Pick<ResponsiveImageProps, 'alt' | 'sources' | 'placeholder' | 'width' | 'height'> {
  return { alt: photo.alt, sources: photo.sources, placeholder: photo.placeholder, width: photo.width, height: photo.height }
}
