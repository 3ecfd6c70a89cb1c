/**
 * What to do about a fatal HLS media error (the old player's rule): recover at most once per 3
 * seconds; a second failure within 3 s swaps the audio codec and recovers; a third gives up. Also
 * a third failure after two recoveries that played nothing gives up, however slowly the failures
 * come: a slow device retrying a broken stream can space them more than 3 s apart, and would
 * otherwise show "Loading…" for ever. Playback going on (`progressed`) makes the next failure a
 * first one again.
 */
export type RecoveryStep = 'recover' | 'swap-and-recover' | 'give-up'

export const RECOVERY_WINDOW_MS = 3000

export function hlsRecovery(now: () => number = Date.now) {
  let lastRecover = -Infinity
  let lastSwap = -Infinity
  let fruitless = 0
  const step = (): RecoveryStep => {
    const at = now()
    if (fruitless >= 2) return 'give-up'
    fruitless += 1
    if (at - lastRecover > RECOVERY_WINDOW_MS) {
      lastRecover = at
      return 'recover'
    }
    if (at - lastSwap > RECOVERY_WINDOW_MS) {
      lastSwap = at
      return 'swap-and-recover'
    }
    return 'give-up'
  }
  return Object.assign(step, {
    /** The media played on after a recovery: its failures so far are forgiven. */
    progressed: () => {
      fruitless = 0
    },
  })
}

export type Renderer = 'native' | 'hls' | 'dash'
export type PlayerSource = { src: string; type: string }

const HLS_TYPES = new Set(['application/vnd.apple.mpegurl', 'application/x-mpegurl', 'audio/mpegurl'])
const DASH_TYPES = new Set(['application/dash+xml'])

export type Abilities = {
  /** The browser's own `canPlayType` answer for a type ('' when it cannot). */
  canPlayType: (type: string) => string
  /** Media Source Extensions are there (hls.js and dash.js need them). */
  mediaSource: boolean
}

/** Which element plays a source here, or null when none can (the "No renderer found" case). */
export function rendererFor(source: PlayerSource, can: Abilities): Renderer | null {
  const type = source.type.toLowerCase()
  if (HLS_TYPES.has(type)) return can.mediaSource ? 'hls' : can.canPlayType(type) ? 'native' : null
  if (DASH_TYPES.has(type)) return can.mediaSource ? 'dash' : null
  return can.canPlayType(type) ? 'native' : null
}

/** The sources this browser can try, in the editor's order, each with the element that plays it. */
export function playableSources(sources: PlayerSource[], can: Abilities): Array<PlayerSource & { renderer: Renderer }> {
  return sources.flatMap((source) => {
    const renderer = rendererFor(source, can)
    return renderer ? [{ ...source, renderer }] : []
  })
}
