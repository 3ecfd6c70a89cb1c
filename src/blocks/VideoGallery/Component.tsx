import { getPayloadClient } from '@/lib/payload'
import type { VideoGalleryBlock as VideoGalleryBlockProps } from '@/payload-types'
import { getVideoGallery } from '@/video/data'
import { VideoGallery } from '@/video/islands'
import { videoGalleryLabels, youtubeEmbedBase } from '@/video/labels'

/** A video gallery placed on a page: the same player and playlist as its own page at /videos/<slug>. */
export async function VideoGalleryBlock({ heading, gallery }: VideoGalleryBlockProps) {
  const slug = typeof gallery === 'object' && gallery ? gallery.slug : null
  const view = slug ? await getVideoGallery(await getPayloadClient(), slug) : null
  if (!view) return null
  return (
    <section className="block video-gallery-block" aria-label={heading || view.title}>
      {heading ? <h2>{heading}</h2> : null}
      <VideoGallery view={view} labels={videoGalleryLabels()} embedBase={youtubeEmbedBase()} />
    </section>
  )
}
