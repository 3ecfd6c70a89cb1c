import { en, type MessageKey } from '@/messages/en'

export type { MessageKey }

/** Looks up a visitor-facing text and fills its {placeholders}. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

/** "1 photo" / "N photos" without a pluralisation library (English only for now). */
export function photoCount(count: number): string {
  return count === 1 ? t('galleries.photoCountOne') : t('galleries.photoCount', { count })
}
