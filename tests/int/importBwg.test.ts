import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BWG_UNREADABLE } from '@/import/bwg'

import { startBwgFixture, type BwgFixture } from '../helpers/bwgFixture'
import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

/**
 * The old site's galleries: Photo Gallery by 10Web's tables in the machine's MariaDB (a dump our
 * fixture makes in the plugin's schema) and its upload folder, imported through the Local API.
 */
describe(`importing the old site's galleries (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let old: BwgFixture
  let bwg: typeof import('@/import/bwg')

  beforeAll(async () => {
    old = await startBwgFixture({ galleries: 3, imagesPerGallery: 4 })
    ctx = await startTestPayload()
    bwg = await import('@/import/bwg')
  }, 120_000)

  afterAll(async () => {
    await ctx?.cleanup()
    await old?.drop()
  })

  it('refuses a source that is not a MySQL address, or a strange table prefix, before connecting', () => {
    expect(bwg.checkSource('postgres://x@y/z', 'wp_')).toMatch(/mysql:\/\/user:password@host:port\/database/)
    expect(bwg.checkSource('mysql://root@127.0.0.1:3306', 'wp_')).toMatch(/must name the database/)
    expect(bwg.checkSource(old.url, 'wp_; DROP TABLE x')).toMatch(/letters, digits and _/)
    expect(bwg.checkSource(old.url, 'wp_')).toBeNull()
  })

  it('says so when the database has no Photo Gallery tables', async () => {
    await expect(bwg.readBwg(old.url, 'other_')).rejects.toThrow('No Photo Gallery tables (other_bwg_gallery, other_bwg_image) in that database.')
  })

  it('a dry run reports what would be created and creates nothing', async () => {
    const report = await bwg.importBwg(ctx.payload, await bwg.readBwg(old.url), { uploads: old.uploads, dryRun: true })
    expect(report).toMatchObject({ dryRun: true, galleries: { created: 3, existing: 0 }, albums: { created: 2, existing: 0 }, photos: { created: 11, existing: 0 }, pricelists: { created: 2, existing: 0 }, comments: 2, ratings: 2 })
    expect(report.problems).toEqual(['Image 2 (photo-1-2.jpg): its file is not in the upload folder.'])
    for (const collection of ['media', 'galleries', 'albums', 'comments', 'photo-ratings', 'tags', 'pricelists'] as const) expect((await ctx.payload.count({ collection })).totalDocs, collection).toBe(0)
  })

  it('imports galleries, nested albums, photos with their files, tags, comments, ratings and hits, keeping old ids', async () => {
    const report = await bwg.importBwg(ctx.payload, await bwg.readBwg(old.url), { uploads: old.uploads })
    expect(report).toMatchObject({ dryRun: false, galleries: { created: 3 }, albums: { created: 2 }, photos: { created: 11 }, comments: 2, ratings: 2, tags: 2 })
    expect(report.problems).toHaveLength(1)

    const first = (await ctx.payload.find({ collection: 'galleries', where: { legacyId: { equals: 1 } }, depth: 1, draft: true })).docs[0]!
    expect(first.title).toBe('Złota godzina in Kraków')
    expect(first.slug).toBe('zlota-godzina')
    expect(first._status).toBe('published')
    expect(JSON.stringify(first.description)).toContain('Evening light & old streets.')
    // The old order (descending `order` values here), the unpublished image left out, the lost file missing.
    expect((first.items ?? []).map((item) => (typeof item === 'object' ? item.legacyId : null))).toEqual([3, 1])
    const third = (await ctx.payload.find({ collection: 'galleries', where: { legacyId: { equals: 3 } }, depth: 0, draft: true })).docs[0]!
    expect(third._status).toBe('draft')

    const photo = (await ctx.payload.find({ collection: 'media', where: { legacyId: { equals: 1 } }, depth: 1 })).docs[0]!
    expect(photo.alt).toBe('Photo 1 of gallery 1')
    expect(photo.caption).toBe('The first picture of the evening.')
    expect((photo.tags ?? []).map((tag) => (typeof tag === 'object' ? tag.name : tag)).sort()).toEqual(['Old town', 'Sunset'])
    // Every third image had its unresized original kept in .original/: that is the one imported.
    const withOriginal = (await ctx.payload.find({ collection: 'media', where: { legacyId: { equals: 3 } }, depth: 0 })).docs[0]!
    expect(withOriginal.width).toBe(1280)
    expect(photo.width).toBe(640)
    const linked = (await ctx.payload.find({ collection: 'media', where: { legacyId: { equals: 6 } }, depth: 0 })).docs[0]!
    expect(linked.linkUrl).toBe('https://example.org/old-link')

    const outer = (await ctx.payload.find({ collection: 'albums', where: { legacyId: { equals: 1 } }, depth: 1 })).docs[0]!
    expect((outer.children ?? []).map((child) => `${child.relationTo}:${typeof child.value === 'object' ? child.value.legacyId : child.value}`)).toEqual(['albums:2', 'galleries:2', 'galleries:3'])

    const comments = await ctx.payload.find({ collection: 'comments', where: { photo: { equals: photo.id } }, sort: 'createdAt', overrideAccess: true })
    expect(comments.docs.map((comment) => [comment.name, comment.status, comment.email ?? null])).toEqual([
      ['Ania', 'approved', 'ania@example.org'],
      ['Spammer', 'pending', null],
    ])
    const stats = (await ctx.payload.find({ collection: 'photo-stats', where: { photo: { equals: photo.id } }, overrideAccess: true })).docs[0]!
    expect(stats).toMatchObject({ votes: 2, ratingSum: 9, hits: 10, comments: 1 })

    // The ecommerce add-on's pricelists, and the photos sold with them.
    const prints = (await ctx.payload.find({ collection: 'pricelists', where: { legacyId: { equals: 1 } }, overrideAccess: true })).docs[0]!
    expect(prints).toMatchObject({ title: 'Prints', currency: 'PLN', taxRate: '23', pricesIncludeTax: false, sellProducts: true, sellDownloads: true, shipping: { mode: 'flat', domestic: '5.00', international: '15.00' } })
    expect(prints.products?.map((product) => ({ name: product.name, price: product.price, description: product.description, parameters: product.parameters?.map((parameter) => [parameter.name, parameter.type, parameter.value ?? null, parameter.choices?.map((choice) => `${choice.label} ${choice.change}`) ?? []]) }))).toEqual([
      { name: 'Fine-art print', price: '20.00', description: 'On archival paper.', parameters: [['Size', 'select', null, ['A4 0.00', 'A3 15.50']], ['Paper', 'radio', null, ['Matt 0.00', 'Gloss -2.00']], ['Frame', 'fixed', 'None', []]] },
    ])
    expect(prints.downloads?.map((size) => [size.name, size.longestSide, size.price])).toEqual([['Web', 800, '5.00'], ['Print file', 4000, '25.00']])
    const digital = (await ctx.payload.find({ collection: 'pricelists', where: { legacyId: { equals: 2 } }, overrideAccess: true })).docs[0]!
    expect(digital).toMatchObject({ sellProducts: false, sellDownloads: true })
    expect(typeof photo.pricelist === 'object' ? photo.pricelist?.id : photo.pricelist).toBe(prints.id)
    expect(linked.pricelist ?? null).toBeNull()
  }, 120_000)

  it('a second run creates nothing twice and leaves editors\' changes alone', async () => {
    const gallery = (await ctx.payload.find({ collection: 'galleries', where: { legacyId: { equals: 2 } }, depth: 0 })).docs[0]!
    await ctx.payload.update({ collection: 'galleries', id: gallery.id, data: { title: 'Renamed by an editor' }, context: { disableRevalidate: true } })
    const counts = async () => Object.fromEntries(await Promise.all((['media', 'galleries', 'albums', 'comments', 'photo-ratings', 'tags'] as const).map(async (collection) => [collection, (await ctx.payload.count({ collection })).totalDocs])))
    const before = await counts()
    const report = await bwg.importBwg(ctx.payload, await bwg.readBwg(old.url), { uploads: old.uploads })
    expect(report).toMatchObject({ galleries: { created: 0, existing: 3 }, albums: { created: 0, existing: 2 }, photos: { created: 0, existing: 11 }, pricelists: { created: 0, existing: 2 }, comments: 0, ratings: 0, tags: 0 })
    expect(await counts()).toEqual(before)
    expect((await ctx.payload.findByID({ collection: 'galleries', id: gallery.id, depth: 0 })).title).toBe('Renamed by an editor')
    const stats = (await ctx.payload.find({ collection: 'photo-stats', where: { 'photo.legacyId': { equals: 1 } }, overrideAccess: true })).docs[0]!
    expect(stats).toMatchObject({ votes: 2, hits: 10 })
  }, 120_000)

  it('the admin endpoints: admins only; bad settings refused in words; a dry run answers; a real run is queued and reports', async () => {
    const http = await import('@/import/http')
    const context = { disableRevalidate: true }
    await ctx.payload.create({ collection: 'users', data: { email: 'admin@atrium.test', password: 'correct horse battery', name: 'Admin', roles: ['admin'] }, context })
    await ctx.payload.create({ collection: 'users', data: { email: 'editor@atrium.test', password: 'correct horse battery', name: 'Editor', roles: ['editor'] }, context })
    const tokenOf = async (email: string) => (await ctx.payload.login({ collection: 'users', data: { email, password: 'correct horse battery' } })).token!
    const admin = await tokenOf('admin@atrium.test')
    const editor = await tokenOf('editor@atrium.test')
    const post = (path: string, body: unknown, token?: string) =>
      new Request(`http://localhost:3000${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', ...(token ? { Authorization: `JWT ${token}` } : {}) }, body: JSON.stringify(body) })
    const settings = { mysql: old.url, uploads: old.uploads, prefix: 'wp_' }

    expect((await http.startBwgImport(ctx.payload, post('/import/bwg', settings))).status).toBe(401)
    // A page on another site cannot make a signed-in admin's browser start one.
    const forged = new Request('http://localhost:3000/import/bwg', { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example', Authorization: `JWT ${admin}` }, body: JSON.stringify(settings) })
    expect((await http.startBwgImport(ctx.payload, forged)).status).toBe(403)
    const refused = await http.startBwgImport(ctx.payload, post('/import/bwg', settings, editor))
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toBe('Only admins may run imports.')
    const bad = await http.startBwgImport(ctx.payload, post('/import/bwg', { ...settings, mysql: 'http://evil.example/' }, admin))
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/mysql:\/\/user:password@host:port\/database/)
    // A missing folder and a port that does not answer get the same words: the server's layout is not told.
    const folder = await http.startBwgImport(ctx.payload, post('/import/bwg', { ...settings, uploads: '/no/such/folder' }, admin))
    expect(folder.status).toBe(400)
    expect((await folder.json()).message).toBe(BWG_UNREADABLE)
    const closedPort = await http.startBwgImport(ctx.payload, post('/import/bwg', { ...settings, mysql: 'mysql://root@127.0.0.1:9/none', dryRun: true }, admin))
    expect(closedPort.status).toBe(502)
    expect((await closedPort.json()).message).toBe(BWG_UNREADABLE)

    const dry = await http.startBwgImport(ctx.payload, post('/import/bwg', { ...settings, dryRun: true }, admin))
    expect(dry.status).toBe(200)
    expect(await dry.json()).toMatchObject({ dryRun: true, photos: { created: 0, existing: 11 } })

    const queued = await http.startBwgImport(ctx.payload, post('/import/bwg', settings, admin))
    expect(queued.status).toBe(202)
    const { run } = await queued.json()
    const get = (token?: string) => new Request(`http://localhost:3000/import/runs/${run}`, { headers: token ? { Authorization: `JWT ${token}` } : {} })
    expect(await (await http.importRun(ctx.payload, get(admin), String(run))).json()).toMatchObject({ status: 'queued' })
    expect((await http.importRun(ctx.payload, get(editor), String(run))).status).toBe(403)
    await ctx.payload.jobs.run({ queue: 'import', limit: 5 })
    const finished = await (await http.importRun(ctx.payload, get(admin), String(run))).json()
    expect(finished).toMatchObject({ status: 'done', done: 12, total: 12, report: { photos: { created: 0, existing: 11 } } })
    // The run as the admin lists it names the database, never its password.
    const stored = await ctx.payload.findByID({ collection: 'import-runs', id: run, overrideAccess: true })
    expect(stored.source).toBe(old.url)
    const { maskedSource } = await import('@/import/tasks')
    expect(maskedSource('mysql://wp:s3cret%21@db.example:3306/wordpress')).toBe('mysql://wp:hidden@db.example:3306/wordpress')

    const lines = '/gallery/summer-2019/ /galleries/zlota-godzina\n# a comment\nnot-a-path /x\n/about-us/ https://example.org/about\n/same /same'
    const added = await (await http.importRedirects(ctx.payload, post('/import/redirects', { lines }, admin))).json()
    expect(added).toEqual({
      created: 2,
      skipped: 0,
      problems: ['Line 2: the old address must start with / (e.g. /gallery/old-page/).', 'Line 4: the old and new addresses are the same.'],
    })
    expect(await (await http.importRedirects(ctx.payload, post('/import/redirects', { lines: '/about-us/ /about' }, admin))).json()).toMatchObject({ created: 0, skipped: 1 })
    expect((await http.importRedirects(ctx.payload, post('/import/redirects', { lines: '/x /y' }, editor))).status).toBe(403)
  }, 120_000)

  it('never reads a file outside the upload folder', () => {
    expect(bwg.imageFile(old.uploads, { image_url: '/../../etc/passwd' })).toBeNull()
    expect(bwg.imageFile(old.uploads, { image_url: '/gallery1/../../x.jpg' })).toBeNull()
    expect(bwg.imageFile(old.uploads, { image_url: '/gallery1/photo-1-1.jpg' })).toMatch(/gallery1\/photo-1-1\.jpg$/)
  })
})
