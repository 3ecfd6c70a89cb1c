import { ResponsiveImage } from '@/components/ResponsiveImage'
import { reshapePhoto } from '@/gallery/data/reshape'
import { photoImageProps } from '@/gallery/views/photoImage'
import { t } from '@/lib/messages'
import type { LazyVideoBlock as LazyVideoBlockProps } from '@/payload-types'
import { embedPlayerUrl } from '@/video/providers'

import { LazyVideo } from '../islands'
import { withPlayerQuery } from './playerUrl'

/** A video shown as its stored poster with a play button; the provider's player replaces it on press. */
export function LazyVideoBlock({ heading, video, caption, playerQuery }: LazyVideoBlockProps) {
  const photo = typeof video === 'object' && video ? reshapePhoto(video) : null
  if (!photo?.embed) return null
  const playerUrl = embedPlayerUrl(photo.embed.provider, photo.embed.url)
  const { width, height } = photo.embed
  return (
    <section className="block block-lazy-video">
      {heading ? <h2>{heading}</h2> : null}
      <figure>
        <LazyVideo
          playerUrl={playerUrl ? withPlayerQuery(playerUrl, playerQuery) : null}
          title={photo.title}
          width={width}
          height={height}
          labels={{
            play: t('lightbox.playVideo', { title: photo.title }),
            watchOn: t('photo.openOnProvider', { provider: photo.embed.providerLabel }),
            consentPrompt: t('consent.videoPrompt', { provider: photo.embed.providerLabel }),
            allowAndPlay: t('consent.allowAndPlay'),
          }}
          pageUrl={photo.embed.url}
          poster={<ResponsiveImage {...photoImageProps(photo)} width={width} height={height} sizes="(max-width: 1200px) 100vw, 1152px" cover className="lazy-video-poster" />}
        />
        {caption ? <figcaption>{caption}</figcaption> : null}
      </figure>
    </section>
  )
}
