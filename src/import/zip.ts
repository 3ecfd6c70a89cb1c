import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import exifr from 'exifr'
import { fileTypeFromBuffer } from 'file-type'
import type { Payload } from 'payload'
import sharp from 'sharp'
import yauzl from 'yauzl'

import { getEnv } from '@/lib/env'

/**
 * Photos (and clips) added to a gallery from a ZIP or from many files at once. Archive entries are
 * sanitised before anything is read from them: no paths outside the archive, no links, no nested
 * archives, size and count caps, a compression-ratio check against ZIP bombs. Only images and our
 * clip types are kept (by their real type); IPTC/EXIF fill title, caption, credit and alt text where
 * present. Each failure is listed by file; the rest is kept.
 */
export const ZIP_LIMITS = { entries: 1000, totalBytes: 2 * 1024 ** 3, ratio: 200 }

export type IncomingFile = { name: string; data: Buffer }
/** How many files were added to the gallery, their new media ids (in order), and each file that was not, with why. */
export type ZipReport = { added: number; ids: number[]; failures: { file: string; reason: string }[] }

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])
const CLIP_TYPES = new Set(['video/mp4', 'video/webm', 'audio/mpeg', 'audio/x-m4a', 'audio/mp4', 'audio/ogg'])
const ARCHIVE_TYPES = new Set(['application/zip', 'application/gzip', 'application/x-tar', 'application/x-7z-compressed', 'application/x-rar-compressed', 'application/x-bzip2', 'application/x-xz'])

const S_IFMT = 0o170000
const S_IFLNK = 0o120000

/** Why an archive entry's name is refused, or null when it is a plain relative path. */
export function entryNameProblem(name: string): string | null {
  if (name.includes('\0')) return 'its name is not valid'
  if (/^([a-zA-Z]:|[\\/])/.test(name)) return 'its path is absolute'
  if (name.split(/[\\/]/).includes('..')) return 'its path leads outside the archive'
  return null
}

/** The files inside a ZIP, each checked; refused entries are reported, not read. */
export async function unzipEntries(zip: Buffer, maxEntryBytes: number): Promise<{ files: IncomingFile[]; failures: ZipReport['failures'] }> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    // decodeStrings off: yauzl would fail the whole archive on one bad name; we refuse that entry alone.
    yauzl.fromBuffer(zip, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (error, file) => (error || !file ? reject(error ?? new Error('not a ZIP')) : resolve(file))),
  )
  const files: IncomingFile[] = []
  const failures: ZipReport['failures'] = []
  let total = 0
  let count = 0
  return new Promise((resolve, reject) => {
    archive.on('error', reject)
    archive.on('end', () => resolve({ files, failures }))
    archive.on('entry', (entry: yauzl.Entry) => {
      const name = (entry.fileName as unknown as Buffer).toString('utf8')
      const next = () => archive.readEntry()
      if (/\/$/.test(name)) return next()
      if (++count > ZIP_LIMITS.entries) {
        failures.push({ file: name, reason: `the archive has more than ${ZIP_LIMITS.entries} files; the rest were not read` })
        archive.close()
        return resolve({ files, failures })
      }
      const refuse = (reason: string) => {
        failures.push({ file: name, reason })
        next()
      }
      const problem = entryNameProblem(name)
      if (problem) return refuse(problem)
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) return refuse('it is a link, not a file')
      if (entry.uncompressedSize > maxEntryBytes) return refuse(`it is larger than ${Math.round(maxEntryBytes / 1024 / 1024)} MB`)
      if (entry.compressedSize > 0 && entry.uncompressedSize / entry.compressedSize > ZIP_LIMITS.ratio) return refuse('it is compressed suspiciously well (a ZIP bomb?)')
      total += entry.uncompressedSize
      if (total > ZIP_LIMITS.totalBytes) return refuse('the archive holds more than 2 GB')
      if (path.posix.basename(name).startsWith('.') || name.startsWith('__MACOSX/')) return next()
      archive.openReadStream(entry, (error, stream) => {
        if (error || !stream) return refuse('it could not be read from the archive')
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('error', () => refuse('it is damaged in the archive'))
        stream.on('end', () => {
          files.push({ name, data: Buffer.concat(chunks) })
          next()
        })
      })
    })
    archive.readEntry()
  })
}

type Described = { title?: string; caption?: string; credit?: string; alt?: string }

/** Title, caption, credit and alt text from the picture's IPTC, XMP or EXIF, where present. */
export async function describedBy(data: Buffer): Promise<Described> {
  try {
    const tags = (await exifr.parse(data, { iptc: true, xmp: true, tiff: true, exif: false, gps: false, icc: false })) as Record<string, unknown> | undefined
    if (!tags) return {}
    const text = (...keys: string[]) => {
      for (const key of keys) {
        const value = tags[key]
        const plain = Array.isArray(value) ? value.join(', ') : typeof value === 'object' && value && 'value' in value ? String((value as { value: unknown }).value) : value
        if (typeof plain === 'string' && plain.trim()) return plain.trim()
      }
      return undefined
    }
    const caption = text('Caption', 'CaptionAbstract', 'description', 'ImageDescription')
    return {
      title: text('ObjectName', 'Headline', 'title'),
      caption,
      credit: text('Credit', 'Byline', 'creator', 'Artist', 'Copyright', 'rights'),
      alt: text('AltTextAccessibility', 'AltText') ?? caption,
    }
  } catch {
    return {}
  }
}

