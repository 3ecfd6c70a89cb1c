/** `tsx scripts/prepare.ts`: migrate, and seed the demo site when the database is empty. */
import { prepareDatabase } from './lib/prepare'

// Under Node 20 + tsx, Payload's start-up can wait on handles that do not keep the event loop
// alive; the loop then drains and Node exits with 13 ("unsettled top-level await") mid-start.
// A referenced timer keeps the process alive until the work really finishes (or fails).
const keepAlive = setInterval(() => {}, 60_000)
try {
  await prepareDatabase()
} finally {
  clearInterval(keepAlive)
}
process.exit(0)
