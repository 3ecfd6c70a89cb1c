/**
 * WebVTT, just enough for our tracks: editors paste or upload caption, subtitle and chapter files;
 * the server checks them and serves them; the player reads chapter cues for its menu.
 */
export type Cue = { start: number; end: number; text: string }

export const MAX_VTT_CHARS = 200_000

const TIMING = /^((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})[ \t]+-->[ \t]+((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})(?:[ \t].*)?$/

/** "01:02.500" or "1:01:02.500" → seconds; null when it is not a WebVTT timestamp. */
export function vttSeconds(stamp: string): number | null {
  const parts = stamp.split(':')
  const [whole, millis] = (parts.pop() ?? '').split('.')
  if (parts.length < 1 || parts.length > 2 || millis === undefined) return null
  const [hours, minutes] = parts.length === 2 ? [Number(parts[0]), Number(parts[1])] : [0, Number(parts[0])]
  const seconds = Number(whole)
  if (![hours, minutes, seconds].every(Number.isFinite) || minutes > 59 || seconds > 59) return null
  return hours * 3600 + minutes * 60 + seconds + Number(millis) / 1000
}

function blocksOf(text: string): string[][] {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split(/\n{2,}/).map((block) => block.split('\n').filter((line, i, all) => i < all.length - 1 || line !== ''))
}

/** The cues of a WebVTT text (NOTE, STYLE and REGION blocks skipped). */
export function parseVtt(text: string): Cue[] {
  const cues: Cue[] = []
  for (const lines of blocksOf(text).slice(1)) {
    const at = lines.findIndex((line) => line.includes('-->'))
    if (at < 0 || at > 1) continue
    const match = TIMING.exec(lines[at]!.trim())
    const start = match ? vttSeconds(match[1]!) : null
    const end = match ? vttSeconds(match[2]!) : null
    if (start === null || end === null) continue
    cues.push({ start, end, text: lines.slice(at + 1).join('\n').trim() })
  }
  return cues
}

/** Why a text is not a usable WebVTT file (in words for the editor), or null when it is. */
export function vttProblem(text: string): string | null {
  if (text.length > MAX_VTT_CHARS) return `This track is too long (at most ${MAX_VTT_CHARS.toLocaleString('en-GB')} characters).`
  const blocks = blocksOf(text)
  if (!/^WEBVTT(?:[ \t].*)?$/.test(blocks[0]?.[0] ?? '')) return 'A WebVTT track starts with the line "WEBVTT".'
  for (const lines of blocks.slice(1)) {
    const timing = lines.find((line) => line.includes('-->'))
    if (!timing) continue
    const match = TIMING.exec(timing.trim())
    const start = match ? vttSeconds(match[1]!) : null
    const end = match ? vttSeconds(match[2]!) : null
    if (start === null || end === null) return `This cue timing is not valid WebVTT: "${timing.slice(0, 80)}".`
    if (end < start) return `This cue ends before it starts: "${timing.slice(0, 80)}".`
  }
  if (parseVtt(text).length === 0) return 'This track has no cues.'
  return null
}

const stamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000)
  const pad = (n: number, width = 2) => String(n).padStart(width, '0')
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}

/**
 * The text as served: a caption timed at 0 s starts at 0.2 s instead (the old player's rule: some
 * browsers never show a cue that starts exactly where playback starts).
 */
export function servedVtt(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/^((?:00:)?00:00\.000)([ \t]+-->[ \t]+)(\S+)/gm, (line, _start, arrow, end) => {
      const until = vttSeconds(end)
      return until !== null && until > 0.2 ? `${stamp(0.2)}${arrow}${end}` : line
    })
}

/** "1:05" or "1:02:05" for a chapter list. */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const h = Math.floor(whole / 3600)
  const m = Math.floor(whole / 60) % 60
  const s = String(whole % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}
