import crypto from 'node:crypto'
import fs from 'node:fs'

import type { Payload, RequestContext } from 'payload'

import { slugify } from '@/fields/slug'
import type { GalleryView } from '@/gallery/options'
import type { Form, Media } from '@/payload-types'

import { DEMO_ALBUMS, DEMO_CLIPS, DEMO_GALLERIES, DEMO_PLAYER_CLIPS, DEMO_PORTFOLIO, DEMO_PORTFOLIO_CATEGORIES, DEMO_ROOT_ALBUM, DEMO_TAGS, DEMO_VIDEOS, type DemoGallery } from './content'
import { DEMO_FORMS, type DemoFormKey } from './forms'
import { DEMO_LOGOS, renderDemoLogo, renderDemoPhoto } from './images'
import { paragraph, richText } from '@/lib/richText'
import { buildFooter, buildHeader, buildPages, SITE_SETTINGS } from './pages'
import { ensurePricelists } from './shop'

/** Seeds never trigger page revalidation: they run before the build or from the CLI. */
const context: RequestContext = { disableRevalidate: true }

type Log = (message: string) => void

export type SeedResult = { created: Record<string, number>; adminPassword?: string }

/** True when the database holds no content and no accounts yet (a fresh install). */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const [users, pages] = await Promise.all([
    payload.count({ collection: 'users' }),
    payload.count({ collection: 'pages' }),
  ])
  return users.totalDocs === 0 && pages.totalDocs === 0
}

/**
 * Creates the demo site. Idempotent: everything is looked up by its natural key (slug, legacy id)
 * first, so a second run only fills in what is missing and never overwrites an editor's changes.
 */
