import { fill } from '@/lib/messageTemplates'

import type { LightboxLabels, LightboxSlide } from '../types'
import { embedBox, posterFor } from './mediaBox'

/**
 * A video's or a post's slide from another site while its code (the player's facade, the consent
 * prompt) is on its way: the poster where the slide shows it, in the same box, so nothing moves when
 * it arrives. If that code cannot be fetched, the link to the provider's page stays.
 */
export function EmbedPoster({ photo, rect, labels, failed = false }: { photo: LightboxSlide; rect: { width: number; height: number }; labels: LightboxLabels; failed?: boolean }) {
  const embed = photo.embed!
  const box = embedBox(photo, rect)
  const poster = posterFor(photo, box.width)
  return (
    <div className="lb-embed lb-embed-facade" style={{ width: box.width, height: box.height }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- our stored poster */}
      <img src={poster.url} alt={photo.alt} width={box.width} height={box.height} />
      {failed ? (
        <a className="lb-embed-link" href={embed.url} target="_blank" rel="noopener noreferrer">
          {fill(labels.watchOn, { provider: embed.providerLabel })}
        </a>
      ) : null}
    </div>
  )
}
