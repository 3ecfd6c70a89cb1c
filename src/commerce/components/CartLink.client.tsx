'use client'

import Link from 'next/link'
import { useSyncExternalStore } from 'react'


const COUNT_COOKIE = 'atrium_cart_count'
const CART_EVENT = 'atrium:cart'

function readCount(): number {
  const match = new RegExp(`(?:^|;\\s*)${COUNT_COOKIE}=(\\d{1,5})`).exec(document.cookie)
  return match ? Number(match[1]) : 0
}

function subscribe(notify: () => void): () => void {
  // The server sets the count cookie with each change; the shop panel also announces it at once.
  window.addEventListener(CART_EVENT, notify)
  window.addEventListener('pageshow', notify)
  window.addEventListener('focus', notify)
  return () => {
    window.removeEventListener(CART_EVENT, notify)
    window.removeEventListener('pageshow', notify)
    window.removeEventListener('focus', notify)
  }
}

/**
 * The header's "Cart" link. Cached pages are the same for everyone, so the count comes from a
 * readable cookie the shop sets (no request). Its name is its own text, "Cart, 2 items": what is
 * seen ("Cart" and the count in its badge; on phones the badge alone) is in the name, in order,
 * as speech input expects (WCAG 2.5.3).
 */
export function CartLink({ labels }: { labels: { cart: string; item: string; items: string } }) {
  const count = useSyncExternalStore(subscribe, readCount, () => 0)
  return (
    <Link href="/cart" prefetch={false} className="cart-link">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="20" height="20">
        <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4H2V2h4.5l.9 2H21l-3.4 8.1a2 2 0 0 1-1.8 1.2H8.1l-.9 1.7h12v2H4l2.3-4.3L5.2 4z" />
      </svg>
      {/* One inline run of text, so the name reads "Cart, 2 items" (separate flex items would each add a space). */}
      <span className="cart-text">
        <span className="cart-word">{labels.cart}</span>
        {count > 0 ? (
          <>
            <span className="cart-said">, </span>
            <span className="cart-count">{count}</span>
            <span className="cart-said"> {count === 1 ? labels.item : labels.items}</span>
          </>
        ) : null}
      </span>
    </Link>
  )
}
