'use client'

import { Suspense, lazy } from 'react'

import type { ViewerPanelPlugin } from '@/lib/viewerPanels'
import { viewerSidePanel } from '@/lib/viewerPlugins'

import { ShopButton } from './ShopButton'
import { ShopProvider, useShop } from './ShopContext'
import './shop.css'

/** The panel (pricing, forms) loads only when a visitor first opens the shop. */
const ShopPanel = lazy(() => import('./ShopPanel').then((module) => ({ default: module.ShopPanel })))

/** Where the viewer puts the shop panel: while it is open. */
function ShopSlot() {
  const shop = useShop()
  if (!shop?.open) return null
  return (
    <Suspense fallback={<p className={`lb-comments lb-comments-${shop.props.position}`}>{shop.props.labels.shopLoading}</p>}>
      <ShopPanel key={shop.photo.id} />
    </Suspense>
  )
}

/** Print and download sales in the photo viewer: a side panel, as a plugin of the viewer's lightbox (src/lib/viewerPanels.ts). */
export const shopViewerPanel: ViewerPanelPlugin = viewerSidePanel({ name: 'shop', Provider: ShopProvider, Button: ShopButton, Slot: ShopSlot })
