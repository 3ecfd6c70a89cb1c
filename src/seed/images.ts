import sharp from 'sharp'

import { pick, seededRandom } from './random'

/**
 * Demo pictures drawn from SVG scenes (offices, stages, parks, portraits) with real EXIF written in,
 * so the upload pipeline reads camera data exactly as it would from a camera's file.
 */

export type SceneKind = 'office' | 'stage' | 'outdoors' | 'portrait' | 'workshop'

export const PALETTES = [
  { name: 'teal and amber', sky: ['#0f766e', '#f59e0b'], accent: '#fde68a', ink: '#134e4a' },
  { name: 'indigo and rose', sky: ['#312e81', '#fb7185'], accent: '#fecdd3', ink: '#1e1b4b' },
  { name: 'slate and sky blue', sky: ['#334155', '#7dd3fc'], accent: '#e0f2fe', ink: '#0f172a' },
  { name: 'forest and lime', sky: ['#14532d', '#bef264'], accent: '#ecfccb', ink: '#052e16' },
  { name: 'plum and peach', sky: ['#581c87', '#fdba74'], accent: '#ffedd5', ink: '#3b0764' },
  { name: 'navy and gold', sky: ['#1e3a8a', '#facc15'], accent: '#fef9c3', ink: '#172554' },
] as const

export type Palette = (typeof PALETTES)[number]

const person = (x: number, y: number, scale: number, fill: string): string =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}"><circle cx="0" cy="-120" r="34"/><rect x="-48" y="-80" width="96" height="150" rx="40"/></g>`

function sceneBody(kind: SceneKind, palette: Palette, random: () => number, width: number, height: number): string {
  const parts: string[] = []
  const horizon = height * (0.55 + random() * 0.15)
  switch (kind) {
    case 'office': {
      for (let i = 0; i < 5; i++) {
        const x = 60 + i * (width / 5)
        parts.push(`<rect x="${x}" y="${height * 0.12}" width="${width / 6}" height="${height * 0.35}" fill="${palette.accent}" opacity="0.35"/>`)
      }
      parts.push(`<rect x="0" y="${horizon}" width="${width}" height="${height - horizon}" fill="${palette.ink}" opacity="0.55"/>`)
      for (let i = 0; i < 4; i++) {
        parts.push(`<rect x="${120 + i * 360}" y="${horizon - 30}" width="260" height="24" rx="6" fill="${palette.ink}"/>`)
        parts.push(person(250 + i * 360, horizon - 40, 0.9 + random() * 0.4, palette.ink))
      }
      break
    }
    case 'stage': {
      for (let i = 0; i < 3; i++) {
        const x = width * (0.25 + i * 0.25)
        parts.push(`<polygon points="${x},0 ${x - 180},${horizon} ${x + 180},${horizon}" fill="${palette.accent}" opacity="0.25"/>`)
      }
      parts.push(`<rect x="${width * 0.15}" y="${horizon - 20}" width="${width * 0.7}" height="40" fill="${palette.ink}"/>`)
      parts.push(person(width * (0.4 + random() * 0.2), horizon - 20, 1.4, palette.ink))
      for (let i = 0; i < 14; i++) {
        parts.push(`<circle cx="${60 + i * (width / 13)}" cy="${height - 40 - random() * 30}" r="${50 + random() * 20}" fill="${palette.ink}"/>`)
      }
      break
    }
    case 'outdoors': {
      parts.push(`<circle cx="${width * (0.2 + random() * 0.6)}" cy="${height * 0.25}" r="${70 + random() * 40}" fill="${palette.accent}"/>`)
      parts.push(`<path d="M0 ${horizon} Q ${width * 0.3} ${horizon - 120} ${width * 0.6} ${horizon} T ${width} ${horizon - 40} V ${height} H 0 Z" fill="${palette.ink}" opacity="0.7"/>`)
      for (let i = 0; i < 6; i++) {
        const x = random() * width
        parts.push(`<polygon points="${x},${horizon - 180} ${x - 60},${horizon + 20} ${x + 60},${horizon + 20}" fill="${palette.ink}"/>`)
      }
      for (let i = 0; i < 5; i++) parts.push(person(200 + i * 280 + random() * 60, height - 60, 1 + random() * 0.5, palette.ink))
      break
    }
    case 'portrait': {
      for (let i = 0; i < 18; i++) {
        parts.push(`<circle cx="${random() * width}" cy="${random() * height}" r="${30 + random() * 90}" fill="${palette.accent}" opacity="${0.1 + random() * 0.3}"/>`)
      }
      parts.push(person(width / 2, height - 40, 3.2, palette.ink))
      break
    }
    case 'workshop': {
      parts.push(`<rect x="${width * 0.1}" y="${height * 0.1}" width="${width * 0.55}" height="${height * 0.42}" rx="12" fill="#ffffff" opacity="0.85"/>`)
      for (let i = 0; i < 5; i++) {
        const w = 120 + random() * 400
        parts.push(`<rect x="${width * 0.14}" y="${height * 0.16 + i * 52}" width="${w}" height="22" rx="11" fill="${palette.sky[0]}" opacity="0.7"/>`)
      }
      for (let i = 0; i < 6; i++) {
        parts.push(`<rect x="${width * 0.7 + (i % 2) * 120}" y="${height * 0.12 + Math.floor(i / 2) * 120}" width="100" height="100" fill="${palette.accent}" transform="rotate(${random() * 10 - 5} ${width * 0.75} ${height * 0.3})"/>`)
      }
      for (let i = 0; i < 4; i++) parts.push(person(260 + i * 330, height - 30, 1.3, palette.ink))
      break
    }
  }
  return parts.join('')
}

