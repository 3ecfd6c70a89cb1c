/** `npm run build`: migrate (and seed an empty database), then a production build of the site. */
import { buildSite } from './lib/build'
import { prepareDatabase } from './lib/prepare'

process.env.NEXT_TELEMETRY_DISABLED = '1'
await prepareDatabase()
await buildSite()
process.exit(0)
