import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AUTO_CHECKPOINT_PAGES, keepConnectionSettings } from '@/lib/server/sqlite'
import { startCheckpointer } from '@/lib/server/sqliteCheckpointer'

import { startTestPayload, type TestPayload } from '../helpers/testPayload'

/**
 * SQLite whatever TEST_DB says: these are SQLite's own rules (per-connection settings, the log's
 * checkpoints), on real files.
 */
const pragma = async (client: Client, name: string) => Number(Object.values((await client.execute(`PRAGMA ${name}`)).rows[0]!)[0])
const settings = { busyTimeoutMs: 4321, synchronous: 'NORMAL', autoCheckpointPages: 777 } as const
const NORMAL = 1

describe('SQLite connections', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-sqlite-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  const walClient = async (name: string) => {
    const client = createClient({ url: `file:${path.join(dir, name)}` })
    await client.execute('PRAGMA journal_mode = WAL')
    await client.execute('CREATE TABLE IF NOT EXISTS notes (id integer PRIMARY KEY, body text)')
    return client
  }

  it('keeps the settings on the connection libsql opens after each transaction', async () => {
    const plain = await walClient('plain.db')
    await plain.execute('PRAGMA busy_timeout = 4321')
    await (await plain.transaction('write')).commit()
    // Without help the settings are gone: this is the behaviour keepConnectionSettings exists for.
    expect(await pragma(plain, 'busy_timeout')).toBe(0)
    plain.close()

    const kept = await walClient('kept.db')
    await keepConnectionSettings(kept, settings)
    for (let i = 0; i < 2; i++) {
      const transaction = await kept.transaction('write')
      await transaction.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: [`note ${i}`] })
      await transaction.commit()
      expect(await pragma(kept, 'busy_timeout')).toBe(4321)
      expect(await pragma(kept, 'synchronous')).toBe(NORMAL)
      expect(await pragma(kept, 'wal_autocheckpoint')).toBe(777)
    }
    kept.close()
  })

  it('copies the log back into the database in the background', async () => {
    const writer = await walClient('checkpointed.db')
    await writer.execute('PRAGMA wal_autocheckpoint = 0')
    const file = path.join(dir, 'checkpointed.db')
    const big = 'x'.repeat(4000)
    await writer.batch(Array.from({ length: 500 }, () => ({ sql: 'INSERT INTO notes (body) VALUES (?)', args: [big] })), 'write')
    const before = fs.statSync(file).size
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(1_000_000)
    const stop = startCheckpointer(`file:${file}`, 50)
    try {
      await expect.poll(() => fs.statSync(file).size, { timeout: 10_000 }).toBeGreaterThan(before + 1_000_000)
    } finally {
      await stop()
      writer.close()
    }
  })
})

describe('SQLite connections under Payload', () => {
  let ctx: TestPayload
  beforeAll(async () => {
    ctx = await startTestPayload({}, { database: 'sqlite' })
  })
  afterAll(async () => ctx?.cleanup())

  it('sets the busy timeout, sync mode and checkpoint threshold on the connection Payload writes through', async () => {
    const client = (ctx.payload.db as unknown as { client: Client }).client
    await ctx.payload.create({ collection: 'tags', data: { name: 'Payroll', slug: '' } })
    await ctx.payload.create({ collection: 'tags', data: { name: 'Benefits', slug: '' } })
    expect(await pragma(client, 'busy_timeout')).toBe(5000)
    expect(await pragma(client, 'synchronous')).toBe(NORMAL)
    expect(await pragma(client, 'wal_autocheckpoint')).toBe(AUTO_CHECKPOINT_PAGES)
  })
})
