import Link from 'next/link'
import type { ReactNode } from 'react'

import type { GalleryPhoto } from '../../data/types'
import type { GalleryOptions } from '../../resolveOptions'
import { photoTarget } from '../photoTarget'

export type PhotoLinkProps = {
  photo: GalleryPhoto
  gallerySlug: string
  behaviour: Pick<GalleryOptions['behaviour'], 'thumbClickAction' | 'linkTarget'>
  /** The visitor's search, tags and order, carried to the photo page so it walks the same list. */
  photoQuery?: string
  className?: string
  children: ReactNode
}

/** A photo wrapped in its click target (see photoTarget), or in a plain span when it has none. */
export function PhotoLink({ photo, gallerySlug, behaviour, photoQuery = '', className = 'thumb-link', children }: PhotoLinkProps) {
  const target = photoTarget(photo, gallerySlug, behaviour, photoQuery)
  if (!target) return <span className={className}>{children}</span>
  if (target.external) {
    return (
      <a className={className} href={target.href} target={target.newTab ? '_blank' : undefined} rel={target.newTab ? 'noopener noreferrer' : undefined}>
        {children}
      </a>
    )
  }
  return (
    // No viewport prefetch: a gallery holds dozens of links and each would fetch a page payload.
    <Link className={className} href={target.href} prefetch={false} data-photo-id={photo.id}>
      {children}
    </Link>
  )
}

/** The triangle drawn over a video or post poster. */
export function PlayMarker({ show }: { show: boolean }) {
  return show ? (
    <span className="play-marker" aria-hidden="true">
      ▶
    </span>
  ) : null
}
