/** `npm run seed`: migrates, then fills in any demo content that is missing (safe to run again). */

import { runMigrations } from '@/migrations/run'
import { seedDemo } from '@/seed'

import { openPayload } from './lib/payload'
import { printAdminPassword } from './lib/report'

const payload = await openPayload()
await runMigrations(payload)
const started = Date.now()
const result = await seedDemo(payload, (line) => console.log(line))
console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, Object.keys(result.created).length ? result.created : 'nothing was missing')
printAdminPassword(result.adminPassword)
await payload.destroy()
process.exit(0)
