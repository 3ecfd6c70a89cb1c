/**
 * Embedded media we show (the old site's EMBED_* file types). Each provider lists the hosts its URLs
 * may use; nothing from these hosts loads until a visitor presses play.
 */
export const EMBED_PROVIDERS = {
  youtube: { label: 'YouTube video', legacyType: 'EMBED_OEMBED_YOUTUBE_VIDEO', hosts: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'], video: true },
  vimeo: { label: 'Vimeo video', legacyType: 'EMBED_OEMBED_VIMEO_VIDEO', hosts: ['vimeo.com'], video: true },
  dailymotion: { label: 'Dailymotion video', legacyType: 'EMBED_OEMBED_DAILYMOTION_VIDEO', hosts: ['dailymotion.com', 'dai.ly'], video: true },
  'facebook-video': { label: 'Facebook video', legacyType: 'EMBED_OEMBED_FACEBOOK_VIDEO', hosts: ['facebook.com', 'fb.watch'], video: true },
  'facebook-image': { label: 'Facebook image', legacyType: 'EMBED_OEMBED_FACEBOOK_IMAGE', hosts: ['facebook.com'], video: false },
  'instagram-post': { label: 'Instagram post', legacyType: 'EMBED_OEMBED_INSTAGRAM_POST', hosts: ['instagram.com'], video: false },
  'instagram-image': { label: 'Instagram image', legacyType: 'EMBED_OEMBED_INSTAGRAM_IMAGE', hosts: ['instagram.com'], video: false },
  'instagram-video': { label: 'Instagram video', legacyType: 'EMBED_OEMBED_INSTAGRAM_VIDEO', hosts: ['instagram.com'], video: true },
  'flickr-image': { label: 'Flickr image', legacyType: 'EMBED_OEMBED_FLICKR_IMAGE', hosts: ['flickr.com', 'flic.kr'], video: false },
  'flickr-video': { label: 'Flickr video', legacyType: 'EMBED_OEMBED_FLICKR_VIDEO', hosts: ['flickr.com', 'flic.kr'], video: true },
  imgur: { label: 'Imgur', legacyType: 'EMBED_OEMBED_IMGUR', hosts: ['imgur.com'], video: false },
  'google-photos-image': { label: 'Google Photos image', legacyType: 'EMBED_OEMBED_GOOGLE_PHOTO_IMAGE', hosts: ['photos.google.com', 'photos.app.goo.gl'], video: false },
} as const satisfies Record<string, { label: string; legacyType: string; hosts: readonly string[]; video: boolean }>

export type EmbedProvider = keyof typeof EMBED_PROVIDERS

export const EMBED_PROVIDER_KEYS = Object.keys(EMBED_PROVIDERS) as EmbedProvider[]

export function isEmbedProvider(value: unknown): value is EmbedProvider {
  return typeof value === 'string' && value in EMBED_PROVIDERS
}

/** True when the URL is https (or http) on one of the provider's own hosts or their subdomains. */
export function isProviderUrl(provider: EmbedProvider, value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  if (url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  return EMBED_PROVIDERS[provider].hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
}

const ID = /^[A-Za-z0-9_-]{1,64}$/

/** The video id of a YouTube address (watch?v=, youtu.be/, /embed/, /shorts/), or null. */
export function youtubeVideoId(value: string): string | null {
  if (!isProviderUrl('youtube', value)) return null
  const url = new URL(value)
  const parts = url.pathname.split('/').filter(Boolean)
  const id = url.hostname.endsWith('youtu.be') ? parts[0] : parts[0] === 'embed' || parts[0] === 'shorts' ? parts[1] : url.searchParams.get('v')
  return id && ID.test(id) ? id : null
}

/**
 * The provider's own embeddable player for a stored URL, starting on load (it is only created
 * when the visitor presses play), or null when the provider has no plain iframe player: those
 * open on the provider's site instead.
 */
export function embedPlayerUrl(provider: EmbedProvider, value: string): string | null {
  if (!isProviderUrl(provider, value)) return null
  const url = new URL(value)
  const parts = url.pathname.split('/').filter(Boolean)
  const checked = (id: string | null | undefined) => (id && ID.test(id) ? id : null)
  switch (provider) {
    case 'youtube': {
      const id = youtubeVideoId(value)
      return id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null
    }
    case 'vimeo': {
      const id = parts.find((part) => /^[0-9]{1,15}$/.test(part))
      return id ? `https://player.vimeo.com/video/${id}?autoplay=1` : null
    }
    case 'dailymotion': {
      const id = checked(url.hostname.endsWith('dai.ly') ? parts[0] : parts[0] === 'video' ? parts[1]?.split('_')[0] : null)
      return id ? `https://www.dailymotion.com/embed/video/${id}?autoplay=1` : null
    }
    case 'instagram-post':
    case 'instagram-image':
    case 'instagram-video': {
      const at = parts.findIndex((part) => part === 'p' || part === 'reel' || part === 'tv')
      const id = at === -1 ? null : checked(parts[at + 1])
      return id ? `https://www.instagram.com/${parts[at]}/${id}/embed` : null
    }
    default:
      return null
  }
}

/** Hosts of the players embedPlayerUrl builds: the only frames the site's CSP allows. */
export const EMBED_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.dailymotion.com', 'https://www.instagram.com'] as const
