import { fileTypeFromBuffer } from 'file-type'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { slugify } from '@/fields/slug'
import { getEnv } from '@/lib/env'
import { richText } from '@/lib/richText'
import { OutboundRefused, OutboundUnreachable, safeFetch } from '@/lib/server/safeFetch'

import { findIn } from '../lookup'
import { GraphError, GraphUnreachable, type GraphMedia, graphClient } from './graph'

export type InstagramOptions = { wholePost: boolean; count: number }
export type InstagramReport = { posts: number; created: number; existing: number; problems: string[]; seconds: number; gallery?: number }
export type InstagramSource = { id: number; username: string; gallery: number | null; seen: string[]; wholePost: boolean; count: number; /** The first import publishes its gallery at once (else: a draft to review). */ publish?: boolean }

/** One picture or video of a post, as it will become one gallery item. */
type Item = { id: string; kind: 'image' | 'video'; url?: string; cover?: string; post: GraphMedia; part: number; parts: number }

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])
const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime'])
const context = { disableRevalidate: true }

/** The seed's messages for a failed import, by what went wrong. */
export function failureMessage(error: unknown): string {
  if (error instanceof GraphUnreachable) return 'Error: cannot get response from the server.'
  if (error instanceof GraphError) return `Error: ${error.message}`
  return 'There is some error. Cannot add Instagram gallery.'
}

/** The items a post becomes: each picture (and, for whole posts, each video) of it, carousels opened. */
export function itemsOf(post: GraphMedia, wholePost: boolean): Item[] {
  const parts = post.media_type === 'CAROUSEL_ALBUM' ? (post.children?.data ?? []).map((child) => ({ ...child })) : [{ id: post.id, media_type: post.media_type, media_url: post.media_url, thumbnail_url: post.thumbnail_url }]
  const kept = parts.filter((part) => part.media_type === 'IMAGE' || (wholePost && part.media_type === 'VIDEO'))
  return kept.map((part, index) => ({ id: String(part.id), kind: part.media_type === 'VIDEO' ? 'video' : 'image', url: part.media_url, cover: part.thumbnail_url, post, part: index + 1, parts: kept.length }))
}

/** A caption's first line as the title (hashtags dropped), the whole caption as the description. */
export function captionParts(caption: string | undefined, fallback: string): { title: string; description: string | undefined } {
  const text = (caption ?? '').replace(/\r\n?/g, '\n').trim()
  const first = text.split('\n').find((line) => line.replace(/[#@]\S+/g, '').trim()) ?? ''
  const title = first.replace(/\s+/g, ' ').trim()
  return { title: (title.length > 100 ? `${title.slice(0, 99).trimEnd()}…` : title) || fallback, description: text ? text.slice(0, 5000) : undefined }
}

function mediaHostAllowed(host: string): boolean {
  const graphHost = new URL(getEnv().INSTAGRAM_GRAPH_URL).hostname
  return host === graphHost || getEnv().INSTAGRAM_MEDIA_HOSTS.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) || host === allowed.slice(1) : host === allowed))
}

/** A media file from Instagram's CDN, refused unless its bytes are what we expect (magic bytes, then the pixel count before decoding). */
async function download(url: string | undefined, expect: 'image' | 'video'): Promise<{ data: Buffer; mime: string }> {
  if (!url) throw new OutboundRefused('Instagram gave no address for it')
  const env = getEnv()
  let response
  try {
    response = await safeFetch(url, { allowHost: mediaHostAllowed, maxBytes: env.MEDIA_MAX_BYTES, timeoutMs: 60_000 })
  } catch (error) {
    if (error instanceof OutboundUnreachable) throw new OutboundRefused(`its file could not be downloaded (${error.message})`)
    throw error
  }
  if (response.status !== 200) throw new OutboundRefused(`its file could not be downloaded (HTTP ${response.status})`)
  const mime = (await fileTypeFromBuffer(response.body))?.mime ?? ''
  if (expect === 'image') {
    if (!IMAGE_TYPES.has(mime)) throw new OutboundRefused('its file is not a JPEG, PNG or WebP picture')
    // The header alone is read here; sharp refuses more pixels than our cap before decoding anything.
    const size = await sharp(response.body, { limitInputPixels: env.MEDIA_MAX_PIXELS })
      .metadata()
      .catch((error: Error) => (/pixel limit/i.test(error.message) ? { width: Infinity, height: Infinity } : { width: 0, height: 0 }))
    if (!size.width || !size.height) throw new OutboundRefused('its picture cannot be read')
    if (size.width * size.height > env.MEDIA_MAX_PIXELS) throw new OutboundRefused('its picture has too many pixels')
  } else if (!VIDEO_TYPES.has(mime)) throw new OutboundRefused('its file is not an MP4 video')
  return { data: response.body, mime: mime === 'video/quicktime' ? 'video/mp4' : mime }
}

