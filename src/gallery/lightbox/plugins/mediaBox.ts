import type { LightboxSlide } from '../types'

type Rect = { width: number; height: number }

/** Seed: embeds are 9/16 as high as wide; Instagram's frame adds 96 px of height and 16 px of width. */
export function embedBox(photo: LightboxSlide, rect: Rect): Rect {
  const embed = photo.embed!
  const ratio = embed.width > 0 && embed.height > 0 ? embed.height / embed.width : 9 / 16
  const extraWidth = embed.instagram ? 16 : 0
  const extraHeight = embed.instagram ? 96 : 0
  let width = Math.min(rect.width, embed.width + extraWidth)
  let height = (width - extraWidth) * ratio + extraHeight
  if (height > rect.height) {
    height = rect.height
    width = (height - extraHeight) / ratio + extraWidth
  }
  return { width: Math.round(width), height: Math.round(height) }
}

/** One of our own clips: a video at its own shape like an embed, an audio clip in a 640 × 360 box at most. */
export function clipBox(photo: LightboxSlide, rect: Rect): Rect {
  const clip = photo.clip!
  if (clip.kind === 'audio') return { width: Math.min(rect.width, 640), height: Math.min(rect.height, 360) }
  return embedBox({ ...photo, embed: { providerLabel: '', url: '', playerUrl: null, width: clip.width, height: clip.height, instagram: false } }, rect)
}

/** The stored poster size that fills a box this wide. */
export function posterFor(photo: LightboxSlide, width: number) {
  return photo.sources.find((source) => source.width >= width) ?? photo.sources.at(-1)!
}
