/** `tsx scripts/prepare.ts`: migrate, and seed the demo site when the database is empty. */
import { prepareDatabase } from './lib/prepare'

await prepareDatabase()
process.exit(0)
