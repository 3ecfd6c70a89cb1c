import { runMigrations } from '@/migrations/run'
import { isDatabaseEmpty, seedDemo } from '@/seed'

import { openPayload } from './payload'
import { printAdminPassword } from './report'

/** Migrates the database and, when it is empty (a fresh install), seeds the demo site. */
export async function prepareDatabase(): Promise<void> {
  const payload = await openPayload()
  try {
    await runMigrations(payload)
    if (await isDatabaseEmpty(payload)) {
      console.log('Empty database: creating the demo site…')
      const started = Date.now()
      const result = await seedDemo(payload, (line) => console.log(line))
      console.log(`Demo site ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
      printAdminPassword(result.adminPassword)
    }
  } finally {
    await payload.destroy()
  }
}
