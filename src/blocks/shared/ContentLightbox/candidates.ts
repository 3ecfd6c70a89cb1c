/**
 * Which links in page content open in the content viewer, small enough for every page: our own
 * pictures and the three video providers' addresses. What a link opens (items.ts, with the
 * providers' address rules) loads with the viewer.
 */

/** Our own stored pictures: web sizes and burned (watermarked) copies. Never another site's. */
export const OWN_IMAGE = /^\/(api\/media\/file|media\/watermarked)\/[^?#]+\.(jpe?g|png|webp|avif|gif)$/i

/** The hosts (and their subdomains) of the videos the viewer plays: YouTube, Vimeo and Dailymotion. */
export const VIDEO_HOSTS = ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com', 'dailymotion.com', 'dai.ly'] as const

/** True when the link opens in the viewer. */
export function mayOpenInViewer(href: string, lightbox: string | undefined, origin: string): boolean {
  let url: URL
  try {
    url = new URL(href, origin)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (url.origin === origin) return lightbox === 'image' || OWN_IMAGE.test(url.pathname)
  const host = url.hostname.toLowerCase()
  return VIDEO_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
}
