/**
 * `tsx tests/helpers/makeMigratedTemplate.ts <sqlite|postgres> <target>`: applies every committed
 * migration to a new, empty database, exactly as `npm start` does, and leaves it as a template the
 * integration files copy (tests/helpers/migratedTemplate.ts). SQLite: <target> is the file to write;
 * PostgreSQL: the database to create on TEST_DATABASE_URL's server. Run in a process of its own, so
 * the test runner's never loads the Payload config.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const [kind, target] = process.argv.slice(2)
if ((kind !== 'sqlite' && kind !== 'postgres') || !target) throw new Error('Usage: makeMigratedTemplate.ts <sqlite|postgres> <target>')

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-template-'))
Object.assign(process.env, { DATA_DIR: dataDir, PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'), JOBS_AUTORUN: 'off' })
if (kind === 'postgres') {
  const server = process.env.TEST_DATABASE_URL
  if (!server) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (a PostgreSQL URL).')
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${target}"`)
  await admin.end()
  const url = new URL(server)
  url.pathname = `/${target}`
  process.env.DATABASE_URL = url.toString()
} else {
  process.env.DATABASE_URL = `file:${path.join(dataDir, 'template.db')}`
}

const [{ getPayload }, { default: config }, { runMigrations }] = await Promise.all([import('payload'), import('@payload-config'), import('@/migrations/run')])
const payload = await getPayload({ config })
await runMigrations(payload)
// One self-contained file (its log folded in), written while the connection is still open.
if (kind === 'sqlite') await (payload.db as unknown as { client: { execute(sql: string): Promise<unknown> } }).client.execute(`VACUUM INTO '${target.replaceAll("'", "''")}'`)
fs.rmSync(dataDir, { recursive: true, force: true })
// Exiting closes the connections (Payload's pool never ends while it holds one); a template database
// must have none when it is copied, which the global setup makes sure of.
process.exit(0)