export type DemoPhotoSpec = {
  seed: number
  kind: SceneKind
  palette: Palette
  width?: number
  height?: number
  takenAt: Date
  camera: { make: string; model: string; lens: string }
  exposure: { fNumber: number; shutter: number; iso: number; focalLength: number }
  gps?: { latitude: number; longitude: number }
}

const exifDate = (date: Date): string =>
  date.toISOString().replace('T', ' ').slice(0, 19).replace(/-/g, ':')

const rational = (value: number): string => `${Math.round(value * 100)}/100`

function dms(value: number): string {
  const abs = Math.abs(value)
  const degrees = Math.floor(abs)
  const minutes = Math.floor((abs - degrees) * 60)
  const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100)
  return `${degrees}/1 ${minutes}/1 ${seconds}/100`
}

/** Renders one demo photo as a JPEG with EXIF (and, for some, GPS that upload must strip). */
export async function renderDemoPhoto(spec: DemoPhotoSpec): Promise<Buffer> {
  const width = spec.width ?? 1600
  const height = spec.height ?? 1067
  const random = seededRandom(spec.seed)
  const [top, bottom] = spec.palette.sky
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="${random().toFixed(2)}" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>${sceneBody(spec.kind, spec.palette, random, width, height)}</svg>`
  const exif: Record<string, Record<string, string>> = {
    IFD0: { Make: spec.camera.make, Model: spec.camera.model, DateTime: exifDate(spec.takenAt) },
    IFD2: {
      FNumber: rational(spec.exposure.fNumber),
      ExposureTime: `1/${spec.exposure.shutter}`,
      ISOSpeedRatings: String(spec.exposure.iso),
      FocalLength: rational(spec.exposure.focalLength),
      LensModel: spec.camera.lens,
      DateTimeOriginal: exifDate(spec.takenAt),
    },
  }
  if (spec.gps) {
    exif.IFD3 = {
      GPSLatitudeRef: spec.gps.latitude >= 0 ? 'N' : 'S',
      GPSLatitude: dms(spec.gps.latitude),
      GPSLongitudeRef: spec.gps.longitude >= 0 ? 'E' : 'W',
      GPSLongitude: dms(spec.gps.longitude),
    }
  }
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).withExif(exif).toBuffer()
}

export const CAMERAS = [
  { make: 'Fujifilm', model: 'X-T5', lens: 'XF 35mm F1.4 R' },
  { make: 'Canon', model: 'EOS R6 Mark II', lens: 'RF 24-105mm F4 L IS USM' },
  { make: 'Sony', model: 'ILCE-7M4', lens: 'FE 50mm F1.8' },
  { make: 'Nikon', model: 'Z 6II', lens: 'NIKKOR Z 24-70mm f/4 S' },
] as const

export function demoExposure(random: () => number): DemoPhotoSpec['exposure'] {
  return {
    fNumber: pick(random, [1.8, 2.8, 4, 5.6, 8]),
    shutter: pick(random, [60, 125, 250, 500, 1000]),
    iso: pick(random, [100, 200, 400, 800, 1600]),
    focalLength: pick(random, [24, 35, 50, 70, 85]),
  }
}

/** Client logos for the logo strip: a mark and a word-shaped bar per company, on a transparent PNG. */
export const DEMO_LOGOS = [
  { legacyId: 9001, name: 'Harrow & Finch Foods', colour: '#b45309', mark: 'circle' },
  { legacyId: 9002, name: 'Northgate Housing', colour: '#1d4ed8', mark: 'square' },
  { legacyId: 9003, name: 'Calder Engineering', colour: '#0f766e', mark: 'triangle' },
  { legacyId: 9004, name: 'Brightwell Schools Trust', colour: '#7e22ce', mark: 'diamond' },
] as const

export async function renderDemoLogo(logo: (typeof DEMO_LOGOS)[number]): Promise<Buffer> {
  const marks = {
    circle: '<circle cx="60" cy="60" r="40"/>',
    square: '<rect x="22" y="22" width="76" height="76" rx="12"/>',
    triangle: '<polygon points="60,16 104,100 16,100"/>',
    diamond: '<polygon points="60,14 106,60 60,106 14,60"/>',
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120" fill="${logo.colour}">${marks[logo.mark]}<rect x="124" y="34" width="${200 + (logo.name.length % 5) * 30}" height="24" rx="6"/><rect x="124" y="68" width="150" height="16" rx="5" opacity="0.55"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
