import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { plainPng } from '../fixtures/images'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'
import { fieldErrors } from '../helpers/fieldErrors'

const context = { disableRevalidate: true }

const asVisitor = { overrideAccess: false, user: null } as const

async function makeUser(payload: Payload, email: string, roles: User['roles']): Promise<User> {
  return payload.create({ collection: 'users', data: { email, password: 'correct horse battery staple', name: email, roles }, context })
}

describe(`access control (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let admin: User
  let editor: User
  let mediaId: number
  let publishedGalleryId: number
  let draftGalleryId: number
  let draftPageId: number

  beforeAll(async () => {
    ctx = await startTestPayload()
    const { payload } = ctx
    admin = await makeUser(payload, 'admin@example.test', ['admin'])
    editor = await makeUser(payload, 'editor@example.test', ['editor'])
    const png = await plainPng()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A test picture', kind: 'image', legacyId: 77 },
      file: { data: png, mimetype: 'image/png', name: 'test.png', size: png.byteLength },
      context,
    })
    mediaId = media.id
    await payload.update({ collection: 'media', id: mediaId, data: { exif: { gps: { latitude: 51.5, longitude: -0.1 } } }, context })
    publishedGalleryId = (await payload.create({ collection: 'galleries', data: { title: 'Public', slug: 'public', view: 'thumbnails', items: [mediaId], legacyId: 5, _status: 'published' }, context })).id
    draftGalleryId = (await payload.create({ collection: 'galleries', data: { title: 'Secret draft', slug: 'secret-draft', view: 'thumbnails', _status: 'draft' }, draft: true, context })).id
    draftPageId = (await payload.create({ collection: 'pages', data: { title: 'Unreleased', slug: 'unreleased', layout: [], _status: 'draft' }, draft: true, context })).id
  })
  afterAll(async () => ctx?.cleanup())

  describe('anonymous visitors', () => {
    it('see published galleries but never drafts', async () => {
      const { docs } = await ctx.payload.find({ collection: 'galleries', ...asVisitor, draft: false })
      expect(docs.map((doc) => doc.id)).toEqual([publishedGalleryId])
      await expect(ctx.payload.findByID({ collection: 'galleries', id: draftGalleryId, ...asVisitor })).rejects.toThrow()
      const pages = await ctx.payload.find({ collection: 'pages', ...asVisitor })
      expect(pages.docs.find((doc) => doc.id === draftPageId)).toBeUndefined()
    })

    it('cannot read draft versions', async () => {
      await expect(ctx.payload.findVersions({ collection: 'pages', ...asVisitor })).rejects.toThrow()
    })

    it('cannot read user accounts', async () => {
      await expect(ctx.payload.find({ collection: 'users', ...asVisitor })).rejects.toThrow()
      await expect(ctx.payload.findByID({ collection: 'users', id: admin.id, ...asVisitor })).rejects.toThrow()
    })

    it('never see the GPS location; see the old site’s ids its #bwg links used', async () => {
      const media = await ctx.payload.findByID({ collection: 'media', id: mediaId, ...asVisitor })
      expect(media.alt).toBe('A test picture')
      expect(media.exif?.gps).toBeUndefined()
      expect(media.legacyId).toBe(77)
      const gallery = await ctx.payload.findByID({ collection: 'galleries', id: publishedGalleryId, ...asVisitor })
      expect(gallery.legacyId).toBe(5)
      // Staff do see the location.
      const asEditor = await ctx.payload.findByID({ collection: 'media', id: mediaId, overrideAccess: false, user: editor })
      expect(asEditor.exif?.gps?.latitude).toBe(51.5)
    })

    it('cannot create, update or delete anything', async () => {
      const attempts: (() => Promise<unknown>)[] = [
        () => ctx.payload.create({ collection: 'tags', data: { name: 'Spam', slug: 'spam' }, ...asVisitor }),
        () => ctx.payload.create({ collection: 'pages', data: { title: 'Defaced', slug: 'defaced', layout: [] }, ...asVisitor }),
        () => ctx.payload.create({ collection: 'users', data: { email: 'x@example.test', password: 'long enough password', name: 'x', roles: ['admin'] }, ...asVisitor }),
        () => ctx.payload.update({ collection: 'galleries', id: publishedGalleryId, data: { title: 'Defaced' }, ...asVisitor }),
        () => ctx.payload.update({ collection: 'media', id: mediaId, data: { alt: 'Defaced' }, ...asVisitor }),
        () => ctx.payload.delete({ collection: 'media', id: mediaId, ...asVisitor }),
        () => ctx.payload.delete({ collection: 'galleries', id: publishedGalleryId, ...asVisitor }),
        () => ctx.payload.updateGlobal({ slug: 'site-settings', data: { siteName: 'Defaced' }, ...asVisitor }),
        () => ctx.payload.updateGlobal({ slug: 'header', data: { navItems: [] }, ...asVisitor }),
      ]
      for (const attempt of attempts) await expect(attempt()).rejects.toThrow(/not allowed/i)
      const gallery = await ctx.payload.findByID({ collection: 'galleries', id: publishedGalleryId })
      expect(gallery.title).toBe('Public')
      expect((await ctx.payload.count({ collection: 'tags' })).totalDocs).toBe(0)
      expect((await ctx.payload.findGlobal({ slug: 'site-settings' })).siteName).toBe('Atrium')
    })

    it('cannot ask for unbounded result sets through the REST API', async () => {
      const { capPublicQueries, PUBLIC_MAX_LIMIT } = await import('@/lib/queryLimits')
      const req = { user: null, payloadAPI: 'REST' } as never
      const args = capPublicQueries({ args: { limit: 0, pagination: false } as never, operation: 'read', req, collection: {} as never, context: {} })
      expect(args).toMatchObject({ limit: PUBLIC_MAX_LIMIT, pagination: true })
      const big = capPublicQueries({ args: { limit: 100000 } as never, operation: 'read', req, collection: {} as never, context: {} })
      expect(big).toMatchObject({ limit: PUBLIC_MAX_LIMIT })
    })
  })

  describe('editors', () => {
    it('manage content', async () => {
      const tag = await ctx.payload.create({ collection: 'tags', data: { name: 'Editorial', slug: '' }, overrideAccess: false, user: editor })
      expect(tag.slug).toBe('editorial')
      const gallery = await ctx.payload.update({ collection: 'galleries', id: draftGalleryId, data: { title: 'Edited' }, overrideAccess: false, user: editor, draft: true, context })
      expect(gallery.title).toBe('Edited')
    })

    it('cannot manage accounts or give themselves the admin role', async () => {
      await expect(
        ctx.payload.create({ collection: 'users', data: { email: 'new@example.test', password: 'long enough password', name: 'n', roles: ['editor'] }, overrideAccess: false, user: editor }),
      ).rejects.toThrow()
      const self = await ctx.payload.update({ collection: 'users', id: editor.id, data: { roles: ['admin'], name: 'Renamed' }, overrideAccess: false, user: editor })
      expect(self.name).toBe('Renamed')
      expect(self.roles).toEqual(['editor'])
      await expect(ctx.payload.findByID({ collection: 'users', id: admin.id, overrideAccess: false, user: editor })).rejects.toThrow()
    })
  })

  describe('admins', () => {
    it('manage accounts and roles', async () => {
      const promoted = await ctx.payload.update({ collection: 'users', id: editor.id, data: { roles: ['admin', 'editor'] }, overrideAccess: false, user: admin })
      expect(promoted.roles).toEqual(['admin', 'editor'])
    })
  })

  describe('data rules', () => {
    it('derives gallery tags from its photos', async () => {
      const tag = await ctx.payload.create({ collection: 'tags', data: { name: 'Benefits', slug: 'benefits' } })
      await ctx.payload.update({ collection: 'media', id: mediaId, data: { tags: [tag.id] }, context })
      const gallery = await ctx.payload.update({ collection: 'galleries', id: publishedGalleryId, data: { items: [mediaId] }, depth: 0, context })
      expect(gallery.tags).toEqual([tag.id])
    })

    it('refuses an album that contains itself', async () => {
      const parent = await ctx.payload.create({ collection: 'albums', data: { title: 'Parent', slug: 'parent', albumView: 'compact', _status: 'published' }, context })
      const child = await ctx.payload.create({ collection: 'albums', data: { title: 'Child', slug: 'child', albumView: 'compact', children: [{ relationTo: 'albums', value: parent.id }], _status: 'published' }, context })
      const errors = await fieldErrors(
        ctx.payload.update({ collection: 'albums', id: parent.id, data: { children: [{ relationTo: 'albums', value: child.id }] }, context }),
      )
      expect(errors).toEqual(['An album cannot contain itself, directly or inside a sub-album.'])
    })

    it('rejects unsafe link and embed addresses', async () => {
      expect(await fieldErrors(ctx.payload.update({ collection: 'media', id: mediaId, data: { linkUrl: 'javascript:alert(1)' }, context }))).toEqual([
        'Enter an address starting with http://, https:// or /.',
      ])
      expect(
        await fieldErrors(
          ctx.payload.update({ collection: 'media', id: mediaId, data: { kind: 'embed', embed: { provider: 'youtube', url: 'https://youtube.com.evil.example/x' } }, context }),
        ),
      ).toEqual(["This address is not on YouTube video's own site."])
    })
  })
})