export async function seedDemo(payload: Payload, log: Log = () => {}): Promise<SeedResult> {
  const created: Record<string, number> = {}
  const count = (kind: string) => {
    created[kind] = (created[kind] ?? 0) + 1
  }

  const adminPassword = await ensureAdmin(payload, count)

  const tagIds = new Map<string, number>()
  for (const name of DEMO_TAGS) {
    const slug = slugify(name)
    const existing = await payload.find({ collection: 'tags', where: { slug: { equals: slug } }, limit: 1, depth: 0 })
    const doc = existing.docs[0] ?? (count('tags'), await payload.create({ collection: 'tags', data: { name, slug }, context }))
    tagIds.set(name, doc.id)
  }

  const mediaByLegacyId = async (legacyId: number): Promise<Media | undefined> =>
    (await payload.find({ collection: 'media', where: { legacyId: { equals: legacyId } }, limit: 1, depth: 0 })).docs[0]

  const galleryIds = new Map<string, number>()
  const galleryCovers = new Map<string, number | undefined>()
  const photoIdsByLegacy = new Map<number, number>()
  for (const gallery of DEMO_GALLERIES) {
    const items: number[] = []
    for (const photo of gallery.photos) {
      let doc = await mediaByLegacyId(photo.legacyId)
      if (!doc) {
        const data = await renderDemoPhoto(photo.scene)
        doc = await payload.create({
          collection: 'media',
          data: {
            alt: photo.alt,
            title: photo.title,
            caption: photo.caption,
            credit: photo.credit,
            legacyId: photo.legacyId,
            kind: 'image',
            tags: photo.tags.map((tag) => tagIds.get(tag)!).filter(Boolean),
          },
          file: { data, mimetype: 'image/jpeg', name: `${slugify(photo.title)}.jpg`, size: data.byteLength },
          context,
        })
        count('photos')
      }
      items.push(doc.id)
      photoIdsByLegacy.set(photo.legacyId, doc.id)
    }
    log(`  gallery "${gallery.title}": ${items.length} photos`)
    galleryIds.set(gallery.slug, await ensureGallery(payload, { ...gallery, items }, count))
    galleryCovers.set(gallery.slug, items[0])
  }

  // Clips for the media player, with their captions and chapters (their HLS streams are made by the
  // queued job once the server runs with ffmpeg).
  const playerClipIds = new Map<string, number>()
  for (const clip of DEMO_PLAYER_CLIPS) {
    const existing = await payload.find({ collection: 'videos', where: { title: { equals: clip.title } }, limit: 1, depth: 0 })
    let doc = existing.docs[0]
    if (!doc) {
      const data = fs.readFileSync(new URL(`./assets/${clip.file}`, import.meta.url))
      doc = await payload.create({
        collection: 'videos',
        data: {
          title: clip.title,
          poster: clip.posterLegacyId ? photoIdsByLegacy.get(clip.posterLegacyId) : undefined,
          width: clip.width,
          height: clip.height,
          tracks: clip.tracks.map((track) => ({ ...track })),
        },
        file: { data, mimetype: clip.mimetype, name: clip.file, size: data.byteLength },
        context,
      })
      count('clips')
    }
    playerClipIds.set(clip.key, doc.id)
  }

  const videoItems: number[] = []
  for (const embed of DEMO_VIDEOS.embeds) {
    let doc = await mediaByLegacyId(embed.legacyId)
    if (!doc) {
      const data = await renderDemoPhoto(embed.scene)
      doc = await payload.create({
        collection: 'media',
        data: {
          alt: embed.alt,
          title: embed.title,
          caption: embed.caption,
          legacyId: embed.legacyId,
          kind: 'embed',
          embed: { provider: embed.provider, url: embed.url, width: 1280, height: 720 },
          tags: [tagIds.get('Video')!],
        },
        file: { data, mimetype: 'image/jpeg', name: `${slugify(embed.title)}-poster.jpg`, size: data.byteLength },
        context,
      })
      count('embeds')
    }
    videoItems.push(doc.id)
    photoIdsByLegacy.set(embed.legacyId, doc.id)
  }
  // Our own welcome film among the embeds: it plays in the viewer's media player, its poster a demo photo.
  const welcomeLegacyId = 4101
  let welcomeItem = await mediaByLegacyId(welcomeLegacyId)
  if (!welcomeItem) {
    const data = await renderDemoPhoto(DEMO_VIDEOS.embeds[0]!.scene)
    welcomeItem = await payload.create({
      collection: 'media',
      data: {
        alt: 'Video poster: the Atrium welcome film.',
        title: 'Welcome to Atrium (our film)',
        caption: 'Our own twelve-second welcome film, with captions and chapters. It plays from this site.',
        legacyId: welcomeLegacyId,
        kind: 'clip',
        clip: playerClipIds.get('welcome'),
        tags: [tagIds.get('Video')!],
      },
      file: { data, mimetype: 'image/jpeg', name: 'welcome-to-atrium-poster.jpg', size: data.byteLength },
      context,
    })
    count('clips in galleries')
  }
  videoItems.push(welcomeItem.id)
  photoIdsByLegacy.set(welcomeLegacyId, welcomeItem.id)
  galleryIds.set(DEMO_VIDEOS.slug, await ensureGallery(payload, { ...DEMO_VIDEOS, items: videoItems }, count))
  await ensurePricelists(payload, galleryIds, context, count)
  galleryCovers.set(DEMO_VIDEOS.slug, videoItems[0])

  const albumIds = new Map<string, number>()
  for (const album of DEMO_ALBUMS) {
    albumIds.set(
      album.slug,
      await ensureAlbum(payload, {
        slug: album.slug,
        title: album.title,
        intro: album.intro,
        albumView: album.albumView,
        galleryView: album.galleryView,
        cover: galleryCovers.get(album.children[0]),
        children: album.children.map((slug) => ({ relationTo: 'galleries' as const, value: galleryIds.get(slug)! })),
      }, count),
    )
  }
  albumIds.set(
    DEMO_ROOT_ALBUM.slug,
    await ensureAlbum(payload, {
      ...DEMO_ROOT_ALBUM,
      cover: galleryCovers.get(DEMO_ALBUMS[0].children[0]),
      children: DEMO_ALBUMS.map((album) => ({ relationTo: 'albums' as const, value: albumIds.get(album.slug)! })),
    }, count),
  )

  for (const logo of DEMO_LOGOS) {
    let doc = await mediaByLegacyId(logo.legacyId)
    if (!doc) {
      const data = await renderDemoLogo(logo)
      doc = await payload.create({
        collection: 'media',
        data: { alt: logo.name, title: logo.name, legacyId: logo.legacyId, kind: 'image' },
        file: { data, mimetype: 'image/png', name: `${slugify(logo.name)}-logo.png`, size: data.byteLength },
        context,
      })
      count('logos')
    }
    photoIdsByLegacy.set(logo.legacyId, doc.id)
  }

  // Self-hosted clips (committed, small): one video file per format, the poster a demo photo.
  const clipIds = new Map<string, number[]>()
  for (const clip of DEMO_CLIPS) {
    const ids: number[] = []
    for (const file of clip.files) {
      const title = `${clip.title} (${file.label})`
      const existing = await payload.find({ collection: 'videos', where: { title: { equals: title } }, limit: 1, depth: 0 })
      let doc = existing.docs[0]
      if (!doc) {
        const data = fs.readFileSync(new URL(`./assets/${file.name}`, import.meta.url))
        doc = await payload.create({
          collection: 'videos',
          data: { title, poster: photoIdsByLegacy.get(clip.posterLegacyId), width: clip.width, height: clip.height },
          file: { data, mimetype: file.mimetype, name: file.name, size: data.byteLength },
          context,
        })
        count('videos')
      }
      ids.push(doc.id)
    }
    clipIds.set(clip.key, ids)
  }

  // A video gallery of our own clip (the MP4) and, for editors, a YouTube playlist that shows once
  // the server has a YouTube key (the admin says so under the field).
  const films = await payload.find({ collection: 'video-galleries', where: { slug: { equals: 'our-films' } }, limit: 1, depth: 0 })
  if (!films.docs[0]) {
    const mp4 = clipIds.get('brand-motion')?.at(-1)
    const welcome = playerClipIds.get('welcome')
    await payload.create({
      collection: 'video-galleries',
      data: {
        title: 'Our films',
        slug: 'our-films',
        description: 'Short films about how we work, and our clients telling their own stories.',
        clips: [welcome, mp4].filter((id): id is number => typeof id === 'number'),
        autonext: true,
        playlistId: 'PLatriumClientStories',
        pageSize: 6,
        columns: 3,
      },
      context,
    })
    count('video galleries')
  }

  // Client stories for the portfolio and masonry grids.
  const categoryIds = new Map<string, number>()
  for (const name of DEMO_PORTFOLIO_CATEGORIES) {
    const slug = slugify(name)
    const existing = await payload.find({ collection: 'portfolio-categories', where: { slug: { equals: slug } }, limit: 1, depth: 0 })
    const doc = existing.docs[0] ?? (count('portfolio-categories'), await payload.create({ collection: 'portfolio-categories', data: { name, slug }, context }))
    categoryIds.set(name, doc.id)
  }
  for (const item of DEMO_PORTFOLIO) {
    const existing = await payload.find({ collection: 'portfolio', where: { slug: { equals: item.slug } }, limit: 1, depth: 0, draft: true })
    if (existing.docs[0]) continue
    await payload.create({
      collection: 'portfolio',
      data: {
        title: item.title,
        slug: item.slug,
        client: item.client,
        date: new Date(`${item.date}T00:00:00Z`).toISOString(),
        categories: item.categories.map((name) => categoryIds.get(name)!),
        image: photoIdsByLegacy.get(item.photoLegacyId)!,
        summary: item.summary,
        content: richText(...item.story.map((text) => paragraph(text))),
        _status: 'published',
      },
      context,
    })
    count('portfolio')
  }

  const formIds = {} as Record<DemoFormKey, number>
  for (const [key, form] of Object.entries(DEMO_FORMS) as [DemoFormKey, (typeof DEMO_FORMS)[DemoFormKey]][]) {
    const existing = await payload.find({ collection: 'forms', where: { title: { equals: form.title } }, limit: 1, depth: 0 })
    formIds[key] = existing.docs[0]?.id ?? (count('forms'), (await payload.create({ collection: 'forms', data: form as Omit<Form, 'id' | 'createdAt' | 'updatedAt'>, context })).id)
  }

  const firstPhoto = (legacyId: number) => photoIdsByLegacy.get(legacyId)!
  const pageIds = new Map<string, number>()
  for (const page of buildPages({ galleryIds, albumIds, photo: firstPhoto, clips: (key) => clipIds.get(key) ?? [], playerClip: (key) => playerClipIds.get(key)!, forms: formIds })) {
    const existing = await payload.find({ collection: 'pages', where: { slug: { equals: page.slug } }, limit: 1, depth: 0, draft: true })
    if (existing.docs[0]) {
      pageIds.set(page.slug, existing.docs[0].id)
      continue
    }
    const doc = await payload.create({ collection: 'pages', data: { ...page, _status: 'published' }, context })
    pageIds.set(page.slug, doc.id)
    count('pages')
  }

  const header = await payload.findGlobal({ slug: 'header', depth: 0 })
  if (!header.navItems?.length) {
    await payload.updateGlobal({ slug: 'header', data: buildHeader({ pageIds, galleryIds, albumIds }), context })
    count('header')
  }
  const footer = await payload.findGlobal({ slug: 'footer', depth: 0 })
  if (!footer.columns?.length) {
    await payload.updateGlobal({ slug: 'footer', data: buildFooter({ pageIds, galleryIds, albumIds }), context })
    count('footer')
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.tagline) {
    await payload.updateGlobal({ slug: 'site-settings', data: SITE_SETTINGS, context })
    count('site-settings')
  }
  // Store the gallery defaults so editors see (and can change) every value in the admin.
  const gallerySettings = await payload.findGlobal({ slug: 'gallery-settings', depth: 0 })
  if (!gallerySettings.updatedAt) {
    await payload.updateGlobal({ slug: 'gallery-settings', data: {}, context })
    count('gallery-settings')
  }

  return { created, adminPassword }
}

