/**
 * `tsx tests/helpers/prepareE2eSite.ts`: migrates and seeds the end-to-end site's database with the
 * environment it will be served with, then exits. npm test runs it beside the unit tests, so the
 * end-to-end stage starts on a seeded site; Playwright's web server then finds the database ready.
 */
import { spawnSync } from 'node:child_process'

import { E2E_PORT, e2eSiteEnv } from './e2eSite'

const result = spawnSync('npx', ['tsx', 'scripts/serve-isolated.ts', 'e2e', E2E_PORT, '--prepare-only'], { stdio: 'inherit', env: { ...process.env, ...e2eSiteEnv() } })
process.exit(result.status ?? 1)
