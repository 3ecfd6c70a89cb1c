import type { Payload } from 'payload'

export type ShopSettings = {
  enabled: boolean
  panelPosition: 'left' | 'right'
  afterAdd: 'stay' | 'checkout'
  downloadDays: number
  bankInstructions: string | null
  notifyEmail: string | null
  siteName: string
}

/** The shop's switch and settings from the site settings (read per request: a change takes effect at once). */
export async function shopSettings(payload: Payload): Promise<ShopSettings> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const shop = settings.shop
  return {
    enabled: settings.features?.shop !== false,
    panelPosition: shop?.panelPosition === 'left' ? 'left' : 'right',
    afterAdd: shop?.afterAdd === 'checkout' ? 'checkout' : 'stay',
    downloadDays: shop?.downloadDays ?? 7,
    bankInstructions: shop?.bankInstructions ?? null,
    notifyEmail: shop?.notifyEmail || settings.contact?.email || null,
    siteName: settings.siteName || 'Atrium',
  }
}
