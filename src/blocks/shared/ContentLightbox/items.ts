import { EMBED_PROVIDERS, embedPlayerUrl, isProviderUrl, type EmbedProvider } from '@/video/providers'

import { OWN_IMAGE } from './candidates'

/** What a link in page content opens in the content viewer. */
export type ContentItem =
  | { kind: 'image'; src: string; srcSet: string | null; alt: string; width: number | null; height: number | null }
  | { kind: 'video'; playerUrl: string; pageUrl: string; provider: string; title: string }
  | { kind: 'missing'; pageUrl: string; title: string }

/** What the page tells about a link (read from the element; plain data so the rules are testable). */
export type LinkFacts = { href: string; lightbox?: string; srcset?: string; width?: string; height?: string; alt?: string; text: string }

/** The providers whose videos the viewer plays (their hosts are candidates.ts's VIDEO_HOSTS). */
export const VIDEO_PROVIDERS: EmbedProvider[] = ['youtube', 'vimeo', 'dailymotion']

const size = (value: string | undefined) => (value && /^[1-9][0-9]{0,4}$/.test(value) ? Number(value) : null)

/**
 * The old theme's content lightbox rule: a link to one of our pictures, or to a YouTube, Vimeo or
 * Dailymotion video, opens in the viewer; any other link is a link. A video address the site cannot
 * play in place opens as "Content not found" with a link to the video's own page.
 */
export function contentItem(link: LinkFacts, origin: string): ContentItem | null {
  let url: URL
  try {
    url = new URL(link.href, origin)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const sameSite = url.origin === origin
  if (sameSite && (link.lightbox === 'image' || OWN_IMAGE.test(url.pathname))) {
    return { kind: 'image', src: url.pathname + url.search, srcSet: link.srcset || null, alt: link.alt ?? '', width: size(link.width), height: size(link.height) }
  }
  if (sameSite) return null
  const provider = VIDEO_PROVIDERS.find((candidate) => isProviderUrl(candidate, url.href))
  if (!provider) return null
  const title = link.text.trim() || EMBED_PROVIDERS[provider].label
  const playerUrl = embedPlayerUrl(provider, url.href)
  if (!playerUrl) return { kind: 'missing', pageUrl: url.href, title }
  return { kind: 'video', playerUrl, pageUrl: url.href, provider: EMBED_PROVIDERS[provider].label.replace(/ video$/, ''), title }
}

/** The items to preload around `index`: none before, the next two after (the old viewer's rule). */
export function preloadAround<T>(items: readonly T[], index: number): T[] {
  return items.slice(index + 1, index + 3)
}
