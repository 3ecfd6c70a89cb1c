import type { MessageKey } from '@/lib/messages'
import type { ViewerPanelState } from '@/lib/viewerPanels'

/**
 * The shop's side panel in the photo viewer: its words by the name its code uses, each pointing at
 * the catalogue entry (the server fills them in, src/commerce/viewerSource.ts).
 */
export const SHOP_LABEL_KEYS = {
  buyPrints: 'shop.buy',
  hideShop: 'shop.hide',
  shopRegion: 'shop.region',
  shopProducts: 'shop.products',
  shopDownloads: 'shop.downloads',
  shopProduct: 'shop.product',
  shopQuantity: 'shop.quantity',
  shopTotal: 'shop.total',
  shopAddToCart: 'shop.addToCart',
  shopAdding: 'shop.adding',
  shopViewCart: 'shop.viewCart',
  shopLoading: 'shop.loading',
  shopLoadFailed: 'shop.loadFailed',
  shopChooseType: 'shop.chooseType',
  shopChooseOneChecked: 'shop.chooseOneChecked',
  shopChooseOneCount: 'shop.chooseOneCount',
  shopCount: 'shop.count',
  shopLongestSide: 'shop.longestSide',
  shopLicence: 'shop.licence',
  shopNone: 'shop.none',
  shopAddFailed: 'shop.addFailed',
} as const satisfies Record<string, MessageKey>
export type ShopLabels = Record<keyof typeof SHOP_LABEL_KEYS, string>

export type ShopProps = {
  /** Which side the panel opens on. */
  position: 'left' | 'right'
  /** The panel's width in px (the viewer's side-panel width). */
  width: number
  /** The gallery the photos are bought from (a photo's price depends on its gallery's pricelist). */
  gallerySlug: string
  /** Where "View cart" and the after-add redirect go. */
  cartPath: string
  checkoutPath: string
  labels: ShopLabels
}

/** The shop's options from what the viewer gives every side panel. */
export function shopProps(panel: ViewerPanelState): ShopProps {
  return {
    position: panel.position,
    width: panel.width,
    gallerySlug: panel.gallerySlug,
    cartPath: '/cart',
    checkoutPath: '/checkout',
    // Filled from SHOP_LABEL_KEYS by this domain's own source (viewerSource.ts).
    labels: panel.labels as ShopLabels,
  }
}
