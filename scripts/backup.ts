/**
 * `npm run backup [-- --out <folder>]`: a backup of the site (database and data folder) that
 * `npm run restore` puts back. It can run while the site is up: SQLite is copied with VACUUM INTO,
 * PostgreSQL with pg_dump, both consistent snapshots. The folder holds the site secret: keep it safe.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { runToEnd } from './lib/runToEnd'

const { values } = parseArgs({ options: { out: { type: 'string' } } })

await runToEnd('Backing up', async () => {
  const { getEnv, sqliteUrl } = await import('@/lib/env')
  const { backupSite } = await import('@/lib/server/backup')
  const env = getEnv()
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace(/Z$/, '')
  const target = path.resolve(values.out ?? path.join('backups', `atrium-${stamp}`))
  const started = Date.now()
  const manifest = await backupSite({ databaseUrl: env.DATABASE_URL ?? sqliteUrl(env), dataDir: env.DATA_DIR }, target)
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0)
  console.log(`Backed up the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'SQLite'} database and ${manifest.files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB) into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  if (env.S3_BUCKET) console.log(`Uploads stored in the S3 bucket ${env.S3_BUCKET} are not in this backup: back the bucket up with its own tools (versioning or replication).`)
})
