'use client'

import { useShop } from './ShopContext'

/** "Buy prints and downloads" / "Hide shop" in the viewer's control bar, for photos that are for sale. */
export function ShopButton() {
  const shop = useShop()
  if (!shop || !shop.photo.forSale) return null
  const label = shop.open ? shop.props.labels.hideShop : shop.props.labels.buyPrints
  return (
    <button type="button" className={`lb-button ${shop.open ? 'is-on' : ''}`} data-panel-toggle="shop" aria-label={label} title={label} aria-expanded={shop.open} onClick={() => shop.setOpen(!shop.open)}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4H2V2h4.5l.9 2H21l-3.4 8.1a2 2 0 0 1-1.8 1.2H8.1l-.9 1.7h12v2H4l2.3-4.3L5.2 4z" />
      </svg>
    </button>
  )
}