const run = promisify(execFile)

/** A poster for a clip: a frame of the video (ffmpeg) or, for audio or without ffmpeg, a plain card. */
async function posterFor(data: Buffer, mime: string): Promise<Buffer> {
  if (mime.startsWith('video/') && getEnv().FFMPEG_PATH !== 'off') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-poster-'))
    try {
      fs.writeFileSync(path.join(dir, 'clip'), data)
      await run(getEnv().FFMPEG_PATH, ['-v', 'error', '-nostdin', '-y', '-i', path.join(dir, 'clip'), '-frames:v', '1', '-vf', 'scale=-2:720', path.join(dir, 'poster.jpg')], { timeout: 60_000 })
      return fs.readFileSync(path.join(dir, 'poster.jpg'))
    } catch {
      // No ffmpeg, or an unreadable frame: the plain card below.
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  return sharp({ create: { width: 1280, height: 720, channels: 3, background: '#1e293b' } }).jpeg({ quality: 80 }).toBuffer()
}

const titleOf = (name: string) => path.posix.basename(name).replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim().slice(0, 200) || 'Untitled'

/** Adds the files (ZIPs are opened) to the end of a gallery; what fails is listed by file. */
export async function addFilesToGallery(payload: Payload, galleryId: number, incoming: IncomingFile[], onProgress: (done: number, total: number) => void = () => {}): Promise<ZipReport> {
  const env = getEnv()
  const report: ZipReport = { added: 0, ids: [], failures: [] }
  // Each file's real type is read once: loose files here, entries of an archive as they come out.
  const files: (IncomingFile & { mime: string | null })[] = []
  const typed = async (file: IncomingFile) => ({ ...file, mime: (await fileTypeFromBuffer(file.data))?.mime.split(';')[0] ?? null })
  for (const file of incoming) {
    const { mime } = await typed(file)
    if (mime === 'application/zip') {
      try {
        const opened = await unzipEntries(file.data, env.MEDIA_MAX_BYTES)
        files.push(...(await Promise.all(opened.files.map(typed))))
        report.failures.push(...opened.failures.map((failure) => ({ ...failure, file: `${file.name}: ${failure.file}` })))
      } catch {
        report.failures.push({ file: file.name, reason: 'it is not a ZIP archive that can be opened' })
      }
    } else files.push({ ...file, mime })
  }
  const added: number[] = []
  const context = { disableRevalidate: true }
  onProgress(0, files.length)
  for (const [index, file] of files.entries()) {
    if (index > 0) onProgress(index, files.length)
    const mime = file.mime ?? ''
    try {
      if (ARCHIVE_TYPES.has(mime)) throw new Error('archives inside archives are not opened')
      if (IMAGE_TYPES.has(mime)) {
        const described = await describedBy(file.data)
        const title = (described.title ?? titleOf(file.name)).slice(0, 200)
        const doc = await payload.create({
          collection: 'media',
          data: { kind: 'image', title, alt: (described.alt ?? title).slice(0, 300), caption: described.caption?.slice(0, 2000), credit: described.credit?.slice(0, 200) },
          file: { data: file.data, mimetype: mime, name: path.posix.basename(file.name), size: file.data.byteLength },
          context,
        })
        added.push(doc.id)
      } else if (CLIP_TYPES.has(mime) || mime === 'audio/opus') {
        const title = titleOf(file.name)
        const clip = await payload.create({ collection: 'videos', data: { title, width: 1280, height: 720 }, file: { data: file.data, mimetype: mime, name: path.posix.basename(file.name), size: file.data.byteLength }, context })
        const poster = await posterFor(file.data, mime)
        const doc = await payload.create({
          collection: 'media',
          data: { kind: 'clip', clip: clip.id, title, alt: `${mime.startsWith('audio/') ? 'Audio' : 'Video'}: ${title}` },
          file: { data: poster, mimetype: 'image/jpeg', name: `${title.replace(/\W+/g, '-').toLowerCase() || 'clip'}-poster.jpg`, size: poster.byteLength },
          context,
        })
        added.push(doc.id)
      } else {
        throw new Error('it is not a picture (JPEG, PNG, WebP, AVIF, GIF) or a clip (MP4, WebM, MP3, M4A, Ogg)')
      }
    } catch (error) {
      report.failures.push({ file: file.name, reason: error instanceof Error ? error.message.replace(/\.$/, '') : 'it could not be stored' })
    }
  }
  if (added.length) {
    const gallery = await payload.findByID({ collection: 'galleries', id: galleryId, depth: 0, draft: true })
    const items = [...(gallery.items ?? []).map((item) => (typeof item === 'object' ? item.id : item)), ...added]
    await payload.update({ collection: 'galleries', id: galleryId, data: { items }, draft: gallery._status === 'draft' ? true : undefined, context: {} })
  }
  report.added = added.length
  report.ids = added
  onProgress(files.length, files.length)
  return report
}
