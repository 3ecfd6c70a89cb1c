import { createElement, Suspense, type ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { visibleIsland } from '@/components/visibleIsland'

/** A block's client part: more than the 500 bytes above which React may send a boundary apart. */
function Quote({ text }: { text: string }) {
  return createElement('blockquote', { className: 'quote' }, text)
}

/** The whole page as the server streams it: more than React's 12.8 KB before the block. */
async function streamed(block: ReactNode): Promise<string> {
  const page = createElement('main', null, createElement('p', null, 'Intro. '.repeat(3000)), block, createElement('footer', null, 'Footer'))
  const stream = await renderToReadableStream(page)
  await stream.allReady
  return new Response(stream).text()
}

describe('visibleIsland on the server', () => {
  const text = 'A client of ours said something kind. '.repeat(40)

  it('renders the island in place, inside an Activity boundary, with the marker its observer starts from', async () => {
    const Island = visibleIsland(async () => Quote)
    const html = await streamed(createElement(Island, { text }))
    expect(html).not.toContain('<div hidden id="S:')
    expect(html).toMatch(/<!--&--><blockquote class="quote">(A client of ours said something kind\. ){40}<\/blockquote><!--\/&--><template data-island="[^"]+"><\/template><footer>/)
  })

  it('is needed: a Suspense boundary there would be sent apart, its HTML after the footer', async () => {
    // What the island avoids (React's progressive outlining of large boundaries), so a change of React that ends it shows here.
    const html = await streamed(createElement(Suspense, { fallback: null }, createElement(Quote, { text })))
    expect(html).toContain('<div hidden id="S:')
    expect(html.indexOf('class="quote"')).toBeGreaterThan(html.indexOf('<footer>'))
  })

  it('waits for code that has not arrived before rendering (the page is sent whole, not in pieces)', async () => {
    let release = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    const Island = visibleIsland(async () => {
      await arrived
      return Quote
    })
    const rendering = streamed(createElement(Island, { text: 'Late but whole.' }))
    setImmediate(release)
    const html = await rendering
    expect(html).not.toContain('<div hidden id="S:')
    expect(html).toContain('<!--&--><blockquote class="quote">Late but whole.</blockquote><!--/&-->')
  })
})
