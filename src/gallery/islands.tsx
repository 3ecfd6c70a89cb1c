'use client'
/**
 * The gallery's client code, each part loaded only on pages that render it (see
 * `src/blocks/islands.tsx` for why): the shell, tag filter and viewer opener (one chunk, `client.ts`)
 * on CMS pages with a gallery block, not on every CMS page (a gallery's own page imports `client.ts`
 * directly; see browser/clientParts.ts); the slideshow and carousel only where a gallery
 * shows that view; the rating line only where ratings sit under thumbnails. Server components
 * import the gallery's client parts from here.
 *
 * On a CMS page a gallery block works as plain HTML until hydrated (its photos are links to their
 * pages, its controls a form), and it usually sits further down: its chunk is fetched when the
 * visitor comes near it (visibleIsland), like the other blocks'.
 */
import dynamic from 'next/dynamic'

import { visibleIsland } from '@/components/visibleIsland'

// An old Photo Gallery link (`#bwg<gallery>/<photo>`) opens its photo at once, wherever the gallery is.
const oldPhotoLink = () => window.location.hash.startsWith('#bwg')

export const GalleryShell = visibleIsland(() => import('./client').then((module) => module.GalleryShell), { atOnce: oldPhotoLink })
export const TagFilter = visibleIsland(() => import('./client').then((module) => module.TagFilter))
export const LightboxOpener = visibleIsland(() => import('./client').then((module) => module.LightboxOpener), { atOnce: oldPhotoLink })
export const SlideshowView = dynamic(() => import('./views/Slideshow/Component.client').then((module) => module.SlideshowView))
export const CarouselView = dynamic(() => import('./views/Carousel/Component.client').then((module) => module.CarouselView))
export const ThumbnailRatings = dynamic(() => import('./views/shared/ThumbnailRatings.client').then((module) => module.ThumbnailRatings))
