import type { BlockPlacement } from '@/blocks/types'
import { CmsLink } from '@/components/CmsLink'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { reshapePhoto, siteRelativeMediaUrl } from '@/gallery/data/reshape'
import { photoImageProps } from '@/gallery/views/photoImage'
import { pickMessages, t } from '@/lib/messages'
import { SLIDER_MESSAGES } from '@/lib/messageTemplates'
import type { Media, SliderBlock as SliderBlockProps, Video } from '@/payload-types'
import { embedPlayerUrl } from '@/video/providers'

import { Slider } from '../islands'
import type { SliderSlide } from './Component.client'
import type { AutoplayStop } from './rules'

const RATIOS: Record<string, string> = { '16:9': '16 / 9', '21:9': '21 / 9', '3:1': '3 / 1', '4:3': '4 / 3' }

const isVideo = (value: number | Video | null | undefined): value is Video => typeof value === 'object' && value !== null && Boolean(value.url)
const isMedia = (value: number | Media | null | undefined): value is Media => typeof value === 'object' && value !== null

/**
 * A slider: every slide's picture, caption and buttons are rendered here (so they are in the page
 * without JavaScript, as a strip that scrolls sideways); the island adds the motion, controls and
 * video playback. The first slide of a slider at the top of the page is its largest paint.
 */
export function SliderBlock({ label, size, aspectRatio, parallax, animation, speed, interval, autoplay, pauseOnHover, loop, autoplayStop, slides, placement }: SliderBlockProps & { placement: BlockPlacement }) {
  const fullscreen = size === 'fullscreen'
  // A full-window slide covers the window: a picture wider than the window's shape is drawn at the
  // window's height, wider than the window (a 2:1 picture on a phone is several screens wide). With
  // parallax the picture is 130% of the window's height (styles.css), so wider again.
  const coverHeight = fullscreen && parallax ? 130 : 100
  const sizesFor = (photo: { width: number; height: number }) => (fullscreen ? `max(100vw, ${Math.ceil((photo.width / photo.height) * coverHeight)}vh)` : '(max-width: 1200px) 100vw, 1152px')
  const built: SliderSlide[] = []
  for (const [index, slide] of (slides ?? []).entries()) {
    const picturePhoto = isMedia(slide.image) ? reshapePhoto(slide.image) : null
    const files = slide.kind === 'video' ? (slide.videoFiles ?? []).filter(isVideo) : []
    const embedPhoto = slide.kind === 'embed' && isMedia(slide.embed) ? reshapePhoto(slide.embed) : null
    // A slide needs something to show: its picture, a playable file, or a video's poster.
    const stillPhoto = picturePhoto ?? embedPhoto ?? (files[0] && isMedia(files[0].poster) ? reshapePhoto(files[0].poster) : null)
    if (!stillPhoto && files.length === 0) continue
    const first = built.length === 0
    const Heading = first && placement.isFirst ? 'h1' : 'h2'
    const still = stillPhoto ? (
      <ResponsiveImage {...photoImageProps(stillPhoto)} alt={slide.kind === 'image' ? stillPhoto.alt : ''} sizes={sizesFor(stillPhoto)} cover priority={first && placement.isFirst} lazy={!first} className="slider-picture" />
    ) : null
    const caption =
      slide.heading || slide.caption || slide.buttons?.length ? (
        <div className={`slider-caption slider-caption-${slide.captionPosition ?? 'bottom-left'}`}>
          {slide.heading ? <Heading className="slider-heading">{slide.heading}</Heading> : null}
          {slide.caption ? <p className="slider-text">{slide.caption}</p> : null}
          {slide.buttons?.length ? (
            <p className="slider-buttons">
              {slide.buttons.map((button, buttonIndex) => (
                <CmsLink key={button.id ?? buttonIndex} link={button.link} className={buttonIndex === 0 ? 'button' : 'button button-secondary'} />
              ))}
            </p>
          ) : null}
        </div>
      ) : null
    const base = { key: slide.id ?? String(index), still, caption }
    if (files.length > 0) {
      const posterPhoto = isMedia(files[0]!.poster) ? reshapePhoto(files[0]!.poster) : null
      built.push({
        ...base,
        kind: 'video',
        hasFallback: Boolean(picturePhoto),
        video: {
          title: files[0]!.title,
          loop: slide.loopVideo ?? false,
          poster: (posterPhoto ?? picturePhoto)?.sources.find((source) => source.width >= 1280)?.url ?? (posterPhoto ?? picturePhoto)?.sources.at(-1)?.url ?? null,
          sources: files.map((file) => ({ url: siteRelativeMediaUrl(file.url!), type: file.mimeType ?? 'video/mp4' })),
        },
      })
    } else if (embedPhoto?.embed) {
      built.push({
        ...base,
        kind: 'embed',
        hasFallback: true,
        embed: {
          playerUrl: embedPlayerUrl(embedPhoto.embed.provider, embedPhoto.embed.url),
          pageUrl: embedPhoto.embed.url,
          title: embedPhoto.title,
          labels: {
            play: t('lightbox.playVideo', { title: embedPhoto.title }),
            watchOn: t('photo.openOnProvider', { provider: embedPhoto.embed.providerLabel }),
            consentPrompt: t('consent.videoPrompt', { provider: embedPhoto.embed.providerLabel }),
            allowAndPlay: t('consent.allowAndPlay'),
          },
        },
      })
    } else {
      built.push({ ...base, kind: 'image', hasFallback: true })
    }
  }
  if (built.length === 0) return null
  return (
    <Slider
      // A change of animation (live preview) makes a new carousel with the other engine.
      key={animation === 'fade' ? 'fade' : 'slide'}
      slides={built}
      label={label || t('blocks.slider')}
      fullscreen={fullscreen}
      aspectRatio={fullscreen ? null : (RATIOS[aspectRatio ?? '16:9'] ?? RATIOS['16:9']!)}
      parallax={fullscreen && Boolean(parallax)}
      settings={{
        animation: animation === 'fade' ? 'fade' : 'slide',
        speed: speed ?? 900,
        interval: (interval ?? 5) * 1000,
        autoplay: autoplay ?? true,
        pauseOnHover: pauseOnHover ?? true,
        loop: loop ?? true,
        autoplayStop: (autoplayStop ?? 'never') as AutoplayStop,
      }}
      messages={pickMessages(SLIDER_MESSAGES)}
    />
  )
}
