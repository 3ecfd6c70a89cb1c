import { ConsentPrompt, useConsentedPlay } from '@/components/Consent/ConsentPrompt.client'

import { fill } from '@/lib/messageTemplates'

import type { LightboxLabels, LightboxSlide } from '../types'
import { EmbedFacade, ProviderLink } from './EmbedFacade'
import { embedBox } from './mediaBox'

/**
 * A video or post: its stored poster and a play button; the provider's player is created only on
 * press, and removed when the visitor moves to another photo (which stops it). A visitor who has not
 * consented to third-party content is asked first, over the poster (as the page's video block does).
 */
export function EmbedSlide({ photo, rect, active, labels }: { photo: LightboxSlide; rect: { width: number; height: number }; active: boolean; labels: LightboxLabels }) {
  const { playing, asking, play, allowAndPlay } = useConsentedPlay()
  const embed = photo.embed!
  const box = embedBox(photo, rect)
  if (playing && active && embed.playerUrl) {
    return (
      <iframe
        className="lb-embed"
        src={embed.playerUrl}
        title={photo.title}
        width={box.width}
        height={box.height}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <EmbedFacade photo={photo} rect={rect}>
      {embed.playerUrl && asking && active ? (
        <ConsentPrompt
          label={fill(labels.playVideo, { title: photo.title })}
          prompt={fill(labels.consentPrompt, { provider: embed.providerLabel })}
          allowLabel={labels.allowAndPlay}
          onAllow={allowAndPlay}
        />
      ) : embed.playerUrl ? (
        <button type="button" className="lb-embed-play" onClick={play} aria-label={fill(labels.playVideo, { title: photo.title })}>
          <span aria-hidden="true">▶</span>
        </button>
      ) : (
        <ProviderLink photo={photo} labels={labels} />
      )}
    </EmbedFacade>
  )
}
