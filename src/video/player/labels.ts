import { t, type MessageKey } from '@/lib/messages'

export const PLAYER_LABEL_KEYS = ['video', 'audio', 'play', 'pause', 'mute', 'unmute', 'captions', 'chapters', 'enterFullscreen', 'exitFullscreen', 'seek', 'volume', 'loading', 'download', 'notSupported', 'networkError', 'cannotRecover', 'noRenderer'] as const
export type PlayerLabels = Record<(typeof PLAYER_LABEL_KEYS)[number], string>

/** The player's words from the catalogue (server side; the islands get them as props). */
export function playerLabels(): PlayerLabels {
  return Object.fromEntries(PLAYER_LABEL_KEYS.map((key) => [key, t(`player.${key}` as MessageKey)])) as PlayerLabels
}
