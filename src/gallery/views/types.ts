import type { GalleryPhoto } from '../data/types'
import type { GalleryOptions } from '../resolveOptions'

/** What every gallery view receives: the photos of the current state and how to show them. */
export type ViewProps = {
  gallerySlug: string
  photos: GalleryPhoto[]
  options: GalleryOptions
  /** Query string for photo links (search, tags, order) without the leading "?". */
  photoQuery: string
  /** Unique per gallery on a page: element ids are `${idPrefix}-photo-${id}`. */
  idPrefix: string
  /** Photos loaded eagerly (the first rows); the first may be the page's largest image. */
  eagerCount: number
  prioritiseFirst: boolean
  /**
   * Where the eager photos of the thumbnail views (grid, masonry, mosaic) and blog style get high
   * priority (undefined: on every screen). Under its description a gallery's photos are below a
   * phone's first screen: there they come at low priority. The views of one large photo at the top
   * (image browser, slideshow, carousel) keep it everywhere.
   */
  priorityMedia?: string
  /** Level of per-photo headings: 2 on a gallery's own page (under its h1), 3 in a page block. */
  headingLevel: 2 | 3
}

export const photoElementId = (idPrefix: string, photoId: number): string => `${idPrefix}-photo-${photoId}`
