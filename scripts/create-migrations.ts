/**
 * `npm run migrate:create -- <name>`: writes a migration for SQLite and one for PostgreSQL from the
 * current collections. PostgreSQL needs a server: TEST_DATABASE_URL, else the local one on
 * 127.0.0.1:5432; a scratch database is created there at the committed schema and dropped after.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { withNodeOptions } from './lib/build'

const name = process.argv[2] ?? ''
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name_in_snake_case>')
  process.exit(1)
}

/** Payload's CLI for one adapter; it must say what it did (a run that ends silently is a failure). */
function createMigration(dir: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.resolve('node_modules/payload/bin.js'), 'migrate:create', name, '--skip-empty'], {
    encoding: 'utf8',
    env: withNodeOptions({ ...process.env, PAYLOAD_SECRET: 'migration-create-secret-not-used-anywhere', ...env }),
  })
  process.stdout.write(result.stdout)
  process.stderr.write(result.stderr)
  if (result.status !== 0 || !/Migration created at|No schema changes/i.test(result.stdout + result.stderr)) throw new Error(`payload migrate:create failed for ${dir}`)
}

const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-migrate-'))
createMigration('src/migrations/sqlite', { DATA_DIR: sqliteDir, DATABASE_URL: `file:${path.join(sqliteDir, 'x.db')}` })
fs.rmSync(sqliteDir, { recursive: true, force: true })

const server = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const scratch = `atrium_migrate_${crypto.randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: server })
await admin.connect()
await admin.query(`CREATE DATABASE "${scratch}"`)
const url = new URL(server)
url.pathname = `/${scratch}`
try {
  createMigration('src/migrations/postgres', { DATABASE_URL: url.toString() })
} finally {
  await admin.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`)
  await admin.end()
}
