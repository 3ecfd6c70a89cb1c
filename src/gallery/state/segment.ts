/**
 * Gallery state travels to the server as one extra path segment (`/galleries/team/~cGFnZT0y`), put
 * there by src/proxy.ts from the visible query string (visitors never address one directly). Pages
 * stay static: each state is its own cached (ISR) page, and a page without state is the plain
 * pre-rendered one. A state with free text or an open-ended number in it (a search, tags, a far
 * page) is marked live (`~!…`): rendered for its request, never stored (src/lib/server/pageCachePolicy.mjs).
 */

export const STATE_SEGMENT_MARK = '~'
/** The same mark as LIVE_STATE_MARK in src/lib/server/pageCachePolicy.mjs (a unit test keeps them equal). */
export const LIVE_STATE_SEGMENT_MARK = '~!'

const toBase64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const fromBase64Url = (value: string): string | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return null
  }
}

export function encodeStateSegment(canonicalQuery: string, live = false): string {
  return (live ? LIVE_STATE_SEGMENT_MARK : STATE_SEGMENT_MARK) + toBase64Url(canonicalQuery)
}

export function isStateSegment(segment: string | undefined): boolean {
  return typeof segment === 'string' && segment.startsWith(STATE_SEGMENT_MARK)
}

/** The query string inside a state segment, or null when the segment was not made by encodeStateSegment. */
export function decodeStateSegment(segment: string): URLSearchParams | null {
  if (!isStateSegment(segment) || segment.length > 6000) return null
  const text = fromBase64Url(segment.slice((segment.startsWith(LIVE_STATE_SEGMENT_MARK) ? LIVE_STATE_SEGMENT_MARK : STATE_SEGMENT_MARK).length))
  return text === null ? null : new URLSearchParams(text)
}

/**
 * Splits route segments into the path and the state: `['about', '~…']` → path `['about']` plus the
 * decoded state. `state` is null when a segment looks like state but is not valid (→ 404).
 */
export function splitStateFromSegments(segments: readonly string[]): { path: string[]; state: URLSearchParams | null } {
  const last = segments.at(-1)
  if (!isStateSegment(last)) return { path: [...segments], state: new URLSearchParams() }
  return { path: segments.slice(0, -1), state: decodeStateSegment(last!) }
}
