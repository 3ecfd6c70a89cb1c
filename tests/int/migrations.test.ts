import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { startTestPayload, usingPostgres, type TestPayload } from '../helpers/testPayload'

describe(`migrations (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let ctx: TestPayload
  beforeAll(async () => {
    ctx = await startTestPayload({}, { empty: true })
  })
  afterAll(async () => ctx?.cleanup())

  it('applies every committed migration to an empty database', async () => {
    const expected = (usingPostgres() ? postgresMigrations : sqliteMigrations).map((migration) => migration.name)
    const { docs } = await ctx.payload.find({ collection: 'payload-migrations', limit: 100, sort: 'name' })
    expect(docs.map((doc) => doc.name)).toEqual(expected)
    expect(docs.every((doc) => doc.batch === 1)).toBe(true)
  })

  it('is a no-op when run again', async () => {
    const { runMigrations } = await import('@/migrations/run')
    await runMigrations(ctx.payload)
    const { totalDocs } = await ctx.payload.count({ collection: 'payload-migrations' })
    expect(totalDocs).toBe((usingPostgres() ? postgresMigrations : sqliteMigrations).length)
  })

  it('leaves a schema every collection and global can be written to', async () => {
    const tag = await ctx.payload.create({ collection: 'tags', data: { name: 'Payroll', slug: '' } })
    expect(tag.slug).toBe('payroll')
    const page = await ctx.payload.create({ collection: 'pages', data: { title: 'Hello', slug: 'hello', layout: [], _status: 'published' }, context: { disableRevalidate: true } })
    expect(page.id).toBeGreaterThan(0)
    const settings = await ctx.payload.updateGlobal({ slug: 'gallery-settings', data: {}, context: { disableRevalidate: true } })
    expect(settings.lightbox?.slideshowInterval).toBe(5)
    expect(settings.carousel?.columns).toBe(3)
  })
})
