import type { EmbedProvider } from '@/video/providers'

/**
 * A provider's player address turned into a silent background loop with no controls (YouTube needs
 * its own id as a one-item playlist to loop; Vimeo has a background mode). Other providers have none.
 */
export function backgroundPlayerUrl(provider: EmbedProvider, playerUrl: string): string | null {
  const url = new URL(playerUrl)
  if (provider === 'youtube') {
    const id = url.pathname.split('/').pop()
    if (!id) return null
    for (const [name, value] of Object.entries({ autoplay: '1', mute: '1', loop: '1', playlist: id, controls: '0', playsinline: '1', rel: '0', disablekb: '1' })) url.searchParams.set(name, value)
    return url.toString()
  }
  if (provider === 'vimeo') {
    for (const [name, value] of Object.entries({ background: '1', autoplay: '1', muted: '1', loop: '1' })) url.searchParams.set(name, value)
    return url.toString()
  }
  return null
}
