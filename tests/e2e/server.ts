/**
 * Starts the site for end-to-end tests: its own data folder and build folder (never the site's own),
 * migrated and seeded before `next build` (pages are pre-rendered from the database), then
 * `next start`. A fresh database always gets a fresh build; an unchanged pair is reused.
 */
import fs from 'node:fs'
import path from 'node:path'

// Static imports: these modules read the environment only when called, after it is set below.
import { buildSite, isBuildCurrent, run } from '../../scripts/lib/build'
import { prepareDatabase } from '../../scripts/lib/prepare'

const root = process.cwd()
const port = process.env.E2E_PORT || '3210'
const e2eDir = path.join(root, '.e2e')
Object.assign(process.env, {
  DATA_DIR: path.join(e2eDir, 'data'),
  NEXT_DIST_DIR: '.next-e2e',
  PORT: port,
  SITE_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL || 'admin@e2e.test',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD || 'e2e-admin-password-123',
  DATABASE_URL: '',
  NEXT_TELEMETRY_DISABLED: '1',
})

const fresh = !fs.existsSync(path.join(e2eDir, 'data', 'atrium.db'))
if (fresh || !isBuildCurrent()) {
  fs.rmSync(e2eDir, { recursive: true, force: true })
  fs.rmSync(path.join(root, '.next-e2e'), { recursive: true, force: true })
}
await prepareDatabase()
if (!isBuildCurrent()) {
  console.log('[e2e] building the site…')
  await buildSite()
}
console.log(`[e2e] serving on ${process.env.SITE_URL}`)
await run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', port, '-H', '127.0.0.1'], {
  ...process.env,
  NODE_ENV: 'production',
})
