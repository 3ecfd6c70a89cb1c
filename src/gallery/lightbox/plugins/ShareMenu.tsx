import { useEffect, useRef, useState } from 'react'

import type { LightboxLabels, LightboxSlide } from '../types'

/** Direct share links for a photo address: no third-party script, just their public share URLs. */
export function shareLinks(url: string, photo: Pick<LightboxSlide, 'title'>, imageUrl: string): { name: string; href: string }[] {
  const u = encodeURIComponent(url)
  const title = encodeURIComponent(photo.title)
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${title}` },
    { name: 'Pinterest', href: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(imageUrl)}&description=${title}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ]
}

/**
 * Share: the system share sheet where the browser has one (Web Share API), else a menu of direct
 * links, e-mail and "Copy link".
 */
export function ShareMenu({ photo, url, labels }: { photo: LightboxSlide; url: string; labels: LightboxLabels }) {
  const [open, setOpen] = useState(false)
  // Which address was copied: moving to another photo clears the message.
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const absolute = new URL(url, window.location.href).toString()
  const image = new URL(photo.sources.at(-1)!.url, window.location.href).toString()

  useEffect(() => {
    if (!open) return
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Esc closes the menu first, not the whole viewer, and hands focus back to the Share button
        // (the focused link is about to go, and focus on the page body would leave the viewer deaf to Esc).
        event.stopPropagation()
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    const node = menuRef.current
    node?.addEventListener('keydown', onKey)
    return () => node?.removeEventListener('keydown', onKey)
  }, [open])

  const onShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: photo.title, url: absolute })
        return
      } catch (error) {
        if ((error as Error).name === 'AbortError') return
      }
    }
    setOpen((value) => !value)
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absolute)
      setCopiedUrl(absolute)
    } catch {
      window.prompt(labels.copyLink, absolute)
    }
  }

  return (
    <div className="lb-share">
      <button ref={buttonRef} type="button" className="lb-button" aria-label={labels.share} title={labels.share} aria-expanded={open} aria-haspopup="true" onClick={onShare}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z" /></svg>
      </button>
      {open ? (
        <div className="lb-share-menu" ref={menuRef} role="group" aria-label={labels.shareMenu}>
          <ul>
            {shareLinks(absolute, photo, image).map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:?subject=${encodeURIComponent(photo.title)}&body=${encodeURIComponent(absolute)}`}>{labels.email}</a>
            </li>
            <li>
              <button type="button" onClick={copy}>
                {labels.copyLink}
              </button>
            </li>
          </ul>
          <p role="status">{copiedUrl === absolute ? labels.linkCopied : ''}</p>
        </div>
      ) : null}
    </div>
  )
}
