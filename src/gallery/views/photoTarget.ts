import { isSafeHttpUrl, photoPath } from '@/lib/urls'

import type { GalleryPhoto } from '../data/types'
import type { GalleryOptions } from '../resolveOptions'

export type PhotoTarget = { href: string; newTab: boolean; external: boolean }

/**
 * Where a click on a photo goes, by the gallery's click action: the photo's page (carrying the
 * visitor's search, tags and order), the photo's own link URL when it is a safe one, or nowhere.
 */
export function photoTarget(
  photo: GalleryPhoto,
  gallerySlug: string,
  behaviour: Pick<GalleryOptions['behaviour'], 'thumbClickAction' | 'linkTarget'>,
  photoQuery = '',
): PhotoTarget | null {
  if (behaviour.thumbClickAction === 'do_nothing') return null
  const own = photo.linkUrl
  if (behaviour.thumbClickAction === 'redirect_to_url' && own && ((own.startsWith('/') && !own.startsWith('//')) || isSafeHttpUrl(own))) {
    return { href: own, newTab: behaviour.linkTarget === 'new', external: true }
  }
  return { href: photoPath(gallerySlug, photo.id) + (photoQuery ? `?${photoQuery}` : ''), newTab: false, external: false }
}
