import { WEB_SIZES } from '@/collections/Media/sizes'
import type { Media, Tag } from '@/payload-types'
import { playerMediaOf } from '@/video/media'
import { EMBED_PROVIDERS, isEmbedProvider } from '@/video/providers'

import { publicFileUrl, recordedWatermark, type WatermarkRef } from '@/collections/Media/publicUrls'
import type { GalleryPhoto, ImageSource } from './types'

type Size = { url?: string | null; width?: number | null; height?: number | null; filename?: string | null }

export { siteRelativeMediaUrl } from '@/collections/Media/publicUrls'

function toSource(size: Size | undefined, watermark: WatermarkRef | null): ImageSource | null {
  if (!size?.url || !size.width || !size.height || !size.filename) return null
  return { url: publicFileUrl(size.url, watermark), width: size.width, height: size.height }
}

/**
 * Turns a media document into what views render. Private fields (GPS, uploader) never pass.
 * A photo of a watermarked gallery is shown through that gallery's burned copies: `watermark`
 * names the gallery showing it, else the photo's own recorded watermark applies (on pages, album
 * covers and galleries without one).
 */
export function reshapePhoto(media: Media, watermark?: WatermarkRef | null): GalleryPhoto | null {
  if (!media.width || !media.height) return null
  const mark = watermark ?? recordedWatermark(media)
  const seen = new Set<string>()
  const sources: ImageSource[] = []
  for (const name of WEB_SIZES) {
    const source = toSource(media.sizes?.[name] as Size | undefined, mark)
    if (source && !seen.has(source.url)) {
      seen.add(source.url)
      sources.push(source)
    }
  }
  sources.sort((a, b) => a.width - b.width)
  if (sources.length === 0) return null
  const embed = media.kind === 'embed' && media.embed && isEmbedProvider(media.embed.provider) && media.embed.url
    ? {
        provider: media.embed.provider,
        providerLabel: EMBED_PROVIDERS[media.embed.provider].label.replace(/ (video|image|post)$/, ''),
        url: media.embed.url,
        width: media.embed.width ?? 1280,
        height: media.embed.height ?? 720,
      }
    : null
  // One of our clips: it plays in the media player; this item's own image is its poster.
  const clipMedia = media.kind === 'clip' && typeof media.clip === 'object' && media.clip ? playerMediaOf(media.clip) : null
  const clip = clipMedia ? { ...clipMedia, poster: sources.at(-1)!.url, title: media.title || clipMedia.title } : null
  const exif = media.exif
  return {
    id: media.id,
    legacyId: media.legacyId ?? null,
    title: media.title || media.alt,
    alt: media.alt,
    description: media.caption ?? null,
    credit: media.credit ?? null,
    width: media.width,
    height: media.height,
    placeholder: media.placeholder ?? null,
    sources,
    ogImage: toSource(media.sizes?.og as Size | undefined, mark),
    kind: embed ? 'embed' : clip ? 'clip' : 'image',
    embed,
    clip,
    tags: (media.tags ?? [])
      .filter((tag): tag is Tag => typeof tag === 'object' && tag !== null)
      .map((tag) => ({ id: tag.id, slug: tag.slug, name: tag.name })),
    exif: exif && (exif.camera || exif.takenAt)
      ? {
          camera: exif.camera ?? null,
          lens: exif.lens ?? null,
          focalLength: exif.focalLength ?? null,
          aperture: exif.aperture ?? null,
          exposureTime: exif.exposureTime ?? null,
          iso: exif.iso ?? null,
          takenAt: exif.takenAt ?? null,
        }
      : null,
    linkUrl: media.linkUrl ?? null,
    date: exif?.takenAt ?? media.createdAt ?? null,
    filename: media.filename ?? '',
  }
}

export function reshapePhotos(items: (number | Media)[] | null | undefined, watermark?: WatermarkRef | null): GalleryPhoto[] {
  return (items ?? [])
    .filter((item): item is Media => typeof item === 'object' && item !== null)
    .map((media) => reshapePhoto(media, watermark))
    .filter((photo): photo is GalleryPhoto => photo !== null)
}
