import { en, type MessageKey } from '@/messages/en'

import { fill, type Messages } from './messageTemplates'

export type { MessageKey }

/** Looks up a visitor-facing text and fills its {placeholders}. Server code only: it carries the catalogue. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return fill(en[key], params)
}

/** The unfilled texts for these keys, to hand to a client component (see messageTemplates). */
export function pickMessages<K extends MessageKey>(keys: readonly K[]): Messages<K> {
  return Object.fromEntries(keys.map((key) => [key, en[key]])) as unknown as Messages<K>
}

/** "1 photo" / "N photos" without a pluralisation library (English only for now). */
export function photoCount(count: number): string {
  return count === 1 ? t('galleries.photoCountOne') : t('galleries.photoCount', { count })
}

/** A gallery's items in words: "7 photos", "3 videos", or "12 photos and 2 videos". */
export function itemCount(count: number, videos = 0): string {
  const video = videos === 1 ? t('galleries.videoCountOne') : t('galleries.videoCount', { count: videos })
  if (videos <= 0) return photoCount(count)
  if (videos >= count) return video
  return t('galleries.mixedCount', { photos: photoCount(count - videos), videos: video })
}
