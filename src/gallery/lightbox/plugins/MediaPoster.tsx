import type { LightboxSlide } from '../types'
import { clipBox, embedBox, posterFor } from './mediaBox'

/**
 * A video's or a post's slide while its code (the player, the consent prompt) is on its way: the
 * poster where the slide will show it, at the same size, so nothing moves when the slide arrives.
 */
export function MediaPoster({ photo, rect }: { photo: LightboxSlide; rect: { width: number; height: number } }) {
  const box = photo.embed ? embedBox(photo, rect) : clipBox(photo, rect)
  const poster = posterFor(photo, box.width)
  // eslint-disable-next-line @next/next/no-img-element -- our stored poster
  const image = <img className={photo.embed ? undefined : 'lb-clip-poster'} src={poster.url} alt={photo.alt} width={box.width} height={box.height} />
  return photo.embed ? (
    <div className="lb-embed lb-embed-facade" style={{ width: box.width, height: box.height }}>
      {image}
    </div>
  ) : (
    image
  )
}
