import { EMBED_PROVIDERS, embedPlayerUrl, isProviderUrl, type EmbedProvider } from '@/video/providers'

import { mayOpenInViewer } from './candidates'

/** What a link in page content opens in the content viewer. */
export type ContentItem =
  | { kind: 'image'; src: string; srcSet: string | null; alt: string; width: number | null; height: number | null }
  | { kind: 'video'; playerUrl: string; pageUrl: string; provider: string; title: string }
  | { kind: 'missing'; pageUrl: string; title: string }

/** What the page tells about a link (read from the element; plain data so the rules are testable). */
export type LinkFacts = { href: string; lightbox?: string; srcset?: string; width?: string; height?: string; alt?: string; text: string }

/** The providers whose videos the viewer plays (their hosts are candidates.ts's VIDEO_HOSTS, the gate). */
export const VIDEO_PROVIDERS: EmbedProvider[] = ['youtube', 'vimeo', 'dailymotion']

const size = (value: string | undefined) => (value && /^[1-9][0-9]{0,4}$/.test(value) ? Number(value) : null)

/**
 * The old theme's content lightbox rule: a link to one of our pictures, or to a YouTube, Vimeo or
 * Dailymotion video, opens in the viewer; any other link is a link. A video address the site cannot
 * play in place opens as "Content not found" with a link to the video's own page.
 */
export function contentItem(link: LinkFacts, origin: string): ContentItem | null {
  // The opener's quick look is the gate, so the two can never disagree on which links open.
  if (!mayOpenInViewer(link.href, link.lightbox, origin)) return null
  const url = new URL(link.href, origin)
  if (url.origin === origin) {
    return { kind: 'image', src: url.pathname + url.search, srcSet: link.srcset || null, alt: link.alt ?? '', width: size(link.width), height: size(link.height) }
  }
  const provider = VIDEO_PROVIDERS.find((candidate) => isProviderUrl(candidate, url.href))
  const title = link.text.trim() || (provider ? EMBED_PROVIDERS[provider].label : url.hostname)
  const playerUrl = provider ? embedPlayerUrl(provider, url.href) : null
  if (!provider || !playerUrl) return { kind: 'missing', pageUrl: url.href, title }
  return { kind: 'video', playerUrl, pageUrl: url.href, provider: EMBED_PROVIDERS[provider].label.replace(/ video$/, ''), title }
}

/** The items to preload around `index`: none before, the next two after (the old viewer's rule). */
export function preloadAround<T>(items: readonly T[], index: number): T[] {
  return items.slice(index + 1, index + 3)
}
