import type { ReactNode } from 'react'

import { fill } from '@/lib/messageTemplates'

import type { LightboxLabels, LightboxSlide } from '../types'
import { embedBox, posterFor } from './mediaBox'

type Rect = { width: number; height: number }

/**
 * A video's or a post's slide from another site before its player: the stored poster in the slide's
 * box, with what goes over it (a play button, the consent prompt, a link). The same box whether
 * EmbedSlide draws it or it stands in while EmbedSlide's code is on its way, so nothing moves.
 */
export function EmbedFacade({ photo, rect, children }: { photo: LightboxSlide; rect: Rect; children?: ReactNode }) {
  const box = embedBox(photo, rect)
  const poster = posterFor(photo, box.width)
  return (
    <div className="lb-embed lb-embed-facade" style={{ width: box.width, height: box.height }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- our stored poster */}
      <img src={poster.url} alt={photo.alt} width={box.width} height={box.height} />
      {children}
    </div>
  )
}

/** "Watch on <provider>": where there is no player to start here, or its code could not be fetched. */
export function ProviderLink({ photo, labels }: { photo: LightboxSlide; labels: LightboxLabels }) {
  const embed = photo.embed!
  return (
    <a className="lb-embed-link" href={embed.url} target="_blank" rel="noopener noreferrer">
      {fill(labels.watchOn, { provider: embed.providerLabel })}
    </a>
  )
}
