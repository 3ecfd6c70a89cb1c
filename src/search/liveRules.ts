/**
 * When the header's live search asks the server (the old site's rules, kept): only from 3
 * characters, 300 ms after the visitor stops typing, only for text that differs from the last
 * searched text, and not when the last answer was "nothing" and the new text only extends it
 * (more letters cannot find more). Pure, so the rules are tested without a browser.
 */
export const LIVE_MIN_LENGTH = 3
export const LIVE_DELAY_MS = 300
export const LIVE_MAX_LENGTH = 100

export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()

export type LastSearch = { text: string; empty: boolean } | null

export function shouldSearch(typed: string, last: LastSearch): boolean {
  const text = normalise(typed)
  if (text.length < LIVE_MIN_LENGTH || text.length > LIVE_MAX_LENGTH) return false
  if (!last) return true
  if (text.toLowerCase() === last.text.toLowerCase()) return false
  if (last.empty && text.toLowerCase().startsWith(last.text.toLowerCase())) return false
  return true
}
