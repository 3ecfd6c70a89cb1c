/** `tsx scripts/prepare.ts`: migrate, and seed the demo site when the database is empty. */
import { runToEnd } from './lib/runToEnd'

await runToEnd('Preparing the database', async () => {
  const { prepareDatabase } = await import('./lib/prepare')
  await prepareDatabase()
})
