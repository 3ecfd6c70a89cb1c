/**
 * `npm run migrate:check`: fails when the collections or globals changed without a migration.
 * For each adapter it builds the schema from the current config (no database connection needed)
 * and diffs it against the newest committed migration snapshot, exactly as `migrate:create` would.
 */
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

const ADAPTERS = {
  sqlite: { dir: 'src/migrations/sqlite', env: { DATABASE_URL: `file:${path.join(os.tmpdir(), 'atrium-migration-check.db')}` } },
  postgres: { dir: 'src/migrations/postgres', env: { DATABASE_URL: 'postgres://check@127.0.0.1:1/never-connected' } },
} as const
type Adapter = keyof typeof ADAPTERS

{
  let failed = false
  for (const adapter of Object.keys(ADAPTERS) as Adapter[]) {
    const result = spawnSync(process.execPath, [...process.execArgv, path.resolve('scripts/lib/schemaDiff.ts'), adapter, ADAPTERS[adapter].dir], {
      stdio: 'inherit',
      env: { ...process.env, ...ADAPTERS[adapter].env, PAYLOAD_SECRET: 'migration-check-secret-not-used-for-anything' },
    })
    failed ||= result.status !== 0
  }
  process.exit(failed ? 1 : 0)
}

