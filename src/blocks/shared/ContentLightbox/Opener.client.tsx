'use client'

import { useEffect, useState, type ComponentType } from 'react'

import type { CONTENT_VIEWER_MESSAGES, Messages } from '@/lib/messageTemplates'

import { mayOpenInViewer } from './candidates'
import type { ContentItem, LinkFacts } from './items'
import type { ContentViewerProps } from './Viewer.client'

/** Where page content lives: rich text, media blocks, and anything marked as a group. */
const CONTENT = '.prose, .block-media, [data-lightbox-group]'

function facts(link: HTMLAnchorElement): LinkFacts {
  return {
    href: link.getAttribute('href') ?? '',
    lightbox: link.dataset.lightbox,
    srcset: link.dataset.srcset,
    width: link.dataset.width,
    height: link.dataset.height,
    alt: link.querySelector('img')?.alt,
    text: link.textContent ?? '',
  }
}

/** Whether the viewer opens this link (the light rule, on every page). */
const opens = (link: HTMLAnchorElement, origin: string) => mayOpenInViewer(link.getAttribute('href') ?? '', link.dataset.lightbox, origin)

/**
 * The content viewer's opener, on every page: a plain click on a link to one of our pictures or to a
 * video, inside page content, opens the viewer over the page with the other such links of the same
 * content as its set. Everything else is left to the browser. Which links open is decided by the
 * light `mayOpenInViewer`; what they open (with the video providers' address rules) is fetched with
 * the viewer on the first such click.
 */
export function ContentLightbox({ messages }: { messages: Messages<(typeof CONTENT_VIEWER_MESSAGES)[number]> }) {
  const [open, setOpen] = useState<{ Viewer: ComponentType<ContentViewerProps>; items: ContentItem[]; index: number; opener: HTMLAnchorElement } | null>(null)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]')
      const scope = link?.closest(CONTENT)
      if (!link || !scope || !link.closest('main')) return
      const origin = window.location.origin
      if (!opens(link, origin)) return
      event.preventDefault()
      Promise.all([import('./items'), import('./Viewer.client')])
        .then(([{ contentItem }, { ContentViewer }]) => {
          const links = [...scope.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((candidate) => opens(candidate, origin))
          // contentItem gives an item for every link that passes the same rule.
          const items = links.map((candidate) => contentItem(facts(candidate), origin)!)
          setOpen({ Viewer: ContentViewer, items, index: links.indexOf(link), opener: link })
        })
        .catch(() => window.location.assign(link.href))
    }
    document.addEventListener('click', onClick)
    // From now on a click opens the viewer (before, it follows the link: the picture itself).
    document.documentElement.dataset.contentViewer = 'ready'
    return () => {
      document.removeEventListener('click', onClick)
      delete document.documentElement.dataset.contentViewer
    }
  }, [])

  if (!open) return null
  const { Viewer, items, index, opener } = open
  return (
    <Viewer
      items={items}
      start={index}
      messages={messages}
      onClose={() => {
        setOpen(null)
        opener.focus({ preventScroll: true })
      }}
    />
  )
}
