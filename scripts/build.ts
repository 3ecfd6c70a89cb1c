/**
 * `npm run build`: a production build of the site. It reads no database and no environment (pages
 * render on their first request; headers and the page cache are chosen when the server starts), so
 * one build serves SQLite, PostgreSQL or a cluster and can be made where no database is reachable.
 *
 * `--isolated`: the build the tests, the benchmark and the local cluster share (.next-isolated),
 * made only when the sources changed since the last one (`npm test` starts it early, in the background).
 */
import { parseArgs } from 'node:util'

import { buildSite, isBuildCurrent, ISOLATED_DIST_DIR } from './lib/build'

const { values } = parseArgs({ options: { isolated: { type: 'boolean', default: false } } })
process.env.NEXT_TELEMETRY_DISABLED = '1'
if (values.isolated) process.env.NEXT_DIST_DIR = ISOLATED_DIST_DIR
if (values.isolated && isBuildCurrent()) console.log(`${ISOLATED_DIST_DIR} is current.`)
else await buildSite()
process.exit(0)
