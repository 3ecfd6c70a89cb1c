/** `npm run seed`: migrates, then fills in any demo content that is missing (safe to run again). */
import { runToEnd } from './lib/runToEnd'

await runToEnd('Seeding', async () => {
  const { runMigrations } = await import('@/migrations/run')
  const { seedDemo } = await import('@/seed')
  const { openPayload } = await import('./lib/payload')
  const { printAdminPassword } = await import('./lib/report')
  const payload = await openPayload()
  await runMigrations(payload)
  const started = Date.now()
  const result = await seedDemo(payload, (line) => console.log(line))
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, Object.keys(result.created).length ? result.created : 'nothing was missing')
  printAdminPassword(result.adminPassword)
  await payload.destroy()
})
