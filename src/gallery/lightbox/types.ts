import type { ImageSource } from '@/components/ResponsiveImage'

import type { GalleryOptions } from '../resolveOptions'

/** One photo as the lightbox shows it: everything its panels need, nothing private. */
export type LightboxSlide = {
  id: number
  /** The old site's id, so its `#bwg…/<id>` links still open the photo. */
  legacyId: number | null
  title: string
  alt: string
  description: string | null
  credit: string | null
  width: number
  height: number
  placeholder: string | null
  /** WebP derivatives, narrowest first. */
  sources: ImageSource[]
  tags: string[]
  exif: { camera: string | null; lens: string | null; exposure: string | null; takenAt: string | null } | null
  embed: { providerLabel: string; url: string; playerUrl: string | null; width: number; height: number; instagram: boolean } | null
}

export type LightboxSettings = Pick<
  GalleryOptions['lightbox'],
  | 'width'
  | 'height'
  | 'openFullscreen'
  | 'openMaximized'
  | 'autoplay'
  | 'slideshowInterval'
  | 'effect'
  | 'effectDuration'
  | 'loop'
  | 'preloadCount'
  | 'controlBarPosition'
  | 'filmstrip'
  | 'filmstripPosition'
  | 'filmstripSize'
  | 'infoPosition'
  | 'infoAlwaysShown'
  | 'ratingPosition'
  | 'share'
> & {
  rating: boolean
  downloads: boolean
  protect: boolean
}

/** What the lightbox loads for one gallery and one visitor state (search, tags, order). */
export type LightboxData = {
  gallery: { id: number; legacyId: number | null; slug: string; title: string }
  settings: LightboxSettings
  labels: Record<LightboxLabel, string>
  slides: LightboxSlide[]
}

export const LIGHTBOX_LABELS = [
  'viewer',
  'previous',
  'next',
  'close',
  'play',
  'pause',
  'enterFullscreen',
  'exitFullscreen',
  'maximize',
  'restore',
  'showInfo',
  'hideInfo',
  'showRating',
  'hideRating',
  'share',
  'download',
  'hideControls',
  'showControls',
  'zoomIn',
  'zoomOut',
  'filmstrip',
  'announce',
  'counter',
  'imageError',
  'loading',
  'playVideo',
  'watchOn',
  'copyLink',
  'linkCopied',
  'email',
  'shareMenu',
  'downloadFailed',
  'camera',
  'lens',
  'exposure',
  'taken',
  'dimensions',
  'dimensionsValue',
  'credit',
  'tags',
  'ratingSoon',
] as const
export type LightboxLabel = (typeof LIGHTBOX_LABELS)[number]
