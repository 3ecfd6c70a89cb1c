/**
 * The shop plugin of the photo viewer, in the shape of yet-another-react-lightbox's own plugins:
 * props with defaults (here), a context, a button and a panel, one folder. The viewer only composes
 * it: it says which photo is current and whether the side is free (comments and the shop take turns).
 */
export const SHOP_LABEL_KEYS = [
  'buyPrints', 'hideShop', 'shopRegion', 'shopProducts', 'shopDownloads', 'shopProduct', 'shopQuantity', 'shopTotal', 'shopAddToCart',
  'shopAdding', 'shopViewCart', 'shopLoading', 'shopLoadFailed', 'shopChooseType', 'shopChooseOneChecked', 'shopChooseOneCount',
  'shopCount', 'shopLongestSide', 'shopLicence', 'shopNone', 'shopAddFailed',
] as const
export type ShopLabels = Record<(typeof SHOP_LABEL_KEYS)[number], string>

export type ShopProps = {
  /** The site's "Print and download sales" switch. */
  enabled: boolean
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

export const defaultShopProps: Omit<ShopProps, 'gallerySlug' | 'labels'> = {
  enabled: false,
  position: 'right',
  width: 360,
  cartPath: '/cart',
  checkoutPath: '/checkout',
}

export function resolveShopProps(props: Partial<ShopProps> & Pick<ShopProps, 'gallerySlug' | 'labels'>): ShopProps {
  return { ...defaultShopProps, ...Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) } as ShopProps
}
