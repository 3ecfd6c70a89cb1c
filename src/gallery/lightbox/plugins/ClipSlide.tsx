import { MediaPlayer, type PlayerLabels } from '@/video/player'

import type { LightboxSlide } from '../types'
import { clipBox, posterFor } from './mediaBox'

/**
 * One of our own clips in the viewer: the media player in the slide's box (its poster until Play).
 * Only the current slide has a player, so moving to another photo stops it.
 */
export function ClipSlide({ photo, rect, active, labels }: { photo: LightboxSlide; rect: { width: number; height: number }; active: boolean; labels: PlayerLabels }) {
  const clip = photo.clip!
  const box = clipBox(photo, rect)
  if (!active) {
    const poster = posterFor(photo, box.width)
    // eslint-disable-next-line @next/next/no-img-element -- our stored poster
    return <img className="lb-clip-poster" src={poster.url} alt={photo.alt} width={box.width} height={box.height} />
  }
  return (
    <div className="lb-clip" style={{ width: box.width, maxHeight: box.height }}>
      <MediaPlayer media={clip} labels={labels} />
    </div>
  )
}
