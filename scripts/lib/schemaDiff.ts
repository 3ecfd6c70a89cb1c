/**
 * `tsx scripts/lib/schemaDiff.ts <adapter> <migrationDir>` (run by check-migrations.ts with the
 * adapter's DATABASE_URL set): diffs the schema built from the current config against the newest
 * committed snapshot. No database connection is made.
 */
import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload } from 'payload'

const [only, dir] = process.argv.slice(2) as [string, string]
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
