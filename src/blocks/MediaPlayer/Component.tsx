import { docTag, tagRender } from '@/lib/cacheTags'
import { getPayloadClient } from '@/lib/payload'
import type { MediaPlayerBlock as MediaPlayerBlockProps } from '@/payload-types'
import { playerMediaOf } from '@/video/media'
import { MediaPlayer } from '@/video/player'
import { playerLabels } from '@/video/player/labels'

/** One clip in the media player (the Audio/Video block): the player's code loads when a visitor is about to play. */
export async function MediaPlayerBlock({ heading, clip, caption }: MediaPlayerBlockProps) {
  const id = typeof clip === 'object' && clip ? clip.id : clip
  if (!id) return null
  const payload = await getPayloadClient()
  await tagRender([docTag('videos', id)])
  const video = await payload.findByID({ collection: 'videos', id, depth: 1, overrideAccess: false, disableErrors: true })
  const media = video ? playerMediaOf(video) : null
  if (!media) return null
  return (
    <figure className="block media-player-block">
      {heading ? <h2>{heading}</h2> : null}
      <MediaPlayer media={media} labels={playerLabels()} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
