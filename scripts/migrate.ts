/** `npm run migrate`: applies pending migrations to the configured database. */
import { runMigrations } from '@/migrations/run'

import { openPayload } from './lib/payload'

const payload = await openPayload()
await runMigrations(payload)
await payload.destroy()
process.exit(0)