async function ensureAdmin(payload: Payload, count: (kind: string) => void): Promise<string | undefined> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return undefined
  const email = process.env.ADMIN_EMAIL || 'admin@atrium.example'
  const given = process.env.ADMIN_PASSWORD
  const password = given || crypto.randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Site administrator', roles: ['admin'] },
    context,
  })
  count('users')
  return given ? undefined : password
}

async function ensureGallery(
  payload: Payload,
  gallery: Pick<DemoGallery, 'slug' | 'title' | 'legacyId' | 'intro' | 'watermarkText' | 'paging' | 'downloads'> & { items: number[]; view?: GalleryView },
  count: (kind: string) => void,
): Promise<number> {
  const existing = await payload.find({ collection: 'galleries', where: { slug: { equals: gallery.slug } }, limit: 1, depth: 0, draft: true })
  if (existing.docs[0]) return existing.docs[0].id
  const doc = await payload.create({
    collection: 'galleries',
    data: {
      title: gallery.title,
      slug: gallery.slug,
      legacyId: gallery.legacyId,
      description: richText(gallery.intro),
      items: gallery.items,
      cover: gallery.items[0],
      view: gallery.view ?? 'thumbnails',
      ...(gallery.watermarkText ? { watermark: { custom: true, type: 'text' as const, text: gallery.watermarkText, opacity: 60 } } : {}),
      ...(gallery.paging ? { viewOptions: { custom: true, perPage: gallery.paging.perPage }, controls: { custom: true, paging: gallery.paging.mode } } : {}),
      ...(gallery.downloads ? { behaviour: { custom: true, downloads: true } } : {}),
      _status: 'published',
    },
    context,
  })
  count('galleries')
  return doc.id
}

async function ensureAlbum(
  payload: Payload,
  album: {
    slug: string
    title: string
    intro: string
    cover?: number
    albumView?: 'compact' | 'extended' | 'masonry'
    galleryView?: GalleryView | null
    children: { relationTo: 'galleries' | 'albums'; value: number }[]
  },
  count: (kind: string) => void,
): Promise<number> {
  const existing = await payload.find({ collection: 'albums', where: { slug: { equals: album.slug } }, limit: 1, depth: 0, draft: true })
  if (existing.docs[0]) return existing.docs[0].id
  const doc = await payload.create({
    collection: 'albums',
    data: { title: album.title, slug: album.slug, description: richText(album.intro), cover: album.cover, children: album.children, albumView: album.albumView ?? 'compact', galleryView: album.galleryView ?? null, _status: 'published' },
    context,
  })
  count('albums')
  return doc.id
}