type Fetched = { item: Item; title: string; description?: string; alt: string; image: { data: Buffer; mime: string }; video?: { data: Buffer; mime: string }; link?: string }

/**
 * Imports an Instagram account's newest posts into its gallery (made on the first run). Everything is
 * read and downloaded before anything is stored, and what this run stored is removed again if storing
 * fails part-way: a failed import leaves no half-made gallery. An item whose file is refused (host,
 * address, type, size) is listed with its reason and the rest is kept. Re-runs are idempotent by
 * Instagram media id: items already here are left as editors have them, and an item an editor removed
 * from the gallery is not added back.
 */
export async function importInstagram(payload: Payload, token: string, source: InstagramSource, onProgress: (done: number, total: number) => void = () => {}): Promise<{ report: InstagramReport; gallery: number; seen: string[] }> {
  const started = Date.now()
  const report: InstagramReport = { posts: 0, created: 0, existing: 0, problems: [], seconds: 0 }
  const posts = await graphClient(token).media(source.count)
  report.posts = posts.length
  const items = posts.flatMap((post) => itemsOf(post, source.wholePost))
  const current = source.gallery ? await payload.findByID({ collection: 'galleries', id: source.gallery, depth: 0, draft: true, disableErrors: true }) : null
  // What this account's gallery had before; when the gallery is gone, a new one gets everything again.
  const seen = new Set(current ? source.seen : [])

  // Already imported (for this account or another): reused as they are.
  const existing = await findIn<{ id: number; instagramId?: string | null }>(payload, 'media', 'instagramId', items.map((item) => item.id), { instagramId: true })
  const existingIds = new Map(existing.flatMap((doc) => (doc.instagramId ? [[doc.instagramId, doc.id] as const] : [])))
  // Seen before (an editor may have removed it since) or already in the media library: not fetched again.
  const fresh = items.filter((item) => !seen.has(item.id) && !existingIds.has(item.id))
  report.existing = items.length - fresh.length

  // Download everything first: nothing is stored until every file is in hand.
  const fetched: Fetched[] = []
  let done = 0
  onProgress(0, fresh.length)
  for (const item of fresh) {
    const { title, description } = captionParts(item.post.caption, `@${source.username}, ${item.post.timestamp?.slice(0, 10) ?? 'Instagram'}`)
    const named = item.parts > 1 ? `${title} (${item.part}/${item.parts})` : title
    const label = `Post ${item.post.permalink ?? item.post.id}${item.parts > 1 ? `, item ${item.part}` : ''}`
    try {
      if (item.kind === 'image') {
        fetched.push({ item, title: named, description, alt: named, image: await download(item.url, 'image') })
      } else if (item.url) {
        fetched.push({ item, title: named, description, alt: `Video: ${named}`, video: await download(item.url, 'video'), image: await download(item.cover, 'image') })
      } else if (item.cover) {
        // Instagram gives no file for videos with licensed music: the cover, linking to the post.
        fetched.push({ item, title: named, description, alt: named, image: await download(item.cover, 'image'), link: item.post.permalink })
        report.problems.push(`${label}: Instagram does not give out this video's file (licensed music); its cover was imported, linking to the post.`)
      } else {
        report.problems.push(`${label}: Instagram gave neither the video nor its cover.`)
      }
    } catch (error) {
      if (!(error instanceof OutboundRefused)) throw error
      report.problems.push(`${label}: ${error.message}.`)
    }
    onProgress(++done, fresh.length)
  }

  // Store; on any failure, take back what this run stored.
  const made: { collection: 'media' | 'videos'; id: number }[] = []
  const newIds = new Map<string, number>()
  let gallery = current?.id ?? null
  try {
    for (const entry of fetched) {
      const ext = entry.image.mime.split('/')[1]!.replace('jpeg', 'jpg')
      const file = { data: entry.image.data, mimetype: entry.image.mime, name: `instagram-${entry.item.id}.${ext}`, size: entry.image.data.byteLength }
      const common = { title: entry.title.slice(0, 200), caption: entry.description, credit: `@${source.username} on Instagram`.slice(0, 200), instagramId: entry.item.id }
      if (entry.video) {
        const clip = await payload.create({ collection: 'videos', data: { title: entry.title.slice(0, 200), ...(await videoSize(entry.image.data)) }, file: { data: entry.video.data, mimetype: entry.video.mime, name: `instagram-${entry.item.id}.mp4`, size: entry.video.data.byteLength }, context })
        made.push({ collection: 'videos', id: clip.id })
        const doc = await payload.create({ collection: 'media', data: { kind: 'clip', clip: clip.id, alt: entry.alt.slice(0, 300), ...common } as never, file, context })
        made.push({ collection: 'media', id: doc.id })
        newIds.set(entry.item.id, doc.id)
      } else {
        const doc = await payload.create({ collection: 'media', data: { kind: 'image', alt: entry.alt.slice(0, 300), linkUrl: entry.link, ...common } as never, file, context })
        made.push({ collection: 'media', id: doc.id })
        newIds.set(entry.item.id, doc.id)
      }
      report.created++
    }
    // Newest first, as on Instagram: new items go before what the gallery holds.
    const added = fresh.flatMap((item) => newIds.get(item.id) ?? existingIds.get(item.id) ?? [])
    const reused = items.filter((item) => existingIds.has(item.id) && !seen.has(item.id)).map((item) => existingIds.get(item.id)!)
    if (current) {
      const have = (current.items ?? []).map((item) => (typeof item === 'object' ? item.id : item))
      const front = [...new Set([...added, ...reused])].filter((id) => !have.includes(id))
      if (front.length) await payload.update({ collection: 'galleries', id: current.id, data: { items: [...front, ...have] }, draft: current._status === 'draft' ? true : undefined })
    } else {
      const title = `@${source.username} on Instagram`
      const wanted = slugify(`instagram-${source.username}`) || 'instagram'
      const taken = (await payload.count({ collection: 'galleries', where: { slug: { equals: wanted } } })).totalDocs > 0
      const doc = await payload.create({
        collection: 'galleries',
        data: { title, slug: taken ? `${wanted}-${Date.now().toString(36)}` : wanted, description: richText(`Posts from @${source.username} on Instagram.`), items: [...new Set([...added, ...reused])], _status: source.publish ? 'published' : 'draft' } as never,
        // A draft for an editor to look over before visitors see it, unless the import was told to publish.
        draft: !source.publish,
      })
      gallery = doc.id
    }
  } catch (error) {
    for (const doc of made.reverse()) await payload.delete({ collection: doc.collection, id: doc.id, overrideAccess: true, context }).catch(() => {})
    throw error
  }
  for (const item of items) if (newIds.has(item.id) || existingIds.has(item.id)) seen.add(item.id)
  report.seconds = Math.round((Date.now() - started) / 100) / 10
  report.gallery = gallery!
  return { report, gallery: gallery!, seen: [...seen] }
}

/** A clip's frame size from its cover (Instagram's cover is the video's own frame). */
async function videoSize(cover: Buffer): Promise<{ width: number; height: number }> {
  const { width = 1080, height = 1920 } = await sharp(cover).metadata()
  return { width: Math.min(7680, Math.max(16, width)), height: Math.min(4320, Math.max(16, height)) }
}
