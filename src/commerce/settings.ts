import type { Payload } from 'payload'
import { processCache } from '@/lib/server/processCaches'

export type ShopSettings = {
  enabled: boolean
  panelPosition: 'left' | 'right'
  afterAdd: 'stay' | 'checkout'
  downloadDays: number
  bankInstructions: string | null
  notifyEmail: string | null
  siteName: string
}

let remembered: { at: number; value: ShopSettings } | null = null
const FRESH_MS = 5_000

const settingsCache = processCache('shop-settings', () => {
  remembered = null
})

/** Saved site settings take effect at once on every instance (processCaches). */
export function forgetShopSettings(): void {
  settingsCache.forget()
}

/** The shop's switch and settings from the site settings (every cart change reads them: kept 5 s). */
export async function shopSettings(payload: Payload): Promise<ShopSettings> {
  if (remembered && Date.now() - remembered.at < FRESH_MS) return remembered.value
  const value = await readShopSettings(payload)
  remembered = { at: Date.now(), value }
  return value
}

export async function readShopSettings(payload: Payload): Promise<ShopSettings> {
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
