import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'
import { inject } from 'vitest'

/**
 * Boots Payload through the Local API on a brand-new database, with migrations applied exactly as
 * `npm start` applies them. SQLite (a temp file) by default; PostgreSQL when TEST_DB=postgres, in a
 * fresh database created on the TEST_DATABASE_URL server and dropped afterwards. The new database is
 * a copy of the run's migrated template (tests/helpers/migratedTemplate.ts) unless `empty` is asked
 * for; the migrations then run on it as on any start, finding nothing to do.
 */
export type TestPayload = { payload: Payload; dataDir: string; cleanup: () => Promise<void> }

export const usingPostgres = () => process.env.TEST_DB === 'postgres'

export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL
  if (!server) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (a PostgreSQL URL).')
  const name = `atrium_int_${process.pid}_${crypto.randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(server)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    },
  }
}

/**
 * `database: 'sqlite'` for a suite about SQLite itself, whatever TEST_DB says; `empty` for one about
 * the migrations, which apply them to an empty database.
 */
export async function startTestPayload(extraEnv: Record<string, string> = {}, options: { database?: 'sqlite'; empty?: boolean } = {}): Promise<TestPayload> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-int-'))
  let dropDatabase = async () => {}
  // Tests run the job queue themselves, when they mean to (no background runs between their steps).
  const env: Record<string, string> = { DATA_DIR: dataDir, PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'), JOBS_AUTORUN: 'off', ...extraEnv }
  const template = options.empty ? null : inject('migratedTemplate')
  if (usingPostgres() && options.database !== 'sqlite') {
    const database = await createPostgresDatabase(template?.kind === 'postgres' ? template.database : undefined)
    env.DATABASE_URL = database.url
    dropDatabase = database.drop
  } else {
    const file = path.join(dataDir, 'test.db')
    if (template?.kind === 'sqlite') fs.copyFileSync(template.file, file)
    env.DATABASE_URL = `file:${file}`
  }
  Object.assign(process.env, env)
  const [{ getPayload }, { default: config }, { runMigrations }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/migrations/run'),
  ])
  const payload = await getPayload({ config })
  await runMigrations(payload)
  return {
    payload,
    dataDir,
    cleanup: async () => {
      // Payload's destroy() leaves the connection pool open. Dropping the database ends those
      // connections; the pool must not treat that as an unhandled error.
      const db = payload.db as unknown as { pool?: { on(event: 'error', listener: () => void): void }; client?: { close(): void } }
      db.pool?.on('error', () => {})
      db.client?.close()
      await payload.destroy()
      await dropDatabase()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
