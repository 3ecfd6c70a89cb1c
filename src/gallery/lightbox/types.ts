import type { ViewerPanelData } from '@/lib/viewerPanels'
import type { PlayerLabels } from '@/video/player'

import type { GalleryPhoto } from '../data/types'
import type { GalleryOptions } from '../resolveOptions'
import type { LIGHTBOX_LABEL_KEYS } from './labelKeys'

/** One photo as the lightbox shows it: the view model's public fields, tags as names, details ready to show. */
export type LightboxSlide = Pick<
  GalleryPhoto,
  'id' | 'legacyId' | 'title' | 'alt' | 'description' | 'credit' | 'width' | 'height' | 'placeholder' | 'sources'
> & {
  tags: string[]
  exif: { camera: string | null; lens: string | null; exposure: string | null; takenAt: string | null } | null
  embed: { providerLabel: string; url: string; playerUrl: string | null; width: number; height: number; instagram: boolean } | null
  /** Our own clip, played by the media player. */
  clip: GalleryPhoto['clip']
}

/** The gallery's viewer options, with the visitor features the viewer needs. */
export type LightboxSettings = GalleryOptions['lightbox'] & {
  rating: boolean
  comments: boolean
  hitCounting: boolean
  showViewCount: boolean
  downloads: boolean
  protect: boolean
}

export type LightboxLabel = keyof typeof LIGHTBOX_LABEL_KEYS
export type LightboxLabels = Record<LightboxLabel, string>

/** What the lightbox loads for one gallery and one visitor state (search, tags, order). */
export type LightboxData = {
  gallery: { id: number; legacyId: number | null; slug: string; title: string }
  settings: LightboxSettings
  labels: LightboxLabels
  /** The media player's words (for clips among the photos). */
  player: PlayerLabels
  slides: LightboxSlide[]
  /** Side panels other domains add (src/lib/viewerPanels.ts), each with the photos it has something for. */
  panels: ViewerPanelData[]
}
