import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { getEnv } from '@/lib/env'

/** Where an original's clean copy is kept: made once, named by the photo and its file. */
export const cleanOriginalsRoot = () => path.resolve(getEnv().DATA_DIR, 'clean-originals')
export const cleanOriginalPath = (media: { id: number; filesize?: number | null }, filename: string) =>
  path.join(cleanOriginalsRoot(), `${media.id}-${media.filesize ?? 0}-${path.basename(filename)}`)

/** A deleted photo's clean copies go with it. */
export async function forgetCleanOriginals(mediaId: number, root = cleanOriginalsRoot()): Promise<void> {
  const names = await fs.promises.readdir(root).catch(() => [] as string[])
  await Promise.all(names.filter((name) => name.startsWith(`${mediaId}-`)).map((name) => fs.promises.rm(path.join(root, name), { force: true })))
}

/**
 * An original as a visitor may download it: the picture as uploaded, without what the camera and
 * the photographer's software wrote about it (EXIF with GPS, the camera's serial and the owner's
 * name; XMP; IPTC; comments). JPEG and PNG are cleaned without touching the picture's data; the
 * colour profile stays, and a JPEG's orientation is kept in a minimal EXIF of its own. Other
 * formats are written again by sharp, which copies no metadata.
 */
export async function cleanOriginal(data: Buffer, mimeType: string): Promise<Buffer> {
  if (mimeType === 'image/jpeg') {
    const cleaned = cleanJpeg(data)
    if (cleaned) return cleaned
  }
  if (mimeType === 'image/png') {
    const cleaned = cleanPng(data)
    if (cleaned) return cleaned
  }
  return sharp(data, { animated: mimeType === 'image/gif' || mimeType === 'image/webp', limitInputPixels: 268_402_689 }).rotate().keepIccProfile().toBuffer()
}

/** JPEG segments kept: JFIF (APP0), the ICC profile (APP2), Adobe's colour transform (APP14). */
const KEPT_APP = new Set([0xe0, 0xe2, 0xee])

/** The JPEG without its metadata segments, or null when it is not a JPEG this reads. */
export function cleanJpeg(data: Buffer): Buffer | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null
  const parts: Buffer[] = [data.subarray(0, 2)]
  let orientation = 1
  let offset = 2
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return null
    const marker = data[offset + 1]!
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset++
      continue
    }
    // Start of scan: the picture's data and everything after it is copied as it is.
    if (marker === 0xda) {
      parts.push(data.subarray(offset))
      break
    }
    const length = data.readUInt16BE(offset + 2)
    const end = offset + 2 + length
    if (length < 2 || end > data.length) return null
    const segment = data.subarray(offset, end)
    const isApp = marker >= 0xe0 && marker <= 0xef
    if (marker === 0xe1) orientation = exifOrientation(segment.subarray(4)) ?? orientation
    if ((isApp && !KEPT_APP.has(marker)) || marker === 0xfe) {
      // Dropped: EXIF and XMP (APP1), IPTC (APP13), other makers' blocks, comments.
    } else {
      parts.push(segment)
    }
    offset = end
  }
  if (orientation !== 1) parts.splice(1, 0, orientationExif(orientation))
  return Buffer.concat(parts)
}

/** The Orientation tag of an EXIF block ("Exif\0\0" + TIFF), or null. */
function exifOrientation(exif: Buffer): number | null {
  if (exif.length < 14 || exif.toString('latin1', 0, 6) !== 'Exif\0\0') return null
  const tiff = exif.subarray(6)
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  try {
    const ifd = u32(4)
    const count = u16(ifd)
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12
      if (u16(entry) === 0x0112) {
        const value = u16(entry + 8)
        return value >= 1 && value <= 8 ? value : null
      }
    }
  } catch {
    // A truncated block: no orientation.
  }
  return null
}

/** An APP1 segment holding only an EXIF Orientation tag. */
function orientationExif(orientation: number): Buffer {
  const tiff = Buffer.alloc(26)
  tiff.write('MM', 0, 'latin1')
  tiff.writeUInt16BE(42, 2)
  tiff.writeUInt32BE(8, 4)
  tiff.writeUInt16BE(1, 8)
  // Tag 0x0112 (Orientation), type SHORT, one value, the value left-aligned in its 4 bytes.
  tiff.writeUInt16BE(0x0112, 10)
  tiff.writeUInt16BE(3, 12)
  tiff.writeUInt32BE(1, 14)
  tiff.writeUInt16BE(orientation, 18)
  tiff.writeUInt32BE(0, 22)
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
  const header = Buffer.alloc(4)
  header.writeUInt16BE(0xffe1, 0)
  header.writeUInt16BE(body.length + 2, 2)
  return Buffer.concat([header, body])
}

/** PNG chunks dropped: text of every kind, EXIF, and the time of the last edit. */
const DROPPED_PNG = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME'])
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The PNG without its text and EXIF chunks, or null when it is not a PNG this reads. */
export function cleanPng(data: Buffer): Buffer | null {
  if (data.length < 8 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return null
  const parts: Buffer[] = [PNG_SIGNATURE]
  let offset = 8
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset)
    const type = data.toString('latin1', offset + 4, offset + 8)
    const end = offset + 12 + length
    if (end > data.length) return null
    if (!DROPPED_PNG.has(type)) parts.push(data.subarray(offset, end))
    offset = end
    if (type === 'IEND') break
  }
  return Buffer.concat(parts)
}
