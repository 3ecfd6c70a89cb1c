import { createHash } from 'node:crypto'

import type { GalleryOptions } from '../resolveOptions'

/**
 * What a gallery's watermark is, reduced to the facts that change the burned pixels. Pure: the
 * server renders from it (render.ts), and its fingerprint names the folder the results live in, so
 * any change of setting gives new addresses and the old files can simply be removed.
 */

export const WATERMARK_POSITIONS = ['top-left', 'top-right', 'center', 'bottom-left', 'bottom-right'] as const
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number]

/** Sizes in the settings are measured on a photo this wide and scale with the photo. */
export const WATERMARK_REFERENCE_WIDTH = 1280

type Common = { opacity: number; position: WatermarkPosition }
export type WatermarkSpec =
  | (Common & { type: 'text'; text: string; fontSize: number })
  | (Common & { type: 'image'; imageFile: string; width: number; height: number })

export { recordedWatermark, watermarkedPath, watermarkedUrl, type WatermarkRef } from '@/collections/Media/publicUrls'

/** Bumped when the rendering changes, so every burned file is made again. */
const RENDERING_VERSION = 1

const clamp = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback

const asPosition = (value: unknown): WatermarkPosition =>
  (WATERMARK_POSITIONS as readonly unknown[]).includes(value) ? (value as WatermarkPosition) : 'bottom-right'

/**
 * The effective watermark, or null when there is none to burn: type "none", a text watermark with
 * no text, or an image watermark without an image file.
 */
export function watermarkSpec(options: GalleryOptions['watermark'], imageFile: string | null): WatermarkSpec | null {
  const common: Common = { opacity: clamp(options.opacity, 0, 100, 30), position: asPosition(options.position) }
  if (options.type === 'text') {
    const text = (options.text ?? '').trim()
    return text ? { ...common, type: 'text', text, fontSize: clamp(options.fontSize, 6, 200, 24) } : null
  }
  if (options.type === 'image') {
    return imageFile ? { ...common, type: 'image', imageFile, width: clamp(options.width, 10, 2000, 120), height: clamp(options.height, 10, 2000, 60) } : null
  }
  return null
}

/** A short, stable name for a watermark: the same settings always give the same fingerprint. */
export function watermarkFingerprint(spec: WatermarkSpec): string {
  const ordered = Object.fromEntries(Object.entries(spec).sort(([a], [b]) => a.localeCompare(b)))
  return createHash('sha256').update(JSON.stringify({ v: RENDERING_VERSION, ...ordered })).digest('hex').slice(0, 16)
}

export const FINGERPRINT_PATTERN = /^[0-9a-f]{16}$/

export type Box = { left: number; top: number; width: number; height: number }

/** The watermark's margin from the photo's edges: 2 % of the longer side, at least 2 px. */
export const watermarkMargin = (width: number, height: number) => Math.max(2, Math.round(Math.max(width, height) * 0.02))

/** How big the watermark is drawn on a photo of this width (the settings are for the reference width). */
export const watermarkScale = (photoWidth: number) => photoWidth / WATERMARK_REFERENCE_WIDTH

/**
 * Where an overlay of the given size sits on the photo: in a corner or the centre, kept inside the
 * margin, and shrunk (keeping its shape) when it would not fit.
 */
export function placeOverlay(photo: { width: number; height: number }, overlay: { width: number; height: number }, position: WatermarkPosition): Box {
  const margin = watermarkMargin(photo.width, photo.height)
  const room = { width: Math.max(1, photo.width - 2 * margin), height: Math.max(1, photo.height - 2 * margin) }
  const shrink = Math.min(1, room.width / overlay.width, room.height / overlay.height)
  const width = Math.max(1, Math.floor(overlay.width * shrink))
  const height = Math.max(1, Math.floor(overlay.height * shrink))
  const horizontal = position === 'center' ? 'middle' : position.endsWith('left') ? 'start' : 'end'
  const vertical = position === 'center' ? 'middle' : position.startsWith('top') ? 'start' : 'end'
  const along = (where: string, total: number, size: number) =>
    where === 'start' ? margin : where === 'end' ? total - margin - size : Math.round((total - size) / 2)
  return { left: Math.max(0, along(horizontal, photo.width, width)), top: Math.max(0, along(vertical, photo.height, height)), width, height }
}
