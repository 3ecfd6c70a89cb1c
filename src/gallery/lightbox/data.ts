import 'server-only'

import { t } from '@/lib/messages'
import type { ViewerPanelSource } from '@/lib/viewerPanels'
import { playerLabels } from '@/video/player/labels'
import { embedPlayerUrl } from '@/video/providers'

import type { PublishedGallery } from '../data/galleries'
import type { GalleryPhoto } from '../data/types'
import type { GalleryOptions } from '../resolveOptions'
import type { GalleryQuery, SortDirection, SortKey } from '../state/query'
import { selectPhotos } from '../state/select'
import { LIGHTBOX_LABEL_KEYS } from './labelKeys'
import type { LightboxData, LightboxLabels, LightboxSettings, LightboxSlide } from './types'

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
    clip: photo.clip,
  }
}

export function lightboxSettings(options: GalleryOptions): LightboxSettings {
  const { lightbox, behaviour } = options
  return {
    ...lightbox,
    rating: behaviour.rating,
    comments: behaviour.comments,
    hitCounting: behaviour.hitCounting,
    showViewCount: behaviour.hitCounting && behaviour.showViewCount,
    downloads: behaviour.downloads,
    protect: behaviour.rightClickProtection,
  }
}

/** The viewer's texts, filled from the catalogue (placeholders such as {index} stay for the viewer). */
export function lightboxLabels(): LightboxLabels {
  return Object.fromEntries(Object.entries(LIGHTBOX_LABEL_KEYS).map(([name, key]) => [name, t(key)])) as LightboxLabels
}

/**
 * Everything the lightbox needs for one gallery and state, as one cacheable JSON document, with
 * what each side panel from another domain says about these photos (the route lists the panels).
 */
export async function lightboxData(gallery: PublishedGallery, options: GalleryOptions, query: GalleryQuery, panels: readonly ViewerPanelSource[] = []): Promise<LightboxData> {
  const photos = lightboxPhotos(gallery.photos, query, options)
  const shown = photos.map((photo) => ({ id: photo.id, kind: photo.kind }))
  const panelData = await Promise.all(panels.map((source) => source(gallery.doc, shown)))
  return {
    gallery: { id: gallery.doc.id, legacyId: gallery.doc.legacyId ?? null, slug: gallery.doc.slug, title: gallery.doc.title },
    settings: lightboxSettings(options),
    labels: lightboxLabels(),
    player: playerLabels(),
    slides: photos.map(toLightboxSlide),
    panels: panelData.filter((panel) => panel !== null),
  }
}
