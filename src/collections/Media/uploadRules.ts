import crypto from 'node:crypto'

import exifr from 'exifr'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

import { slugify } from '@/fields/slug'

/** Image types we accept, by their real (magic-byte) type. SVG is never accepted: it can carry script. */
export const ACCEPTED_IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
}

export class UploadRejected extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'UploadRejected'
  }
}

export type InspectedUpload = { mime: string; ext: string; width: number; height: number }

/**
 * Checks an upload before anything decodes it: byte size, real type from its first bytes, and pixel
 * count read from the header only. Throws UploadRejected with a message a person understands.
 */
export async function inspectUpload(
  data: Buffer,
  { maxBytes, maxPixels }: { maxBytes: number; maxPixels: number },
): Promise<InspectedUpload> {
  if (data.byteLength > maxBytes) {
    const mb = (maxBytes / 1024 / 1024).toFixed(0)
    throw new UploadRejected(`This file is too large. The limit is ${mb} MB.`, 413)
  }
  const detected = await fileTypeFromBuffer(data)
  const ext = detected ? ACCEPTED_IMAGE_TYPES[detected.mime] : undefined
  if (!detected || !ext) {
    throw new UploadRejected(
      'This file is not a supported image. Upload a JPEG, PNG, WebP, AVIF or GIF picture.',
      415,
    )
  }
  let width = 0
  let height = 0
  try {
    // metadata() reads the header only; it does not decode the pixels.
    const meta = await sharp(data, { limitInputPixels: false }).metadata()
    width = meta.width ?? 0
    height = meta.height ?? 0
  } catch {
    throw new UploadRejected('This image file is damaged and cannot be read.', 400)
  }
  if (!width || !height) throw new UploadRejected('This image file is damaged and cannot be read.', 400)
  if (width * height > maxPixels) {
    const mp = Math.round(maxPixels / 1_000_000)
    throw new UploadRejected(
      `This image is too large (${width} × ${height} pixels). The limit is ${mp} megapixels.`,
      400,
    )
  }
  return { mime: detected.mime, ext, width, height }
}

/** A generated storage name: unguessable prefix, tidy readable part, extension from the real type. */
export function storageFilename(original: string, ext: string): string {
  // Only the last path component counts: "../../etc/x.jpg" or "C:\\x.jpg" name a file, not a place.
  const name = original.split(/[\\/]/).pop() ?? ''
  const base = slugify(name.replace(/\.[^.]*$/, '')).slice(0, 60) || 'image'
  return `${crypto.randomBytes(6).toString('hex')}-${base}.${ext}`
}

export type PhotoExif = {
  camera?: string
  lens?: string
  focalLength?: number
  aperture?: number
  exposureTime?: string
  iso?: number
  takenAt?: string
  gps?: { latitude: number; longitude: number }
}

function formatExposure(seconds: number): string {
  if (seconds >= 1) return `${Number(seconds.toFixed(1))} s`
  return `1/${Math.round(1 / seconds)} s`
}

/** Reads the camera facts we show (and GPS, which stays private). Unreadable EXIF is simply absent. */
export async function readExif(data: Buffer): Promise<PhotoExif> {
  let raw: Record<string, unknown> | undefined
  try {
    raw = await exifr.parse(data, { tiff: true, exif: true, gps: true, xmp: false, icc: false, iptc: false })
  } catch {
    return {}
  }
  if (!raw) return {}
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 120) : undefined)
  const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)
  const make = text(raw.Make)
  const model = text(raw.Model)
  const camera = model && make && !model.startsWith(make) ? `${make} ${model}` : (model ?? make)
  const exposure = num(raw.ExposureTime)
  const taken = raw.DateTimeOriginal ?? raw.CreateDate
  const latitude = num(raw.latitude)
  const longitude = num(raw.longitude)
  return {
    camera,
    lens: text(raw.LensModel),
    focalLength: num(raw.FocalLength),
    aperture: num(raw.FNumber),
    exposureTime: exposure ? formatExposure(exposure) : undefined,
    iso: num(raw.ISO),
    takenAt: taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken.toISOString() : undefined,
    gps: latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined,
  }
}

/** Re-encodes an image without its metadata, so location and device serials never reach a visitor. */
export async function stripMetadata(data: Buffer, mime: string): Promise<Buffer> {
  const image = sharp(data).rotate().keepIccProfile()
  switch (mime) {
    case 'image/jpeg':
      return image.jpeg({ quality: 95, mozjpeg: true }).toBuffer()
    case 'image/png':
      return image.png().toBuffer()
    case 'image/webp':
      return image.webp({ quality: 95 }).toBuffer()
    case 'image/avif':
      return image.avif({ quality: 80 }).toBuffer()
    default:
      return data
  }
}

/** A ~16 px WebP as a data URL: painted instantly under every image so nothing flashes or shifts. */
export async function makePlaceholder(data: Buffer): Promise<string> {
  const tiny = await sharp(data).rotate().resize(16, 16, { fit: 'inside' }).webp({ quality: 40 }).toBuffer()
  return `data:image/webp;base64,${tiny.toString('base64')}`
}
