import 'server-only'

import { t } from '@/lib/messages'
import { embedPlayerUrl } from '@/video/providers'

import type { PublishedGallery } from '../data/galleries'
import type { GalleryPhoto } from '../data/types'
import type { GalleryOptions } from '../resolveOptions'
import type { GalleryQuery, SortDirection, SortKey } from '../state/query'
import { selectPhotos } from '../state/select'
import { LIGHTBOX_LABELS, type LightboxData, type LightboxLabel, type LightboxSettings, type LightboxSlide } from './types'

/** The photos the lightbox walks for a visitor's state: every match of the search and tags, in their order (no paging). */
export function lightboxPhotos(photos: readonly GalleryPhoto[], query: GalleryQuery, options: GalleryOptions): GalleryPhoto[] {
  return selectPhotos(photos, query, {
    perPage: 1,
    paging: 'none',
    defaultSort: options.controls.defaultSort as SortKey,
    defaultDir: options.controls.defaultDir as SortDirection,
  }).photos
}

export function exposureText(exif: GalleryPhoto['exif']): string | null {
  if (!exif) return null
  const parts = [
    exif.focalLength ? `${exif.focalLength} mm` : null,
    exif.aperture ? `f/${exif.aperture}` : null,
    exif.exposureTime,
    exif.iso ? `ISO ${exif.iso}` : null,
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : null
}

export function toLightboxSlide(photo: GalleryPhoto): LightboxSlide {
  const embed = photo.embed
  return {
    id: photo.id,
    legacyId: photo.legacyId,
    title: photo.title,
    alt: photo.alt,
    description: photo.description,
    credit: photo.credit,
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    sources: photo.sources,
    tags: photo.tags.map((tag) => tag.name),
    exif: photo.exif
      ? { camera: photo.exif.camera, lens: photo.exif.lens, exposure: exposureText(photo.exif), takenAt: photo.exif.takenAt }
      : null,
    embed: embed
      ? {
          providerLabel: embed.providerLabel,
          url: embed.url,
          playerUrl: embedPlayerUrl(embed.provider, embed.url),
          width: embed.width,
          height: embed.height,
          instagram: embed.provider === 'instagram-post' || embed.provider === 'instagram-video',
        }
      : null,
  }
}

export function lightboxSettings(options: GalleryOptions): LightboxSettings {
  const { lightbox, behaviour } = options
  return {
    width: lightbox.width,
    height: lightbox.height,
    openFullscreen: lightbox.openFullscreen,
    openMaximized: lightbox.openMaximized,
    autoplay: lightbox.autoplay,
    slideshowInterval: lightbox.slideshowInterval,
    effect: lightbox.effect,
    effectDuration: lightbox.effectDuration,
    loop: lightbox.loop,
    preloadCount: lightbox.preloadCount,
    controlBarPosition: lightbox.controlBarPosition,
    filmstrip: lightbox.filmstrip,
    filmstripPosition: lightbox.filmstripPosition,
    filmstripSize: lightbox.filmstripSize,
    infoPosition: lightbox.infoPosition,
    infoAlwaysShown: lightbox.infoAlwaysShown,
    ratingPosition: lightbox.ratingPosition,
    share: lightbox.share,
    rating: behaviour.rating,
    downloads: behaviour.downloads,
    protect: behaviour.rightClickProtection,
  }
}

const labelKey = (name: LightboxLabel) => `lightbox.${name}` as const

/** Everything the lightbox needs for one gallery and state, as one cacheable JSON document. */
export function lightboxData(gallery: PublishedGallery, options: GalleryOptions, query: GalleryQuery): LightboxData {
  return {
    gallery: { id: gallery.doc.id, legacyId: gallery.doc.legacyId ?? null, slug: gallery.doc.slug, title: gallery.doc.title },
    settings: lightboxSettings(options),
    // Placeholders ({index}) stay in: the lightbox fills them in.
    labels: Object.fromEntries(LIGHTBOX_LABELS.map((name) => [name, t(labelKey(name))])) as LightboxData['labels'],
    slides: lightboxPhotos(gallery.photos, query, options).map(toLightboxSlide),
  }
}
