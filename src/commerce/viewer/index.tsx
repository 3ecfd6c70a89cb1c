'use client'

import { Suspense, lazy } from 'react'

import { useShop } from './ShopContext'

export { ShopButton } from './ShopButton'
export { ShopProvider, useShop } from './ShopContext'
export { SHOP_LABEL_KEYS, defaultShopProps, resolveShopProps, type ShopLabels, type ShopProps } from './props'

/** The panel (pricing, forms) loads only when a visitor first opens the shop. */
const ShopPanel = lazy(() => import('./ShopPanel').then((module) => ({ default: module.ShopPanel })))

/** Where the viewer puts the shop panel: while it is open. */
export function ShopSlot() {
  const shop = useShop()
  if (!shop?.open) return null
  return (
    <Suspense fallback={<p className={`lb-comments lb-comments-${shop.props.position}`}>{shop.props.labels.shopLoading}</p>}>
      <ShopPanel key={shop.photo.id} />
    </Suspense>
  )
}
