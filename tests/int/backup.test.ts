import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createPostgresDatabase, startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

/** `npm run backup` / `npm run restore`: a round trip restores a site equal to the one backed up. */
describe(`backup and restore (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  let backup: typeof import('@/lib/server/backup')
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-backup-'))
  const drops: (() => Promise<void>)[] = []

  /** Row counts of the site's content tables, read straight from the database. */
  async function rows(databaseUrl: string): Promise<Record<string, number>> {
    const tables = ['media', 'galleries', 'comments', 'users', 'payload_migrations']
    if (/^postgres/.test(databaseUrl)) {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, (await client.query(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n])))
      } finally {
        await client.end()
      }
    }
    const client = createClient({ url: databaseUrl })
    try {
      return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, Number((await client.execute(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n)])))
    } finally {
      client.close()
    }
  }

  const freshSite = async () => {
    const dataDir = fs.mkdtempSync(path.join(tmp, 'site-'))
    if (!usingPostgres()) return { dataDir, databaseUrl: `file:${path.join(dataDir, 'atrium.db')}` }
    const database = await createPostgresDatabase()
    drops.push(database.drop)
    return { dataDir, databaseUrl: database.url }
  }

  beforeAll(async () => {
    ctx = await startTestPayload()
    backup = await import('@/lib/server/backup')
    const context = { disableRevalidate: true }
    const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#1d4ed8' } }).jpeg().toBuffer()
    const photo = await ctx.payload.create({ collection: 'media', data: { alt: 'Backed up', title: 'Backed up', kind: 'image' }, file: { data: picture, mimetype: 'image/jpeg', name: 'backed-up.jpg', size: picture.byteLength }, context })
    await ctx.payload.create({ collection: 'galleries', data: { title: 'Kept safe', slug: 'kept-safe', items: [photo.id], _status: 'published' } as never, context })
    await ctx.payload.create({ collection: 'users', data: { email: 'admin@atrium.test', password: 'correct horse battery', name: 'Admin', roles: ['admin'] }, context })
  }, 120_000)

  afterAll(async () => {
    await ctx?.cleanup()
    for (const drop of drops) await drop()
    fs.rmSync(tmp, { recursive: true, force: true })
  })

  it('backs up the database and the data folder while the site runs, and restores an equal site', async () => {
    const site = { databaseUrl: process.env.DATABASE_URL!, dataDir: ctx.dataDir }
    const target = path.join(tmp, 'backup-1')
    const manifest = await backup.backupSite(site, target)
    expect(manifest.database).toBe(usingPostgres() ? 'postgres' : 'sqlite')
    // The photo's original and its sizes; never the live database files.
    expect(manifest.files.map((file) => file.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^media\/[\w-]*backed-up\.jpg$/), expect.stringMatching(/^media\/[\w-]*backed-up-320x200\.webp$/)]))
    expect(manifest.files.some((file) => /atrium\.db|test\.db/.test(file.path))).toBe(false)
    expect(fs.statSync(path.join(target, 'manifest.json')).mode & 0o077).toBe(0)

    const restored = await freshSite()
    await backup.restoreSite(restored, target)
    expect(await rows(restored.databaseUrl)).toEqual(await rows(site.databaseUrl))
    for (const file of manifest.files) {
      expect(fs.readFileSync(path.join(restored.dataDir, file.path)).equals(fs.readFileSync(path.join(site.dataDir, file.path))), file.path).toBe(true)
    }

    // A second restore over it is refused unless asked for, then replaces stray files too.
    await expect(backup.restoreSite(restored, target)).rejects.toThrow(/already has a database/)
    fs.writeFileSync(path.join(restored.dataDir, 'media', 'stray.jpg'), 'x')
    await backup.restoreSite(restored, target, { replace: true })
    expect(fs.existsSync(path.join(restored.dataDir, 'media', 'stray.jpg'))).toBe(false)
    expect(await rows(restored.databaseUrl)).toEqual(await rows(site.databaseUrl))
  }, 120_000)

  it('refuses a damaged backup before touching anything, and a backup of the other database kind', async () => {
    const target = path.join(tmp, 'backup-2')
    const manifest = await backup.backupSite({ databaseUrl: process.env.DATABASE_URL!, dataDir: ctx.dataDir }, target)
    await expect(backup.backupSite({ databaseUrl: process.env.DATABASE_URL!, dataDir: ctx.dataDir }, target)).rejects.toThrow(/not empty/)
    const photoFile = manifest.files.find((file) => file.path.endsWith('backed-up.jpg'))!
    fs.appendFileSync(path.join(target, 'files', photoFile.path), 'tampered')
    const site = await freshSite()
    await expect(backup.restoreSite(site, target)).rejects.toThrow(`The backup's file ${photoFile.path} is missing or damaged.`)
    expect(fs.readdirSync(site.dataDir)).toEqual([])
    const other = usingPostgres() ? { dataDir: site.dataDir, databaseUrl: `file:${path.join(site.dataDir, 'x.db')}` } : { dataDir: site.dataDir, databaseUrl: 'postgres://postgres@127.0.0.1:5432/none' }
    fs.writeFileSync(path.join(target, 'files', photoFile.path), fs.readFileSync(path.join(ctx.dataDir, photoFile.path)))
    await expect(backup.restoreSite(other, target)).rejects.toThrow(/backup; the site's DATABASE_URL is/)
    await expect(backup.restoreSite(site, path.join(tmp, 'nothing-here'))).rejects.toThrow(/not a backup/)
  }, 120_000)
})
