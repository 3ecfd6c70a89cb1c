/**
 * `tsx scripts/serve-isolated.ts <name> <port>`: serves the site from its own data folder
 * (.isolated/<name>/data), never touching the site's own, on the build the tests, the benchmark and
 * the local cluster share (.next-isolated; made when the sources changed, with no database). Used by
 * the end-to-end tests and the benchmark. The database is migrated and seeded when missing;
 * `--prepare-only` does only that.
 */
import path from 'node:path'

// Only modules that read the environment when called: the Payload config is never loaded in this
// process. The database step runs in a child process that starts with the environment set below.
import { buildSite, isBuildCurrent, ISOLATED_DIST_DIR, run, serve } from './lib/build'

const [name, port, flag] = process.argv.slice(2)
if (!name || !/^[a-z0-9]+$/.test(name) || !port || !/^\d+$/.test(port) || (flag !== undefined && flag !== '--prepare-only')) {
  console.error('Usage: tsx scripts/serve-isolated.ts <name> <port> [--prepare-only]')
  process.exit(1)
}
const root = process.cwd()
// Every isolated copy keeps its data under .isolated/ (ignored by git).
const dataDir = path.join(root, '.isolated', name)
const host = process.env.ISOLATED_HOST || '127.0.0.1'
Object.assign(process.env, {
  DATA_DIR: path.join(dataDir, 'data'),
  NEXT_DIST_DIR: ISOLATED_DIST_DIR,
  PORT: port,
  SITE_URL: `http://${host}:${port}`,
  ADMIN_EMAIL: process.env.ISOLATED_ADMIN_EMAIL || 'admin@e2e.test',
  ADMIN_PASSWORD: process.env.ISOLATED_ADMIN_PASSWORD || 'e2e-admin-password-123',
  DATABASE_URL: '',
  NEXT_TELEMETRY_DISABLED: '1',
})

if (!isBuildCurrent()) {
  console.log(`[${name}] building the site (no database needed)…`)
  await buildSite()
}
await run(process.execPath, [...process.execArgv, path.join(root, 'scripts/prepare.ts')])
// --prepare-only: migrate and seed now (npm test does it while the unit tests run), serve later.
if (flag) process.exit(0)
console.log(`[${name}] serving on ${process.env.SITE_URL}`)
await serve(port, '127.0.0.1', process.env)
