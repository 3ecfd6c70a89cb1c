import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { DERIVATIVE_WEBP, OG_JPEG } from '@/collections/Media/sizes'

import { placeOverlay, watermarkScale, type WatermarkSpec } from './spec'

/**
 * Burns a watermark into one stored derivative with sharp. The text face ships with the app
 * (dejavu-fonts-ttf), so the result does not depend on which fonts the server happens to have.
 */

const BUNDLED_FONT = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf', 'DejaVuSans-Bold.ttf')
/** Looked up once: without it (an unusual install) the system's DejaVu Sans is used. */
const FONT_FILE = fs.existsSync(BUNDLED_FONT) ? BUNDLED_FONT : undefined

const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!)

/** White text with a soft dark halo, readable on light and dark photos alike. */
async function textOverlay(text: string, px: number): Promise<{ data: Buffer; width: number; height: number }> {
  const render = (colour: string) =>
    sharp({ text: { text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`, font: `DejaVu Sans Bold ${px}`, fontfile: FONT_FILE, dpi: 72, rgba: true } })
      .png()
      .toBuffer({ resolveWithObject: true })
  const [face, halo] = await Promise.all([render('#ffffff'), render('#000000')])
  const pad = Math.max(1, Math.round(px / 8))
  const width = face.info.width + 2 * pad
  const height = face.info.height + 2 * pad
  const blurred = await sharp(halo.data).extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } }).blur(Math.max(0.3, pad / 2)).png().toBuffer()
  const data = await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: blurred, left: 0, top: 0 }, { input: face.data, left: pad, top: pad }])
    .png()
    .toBuffer()
  return { data, width, height }
}

async function imageOverlay(file: string | Buffer, box: { width: number; height: number }): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(file)
    .resize({ width: Math.max(1, Math.round(box.width)), height: Math.max(1, Math.round(box.height)), fit: 'inside' })
    .ensureAlpha()
    .png()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * The photo (a file or its bytes) with the watermark burned in, encoded like our stored derivatives
 * (WebP for the responsive sizes, JPEG for the Open Graph size). `watermarkImageFile` is the stored
 * file (or bytes) of an image watermark.
 */
export async function burnWatermark(sourceFile: string | Buffer, spec: WatermarkSpec, watermarkImageFile: string | Buffer | null): Promise<Buffer> {
  const photo = sharp(sourceFile)
  const { width = 0, height = 0, format } = await photo.metadata()
  if (!width || !height) throw new Error('The stored photo has no dimensions.')
  const scale = watermarkScale(width)
  const overlay = spec.type === 'text'
    ? await textOverlay(spec.text, Math.max(6, Math.round(spec.fontSize * scale)))
    : watermarkImageFile
      ? await imageOverlay(watermarkImageFile, { width: spec.width * scale, height: spec.height * scale })
      : null
  if (!overlay) throw new Error('The watermark image is missing.')
  const box = placeOverlay({ width, height }, overlay, spec.position)
  // Opacity scales the overlay's own alpha channel; shrinking keeps it inside the photo's margin.
  const faded = await sharp(overlay.data)
    .resize({ width: box.width, height: box.height, fit: 'fill' })
    .ensureAlpha()
    .linear([1, 1, 1, spec.opacity / 100], [0, 0, 0, 0])
    .png()
    .toBuffer()
  const burned = photo.composite([{ input: faded, left: box.left, top: box.top }])
  return format === 'jpeg'
    ? burned.jpeg(OG_JPEG).toBuffer()
    : burned.webp(DERIVATIVE_WEBP).toBuffer()
}
