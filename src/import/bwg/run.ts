import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import type { PhotoStat } from '@/payload-types'

import { slugify } from '@/fields/slug'
import { docTag, listTag } from '@/lib/cacheTags'
import { revalidateTags } from '@/lib/revalidate'
import { richText } from '@/lib/richText'

import { findIn } from '../lookup'
import { pricelistData } from './pricelists'
import type { BwgData, BwgImage } from './source'

export type BwgCount = { created: number; existing: number }
export type BwgReport = {
  dryRun: boolean
  galleries: BwgCount
  albums: BwgCount
  photos: BwgCount
  pricelists: BwgCount
  comments: number
  ratings: number
  tags: number
  /** Per item, in words: what could not be imported and why (the rest is kept). */
  problems: string[]
  seconds: number
}
export type BwgOptions = { uploads: string; dryRun?: boolean; onProgress?: (done: number, total: number, what: string) => void }

const IMAGE_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif', '.webp': 'image/webp' }
const context = { disableRevalidate: true }

/** Text out of the old plugin's HTML descriptions (tags dropped, entities decoded), as Lexical paragraphs. */
export function richTextOf(html: string | null | undefined) {
  const text = (html ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .trim()
  return text ? richText(...text.split(/\n{2,}/).map((part) => part.replace(/\n/g, ' ').trim())) : null
}

/** The stored file of an old image: the unresized original in `.original/` when there, else the file itself; never outside `uploads`. */
export function imageFile(uploads: string, image: Pick<BwgImage, 'image_url'>): string | null {
  const root = path.resolve(uploads)
  const relative = decodeURIComponent(image.image_url.split('?')[0] ?? '').replace(/^\/+/, '')
  if (!relative || relative.includes('\0')) return null
  const plain = path.resolve(root, relative)
  const original = path.resolve(root, path.dirname(relative), '.original', path.basename(relative))
  for (const candidate of [original, plain]) {
    if (!candidate.startsWith(root + path.sep)) return null
    try {
      const stat = fs.lstatSync(candidate)
      if (stat.isFile() && !stat.isSymbolicLink()) return candidate
    } catch {
      // not there: try the next
    }
  }
  return null
}

const slugOf = (value: string, fallback: string) => slugify(value) || fallback

async function byLegacyId(payload: Payload, collection: 'media' | 'galleries' | 'albums' | 'pricelists', ids: number[]): Promise<Map<number, number>> {
  const docs = await findIn<{ id: number; legacyId?: number | null }>(payload, collection, 'legacyId', ids, { legacyId: true })
  return new Map(docs.flatMap((doc) => (doc.legacyId != null ? [[doc.legacyId, doc.id] as const] : [])))
}

/**
 * A gallery or album: published as on the old site, or a draft for an editor to publish when it was
 * unpublished there. The other settings take their defaults (the generated types list them as required).
 */
async function createPublishable(payload: Payload, collection: 'galleries' | 'albums', published: boolean, data: Record<string, unknown>): Promise<{ id: number }> {
  return published
    ? payload.create({ collection, data: { ...data, _status: 'published' } as never, context })
    : payload.create({ collection, data: { ...data, _status: 'draft' } as never, draft: true, context })
}

async function freeSlug(payload: Payload, collection: 'galleries' | 'albums', wanted: string, legacyId: number): Promise<string> {
  const taken = await payload.count({ collection, where: { slug: { equals: wanted } } })
  return taken.totalDocs === 0 ? wanted : `${wanted}-${legacyId}`
}

/**
 * Imports Photo Gallery by 10Web's galleries, albums (nested), images with their files, tags,
 * comments, ratings and hit counts. Old ids are kept (legacyId), so `#bwg<g>/<i>` links open the
 * right photo, and nothing is created twice: what already exists by old id is left as editors have
 * it. A dry run reads everything and reports what would be created.
 */
export async function importBwg(payload: Payload, data: BwgData, options: BwgOptions): Promise<BwgReport> {
  const started = Date.now()
  const dryRun = options.dryRun === true
  const report: BwgReport = { dryRun, galleries: { created: 0, existing: 0 }, albums: { created: 0, existing: 0 }, photos: { created: 0, existing: 0 }, pricelists: { created: 0, existing: 0 }, comments: 0, ratings: 0, tags: 0, problems: [], seconds: 0 }
  const progress = options.onProgress ?? (() => {})

  // Tags by name (the bwg_tag terms).
  const tagIds = new Map<string, number>()
  for (const name of [...new Set(data.tags.map((tag) => tag.name.trim()).filter(Boolean))]) {
    const { docs } = await payload.find({ collection: 'tags', where: { name: { equals: name } }, limit: 1, depth: 0 })
    if (docs[0]) tagIds.set(name, docs[0].id)
    else if (dryRun) tagIds.set(name, -1)
    else {
      tagIds.set(name, (await payload.create({ collection: 'tags', data: { name: name.slice(0, 60), slug: slugOf(name, `tag-${tagIds.size + 1}`) }, context })).id)
      report.tags++
    }
  }
  const tagsOf = new Map<number, number[]>()
  for (const tag of data.tags) {
    const id = tagIds.get(tag.name.trim())
    if (id && id > 0) tagsOf.set(tag.image_id, [...(tagsOf.get(tag.image_id) ?? []), id])
  }

  // The ecommerce add-on's pricelists (when the old site had it), before the photos that use them.
  const pricelistIds = await byLegacyId(payload, 'pricelists', data.shop.pricelists.map((row) => Number(row.id)))
  for (const row of data.shop.pricelists) {
    const legacyId = Number(row.id)
    if (pricelistIds.has(legacyId)) {
      report.pricelists.existing++
      continue
    }
    report.pricelists.created++
    if (dryRun) continue
    try {
      pricelistIds.set(legacyId, (await payload.create({ collection: 'pricelists', data: pricelistData(data.shop, row) as never, overrideAccess: true, context })).id)
    } catch (error) {
      report.pricelists.created--
      report.problems.push(`Pricelist ${legacyId} (${String(row.title ?? '')}): ${error instanceof Error ? error.message : 'it could not be stored'}.`)
    }
  }

  // Photos, with their files.
  const mediaIds = await byLegacyId(payload, 'media', data.images.map((image) => image.id))
  const created = new Set<number>()
  let done = 0
  for (const image of data.images) {
    progress(++done, data.images.length, image.filename)
    if (mediaIds.has(image.id)) {
      report.photos.existing++
      continue
    }
    const file = imageFile(options.uploads, image)
    const type = IMAGE_TYPES[path.extname(image.filename || image.image_url).toLowerCase()]
    if (!file || !type) {
      report.problems.push(`Image ${image.id} (${image.filename}): ${file ? 'not a JPEG, PNG, GIF or WebP file' : 'its file is not in the upload folder'}.`)
      continue
    }
    if (dryRun) {
      // A stand-in id, so the dry run also counts the photo's comments and ratings.
      mediaIds.set(image.id, -image.id)
      report.photos.created++
      continue
    }
    try {
      const bytes = fs.readFileSync(file)
      const title = (image.alt || image.filename.replace(/\.[^.]+$/, '')).slice(0, 200)
      const doc = await payload.create({
        collection: 'media',
        data: {
          kind: 'image',
          alt: (image.alt || title).slice(0, 300),
          title,
          caption: image.description ? image.description.replace(/<[^>]*>/g, '').slice(0, 2000) : undefined,
          legacyId: image.id,
          linkUrl: /^https?:\/\//.test(image.redirect_url ?? '') ? image.redirect_url : undefined,
          tags: tagsOf.get(image.id) ?? [],
          pricelist: image.pricelist_id ? pricelistIds.get(Number(image.pricelist_id)) : undefined,
        } as never,
        file: { data: bytes, mimetype: type, name: path.basename(file), size: bytes.byteLength },
        context,
      })
      mediaIds.set(image.id, doc.id)
      created.add(image.id)
      report.photos.created++
    } catch (error) {
      report.problems.push(`Image ${image.id} (${image.filename}): ${error instanceof Error ? error.message : 'it could not be stored'}.`)
    }
  }

  // Galleries, their photos in the old order (published ones).
  const galleryIds = await byLegacyId(payload, 'galleries', data.galleries.map((gallery) => gallery.id))
  for (const gallery of data.galleries) {
    if (galleryIds.has(gallery.id)) {
      report.galleries.existing++
      continue
    }
    report.galleries.created++
    if (dryRun) continue
    const items = data.images.filter((image) => image.gallery_id === gallery.id && image.published !== 0).flatMap((image) => mediaIds.get(image.id) ?? [])
    const doc = await createPublishable(payload, 'galleries', gallery.published !== 0, {
      title: gallery.name.slice(0, 160) || `Gallery ${gallery.id}`,
      slug: await freeSlug(payload, 'galleries', slugOf(gallery.slug || gallery.name, `gallery-${gallery.id}`), gallery.id),
      description: richTextOf(gallery.description),
      items,
      legacyId: gallery.id,
    })
    galleryIds.set(gallery.id, doc.id)
  }

  // Albums: made first, then given their children (albums may hold albums).
  const albumIds = await byLegacyId(payload, 'albums', data.albums.map((album) => album.id))
  const newAlbums: number[] = []
  for (const album of data.albums) {
    if (albumIds.has(album.id)) {
      report.albums.existing++
      continue
    }
    report.albums.created++
    if (dryRun) continue
    const doc = await createPublishable(payload, 'albums', album.published !== 0, {
      title: album.name.slice(0, 160) || `Album ${album.id}`,
      slug: await freeSlug(payload, 'albums', slugOf(album.slug || album.name, `album-${album.id}`), album.id),
      description: richTextOf(album.description),
      legacyId: album.id,
    })
    albumIds.set(album.id, doc.id)
    newAlbums.push(album.id)
  }
  for (const albumId of newAlbums) {
    const children = data.albumItems
      .filter((item) => item.album_id === albumId)
      .flatMap((item) => {
        const id = item.is_album ? albumIds.get(item.alb_gal_id) : galleryIds.get(item.alb_gal_id)
        return id && !(item.is_album && item.alb_gal_id === albumId) ? [{ relationTo: item.is_album ? ('albums' as const) : ('galleries' as const), value: id }] : []
      })
    const album = data.albums.find((candidate) => candidate.id === albumId)!
    if (!children.length) continue
    if (album.published === 0) await payload.update({ collection: 'albums', id: albumIds.get(albumId)!, data: { children }, draft: true, context })
    else await payload.update({ collection: 'albums', id: albumIds.get(albumId)!, data: { children }, context })
  }

  // Comments and ratings, marked with their old ids so a second run adds none of them again.
  const galleryOfImage = new Map(data.images.map((image) => [image.id, galleryIds.get(image.gallery_id)]))
  const existingMarks = async (collection: 'comments' | 'photo-ratings', marks: string[]) =>
    new Set((await findIn<{ visitor?: string | null }>(payload, collection, 'visitor', marks, { visitor: true })).flatMap((doc) => (doc.visitor ? [doc.visitor] : [])))
  const ipHash = (ip: string) => crypto.createHash('sha256').update(`bwg-import:${ip}`).digest('hex').slice(0, 32)
  const commentMarks = await existingMarks('comments', data.comments.map((comment) => `bwg-comment-${comment.id}`))
  for (const comment of data.comments) {
    const photo = mediaIds.get(comment.image_id)
    if (!photo || commentMarks.has(`bwg-comment-${comment.id}`) || !comment.comment?.trim()) continue
    report.comments++
    if (dryRun) continue
    await payload.create({
      collection: 'comments',
      data: {
        body: comment.comment.slice(0, 2000),
        name: (comment.name || 'Visitor').slice(0, 80),
        email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(comment.mail ?? '') ? comment.mail : undefined,
        status: comment.published ? 'approved' : 'pending',
        photo,
        gallery: galleryOfImage.get(comment.image_id) ?? undefined,
        visitor: `bwg-comment-${comment.id}`,
        ipHash: 'imported',
      },
      overrideAccess: true,
      context,
    })
  }
  const rateMarks = await existingMarks('photo-ratings', data.rates.map((rate) => `bwg-rate-${rate.id}`))
  const newVotes = new Map<number, { votes: number; sum: number }>()
  for (const rate of data.rates) {
    const photo = mediaIds.get(rate.image_id)
    const value = Math.min(5, Math.max(1, Number(rate.rate)))
    if (!photo || rateMarks.has(`bwg-rate-${rate.id}`) || !Number.isFinite(value)) continue
    report.ratings++
    if (dryRun) continue
    await payload.create({ collection: 'photo-ratings', data: { photo, gallery: galleryOfImage.get(rate.image_id) ?? undefined, value, visitor: `bwg-rate-${rate.id}`, ipHash: ipHash(rate.ip ?? '') }, overrideAccess: true, context })
    const totals = newVotes.get(photo) ?? { votes: 0, sum: 0 }
    newVotes.set(photo, { votes: totals.votes + 1, sum: totals.sum + value })
  }

  // Hit counts (for photos made now) and the votes just added, into the photos' totals.
  if (!dryRun) {
    const hitsOf = new Map(data.images.filter((image) => created.has(image.id)).map((image) => [mediaIds.get(image.id)!, Number(image.hit_count) || 0]))
    const photos = [...new Set([...hitsOf.keys(), ...newVotes.keys()])]
    const stats = new Map((await findIn<PhotoStat>(payload, 'photo-stats', 'photo', photos)).map((row) => [typeof row.photo === 'object' ? row.photo.id : row.photo, row]))
    for (const photo of photos) {
      const votes = newVotes.get(photo) ?? { votes: 0, sum: 0 }
      const current = stats.get(photo)
      const data = { votes: (current?.votes ?? 0) + votes.votes, ratingSum: (current?.ratingSum ?? 0) + votes.sum, hits: (current?.hits ?? 0) + (hitsOf.get(photo) ?? 0) }
      if (current) await payload.update({ collection: 'photo-stats', id: current.id, data, overrideAccess: true, context })
      else await payload.create({ collection: 'photo-stats', data: { photo, comments: 0, ...data }, overrideAccess: true, context })
    }
  }
  // Each write above was made quietly; the cached pages that list or show what came are expired once, here.
  if (!dryRun) {
    const shown = [...[...galleryIds.values()].map((id) => docTag('galleries', id)), ...[...albumIds.values()].map((id) => docTag('albums', id))]
    revalidateTags([listTag('galleries'), listTag('albums'), ...shown], { payload })
  }
  report.seconds = Math.round((Date.now() - started) / 100) / 10
  return report
}
