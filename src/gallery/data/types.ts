import type { PlayerMedia } from '@/video/media'
import type { ImageSource } from '@/components/ResponsiveImage'
import type { EmbedProvider } from '@/video/providers'

export type { ImageSource }

/** View models the gallery views render: reshaped from Payload documents in data/reshape.ts. */

export type PhotoExif = {
  camera: string | null
  lens: string | null
  focalLength: number | null
  aperture: number | null
  exposureTime: string | null
  iso: number | null
  takenAt: string | null
}

export type GalleryPhoto = {
  id: number
  /** The old site's id: it was public in the old `#bwg…/<id>` links, which must keep working. */
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
  ogImage: ImageSource | null
  kind: 'image' | 'embed' | 'clip'
  /** Our own video or audio clip, as the media player takes it. */
  clip: PlayerMedia | null
  embed: { provider: EmbedProvider; providerLabel: string; url: string; width: number; height: number } | null
  tags: { id: number; slug: string; name: string }[]
  exif: PhotoExif | null
  linkUrl: string | null
  /** For sorting by date: when it was taken if known, else when it was uploaded (ISO). */
  date: string | null
  /** For sorting by file name (stored names are generated at upload). */
  filename: string
}

export type GallerySummary = {
  id: number
  slug: string
  title: string
  photoCount: number
  /** How many of its items are videos (our clips and video embeds): "7 videos", not "7 photos". */
  videoCount: number
  cover: GalleryPhoto | null
}

export type AlbumChild = {
  kind: 'gallery' | 'album'
  id: number
  slug: string
  title: string
  /** Plain text of the child's description, for the extended album view. */
  description: string | null
  cover: GalleryPhoto | null
  count: number
  /** For a gallery: how many of its `count` items are videos. */
  videos?: number
}
