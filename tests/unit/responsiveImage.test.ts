import { createElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ResponsiveImage, type ResponsiveImageProps } from '@/components/ResponsiveImage'

const photo: ResponsiveImageProps = {
  alt: 'A desk',
  sources: [
    { url: '/api/media/file/desk-320x213.webp', width: 320, height: 213 },
    { url: '/api/media/file/desk-640x427.webp', width: 640, height: 427 },
  ],
  width: 240,
  height: 160,
  sizes: '(max-width: 481px) 100vw, 360px',
}

/** A whole document, as the server sends it: React hoists image preloads into its head. */
async function page(props: Partial<ResponsiveImageProps>): Promise<{ head: string; img: string }> {
  const stream = await renderToReadableStream(createElement('html', null, createElement('head'), createElement('body', null, createElement(ResponsiveImage, { ...photo, ...props }))))
  await stream.allReady
  const html = await new Response(stream).text()
  return { head: /<head>([\s\S]*)<\/head>/.exec(html)![1]!, img: /<img [^>]*>/.exec(html)![0] }
}

describe('ResponsiveImage priority', () => {
  it('a priority image is fetched at high priority on every screen, preloaded from the head', async () => {
    const { head, img } = await page({ priority: true })
    expect(img).toContain('loading="eager"')
    expect(img).toContain('fetchPriority="high"')
    expect(head.match(/<link rel="preload" as="image"[^>]*>/g)).toHaveLength(1)
    expect(head).not.toContain('media=')
  })

  it('with priorityMedia, only screens the query matches preload it at high priority; elsewhere it comes eagerly at low priority', async () => {
    const { head, img } = await page({ priority: true, priorityMedia: '(min-width: 40rem)' })
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    // One preload: React's own for an eager image (for every screen) is not added beside it.
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toContain('media="(min-width: 40rem)"')
    expect(preloads[0]).toContain('fetchPriority="high"')
    expect(preloads[0]).toContain('imageSrcSet="/api/media/file/desk-320x213.webp 320w, /api/media/file/desk-640x427.webp 640w"')
    expect(preloads[0]).toContain('imageSizes="(max-width: 481px) 100vw, 360px"')
    expect(img).toContain('loading="eager"')
    expect(img).toContain('fetchPriority="low"')
    expect(img).toContain('decoding="async"')
  })

  it('priorityMedia alone does nothing: an ordinary image stays lazy, without a preload', async () => {
    const { head, img } = await page({ priorityMedia: '(min-width: 40rem)' })
    expect(img).toContain('loading="lazy"')
    expect(img).not.toContain('fetchPriority')
    expect(head).not.toContain('rel="preload"')
  })
})
