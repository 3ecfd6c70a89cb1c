/**
 * `npm run migrate:check`: fails when the collections or globals changed without a migration.
 * For each adapter it builds the schema from the current config (no database connection needed)
 * and diffs it against the newest committed migration snapshot, exactly as `migrate:create` would.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ADAPTERS = {
  sqlite: { dir: 'src/migrations/sqlite', env: { DATABASE_URL: `file:${path.join(os.tmpdir(), 'atrium-migration-check.db')}` } },
  postgres: { dir: 'src/migrations/postgres', env: { DATABASE_URL: 'postgres://check@127.0.0.1:1/never-connected' } },
} as const
type Adapter = keyof typeof ADAPTERS

const only = process.argv[2] as Adapter | undefined

if (!only) {
  let failed = false
  for (const adapter of Object.keys(ADAPTERS) as Adapter[]) {
    const result = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, adapter], {
      stdio: 'inherit',
      env: { ...process.env, ...ADAPTERS[adapter].env, PAYLOAD_SECRET: 'migration-check-secret-not-used-for-anything' },
    })
    failed ||= result.status !== 0
  }
  process.exit(failed ? 1 : 0)
}

const { dir } = ADAPTERS[only]
const { holdingEventLoop } = await import('./lib/payload')
const [{ getPayload }, { default: config }] = await holdingEventLoop(Promise.all([import('payload'), import('@payload-config')]))
const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
const db = payload.db as unknown as {
  schema: unknown
  requireDrizzleKit(): {
    generateDrizzleJson(schema: unknown): Promise<unknown>
    generateMigration(before: unknown, after: unknown): Promise<string[]>
  }
}
const snapshots = fs.readdirSync(dir).filter((file) => file.endsWith('.json')).sort()
const latest = snapshots.at(-1)
if (!latest) {
  console.error(`✗ ${only}: no migration snapshot in ${dir}. Run: npm run migrate:create -- <name>`)
  process.exit(1)
}
const kit = db.requireDrizzleKit()
const current = await kit.generateDrizzleJson(db.schema)
const committed = JSON.parse(fs.readFileSync(path.join(dir, latest), 'utf8'))
const statements = await kit.generateMigration(committed, current)
if (statements.length > 0) {
  console.error(`✗ ${only}: the collections differ from the latest migration (${latest}). Pending SQL:`)
  for (const statement of statements.slice(0, 20)) console.error(`    ${statement.split('\n')[0]}`)
  console.error('  Create a migration for both databases: npm run migrate:create -- <name>')
  process.exit(1)
}
console.log(`✓ ${only}: schema matches ${latest}`)
process.exit(0)
