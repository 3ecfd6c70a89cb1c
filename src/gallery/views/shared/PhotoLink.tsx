import Link from 'next/link'
import type { ReactNode } from 'react'

import { isSafeHttpUrl, photoPath } from '@/lib/urls'

import type { GalleryPhoto } from '../../data/types'
import type { GalleryOptions } from '../../resolveOptions'

export type PhotoLinkProps = {
  photo: GalleryPhoto
  gallerySlug: string
  behaviour: Pick<GalleryOptions['behaviour'], 'thumbClickAction' | 'linkTarget'>
  /** The visitor's search, tags and order, carried to the photo page so it walks the same list. */
  photoQuery?: string
  className?: string
  children: ReactNode
}

/** Where a thumbnail click goes: the photo page (the viewer), the photo's own link, or nowhere. */
export function PhotoLink({ photo, gallerySlug, behaviour, photoQuery = '', className = 'thumb-link', children }: PhotoLinkProps) {
  if (behaviour.thumbClickAction === 'do_nothing') return <span className={className}>{children}</span>
  if (behaviour.thumbClickAction === 'redirect_to_url' && photo.linkUrl && ((photo.linkUrl.startsWith('/') && !photo.linkUrl.startsWith('//')) || isSafeHttpUrl(photo.linkUrl))) {
    const newTab = behaviour.linkTarget === 'new'
    return (
      <a className={className} href={photo.linkUrl} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
        {children}
      </a>
    )
  }
  const href = photoPath(gallerySlug, photo.id) + (photoQuery ? `?${photoQuery}` : '')
  return (
    // No viewport prefetch: a gallery holds dozens of links and each would fetch a page payload.
    <Link className={className} href={href} prefetch={false}>
      {children}
    </Link>
  )
}

/** The triangle drawn over a video or post poster. */
export function PlayMarker({ photo }: { photo: GalleryPhoto }) {
  return photo.kind === 'embed' ? (
    <span className="play-marker" aria-hidden="true">
      ▶
    </span>
  ) : null
}
