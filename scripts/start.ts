/**
 * `npm start`: validates the environment, applies migrations, seeds an empty database, builds when
 * no current build exists, then serves the site on PORT (default 3000).
 */
import { getEnv } from '@/lib/env'

import { buildSite, isBuildCurrent, serve } from './lib/build'
import { prepareDatabase } from './lib/prepare'

process.env.NEXT_TELEMETRY_DISABLED = '1'
await prepareDatabase()
if (!isBuildCurrent()) {
  console.log('No current production build: building (about two minutes)…')
  await buildSite()
}
const { PORT } = getEnv()
console.log(`Atrium is starting on http://localhost:${PORT}`)
// Our own server around Next's handler: it knows each visitor's address (scripts/serve.ts).
await serve(PORT, undefined, process.env)
