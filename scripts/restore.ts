/**
 * `npm run restore -- <backup folder> [--replace]`: puts a backup made by `npm run backup` back into
 * the site named by DATABASE_URL and DATA_DIR. Stop the site first. Every file is checked against
 * the backup's manifest before anything is touched; a site that already has data is replaced only
 * with --replace.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { runToEnd } from './lib/runToEnd'

const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean', default: false } }, allowPositionals: true })

await runToEnd('Restoring', async () => {
  if (positionals.length !== 1) throw new Error('Usage: npm run restore -- <backup folder> [--replace]')
  const { getEnv, sqliteUrl } = await import('@/lib/env')
  const { restoreSite } = await import('@/lib/server/backup')
  const env = getEnv()
  const from = path.resolve(positionals[0]!)
  const manifest = await restoreSite({ databaseUrl: env.DATABASE_URL ?? sqliteUrl(env), dataDir: env.DATA_DIR }, from, { replace: values.replace })
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files.length} files) into ${path.resolve(env.DATA_DIR)}. Start the site with npm start.`)
})
