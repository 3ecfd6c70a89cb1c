/** `npm run migrate`: applies pending migrations to the configured database. */
import { runToEnd } from './lib/runToEnd'

await runToEnd('Migrating', async () => {
  const { runMigrations } = await import('@/migrations/run')
  const { openPayload } = await import('./lib/payload')
  const payload = await openPayload()
  await runMigrations(payload)
  await payload.destroy()
})
