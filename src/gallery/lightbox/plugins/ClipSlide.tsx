import { MediaPlayer, type PlayerLabels } from '@/video/player'

import type { LightboxSlide } from '../types'
import { embedBox } from './EmbedSlide'

/**
 * One of our own clips in the viewer: the media player in the slide's box (its poster until Play).
 * Only the current slide has a player, so moving to another photo stops it.
 */
export function ClipSlide({ photo, rect, active, labels }: { photo: LightboxSlide; rect: { width: number; height: number }; active: boolean; labels: PlayerLabels }) {
  const clip = photo.clip!
  const box = clip.kind === 'audio' ? { width: Math.min(rect.width, 640), height: Math.min(rect.height, 360) } : embedBox({ ...photo, embed: { providerLabel: '', url: '', playerUrl: null, width: clip.width, height: clip.height, instagram: false } }, rect)
  if (!active) {
    const poster = photo.sources.find((source) => source.width >= box.width) ?? photo.sources.at(-1)!
    // eslint-disable-next-line @next/next/no-img-element -- our stored poster
    return <img className="lb-clip-poster" src={poster.url} alt={photo.alt} width={box.width} height={box.height} />
  }
  return (
    <div className="lb-clip" style={{ width: box.width, maxHeight: box.height }}>
      <MediaPlayer media={clip} labels={labels} />
    </div>
  )
}
