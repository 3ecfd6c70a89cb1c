/**
 * `tsx tests/helpers/makeMigratedTemplate.ts [sqlite file]`: applies every committed migration to the
 * empty database DATABASE_URL names (PostgreSQL), or to a new SQLite file written out whole to the
 * path given, exactly as `npm start` migrates. The result is the template the integration files
 * copy (tests/helpers/migratedTemplate.ts). Run in a process of its own, so the test runner's never
 * loads the Payload config.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const [sqliteFile] = process.argv.slice(2)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-template-'))
Object.assign(process.env, { DATA_DIR: dataDir, PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'), JOBS_AUTORUN: 'off' })
if (sqliteFile) process.env.DATABASE_URL = `file:${path.join(dataDir, 'template.db')}`
if (!process.env.DATABASE_URL) throw new Error('Usage: DATABASE_URL=postgres://… makeMigratedTemplate.ts, or makeMigratedTemplate.ts <sqlite file>')

const [{ getPayload }, { default: config }, { runMigrations }] = await Promise.all([import('payload'), import('@payload-config'), import('@/migrations/run')])
const payload = await getPayload({ config })
await runMigrations(payload)
// One self-contained file (its log folded in), written while the connection is still open.
if (sqliteFile) await (payload.db as unknown as { client: { execute(sql: string): Promise<unknown> } }).client.execute(`VACUUM INTO '${sqliteFile.replaceAll("'", "''")}'`)
fs.rmSync(dataDir, { recursive: true, force: true })
// Exiting closes the connections (Payload's pool never ends while it holds one); a template database
// must have none when it is copied, which the global setup makes sure of.
process.exit(0)
