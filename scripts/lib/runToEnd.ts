/**
 * Runs a script's work and exits when it is done. Under Node 20 + tsx, Payload's start-up can wait on
 * handles that do not keep the event loop alive; the loop then drains and Node exits with 13
 * ("unsettled top-level await") mid-start, now and then even while the modules are still loading.
 * A referenced timer, set before anything heavy is imported (the work imports its modules itself),
 * keeps the process alive until the work really finishes or fails — and a watchdog ends a run that
 * is truly stuck with a message instead of letting it wait for ever (seeding takes about a minute).
 */
const LIMIT_MS = 10 * 60_000

export async function runToEnd(what: string, work: () => Promise<void>): Promise<never> {
  const started = Date.now()
  const keepAlive = setInterval(() => {
    if (Date.now() - started < LIMIT_MS) return
    console.error(`${what} has not finished after ${Math.round(LIMIT_MS / 60_000)} minutes: stopping. Run it again; if it stops here again, check that the database answers.`)
    process.exit(1)
  }, 5_000)
  try {
    await work()
  } finally {
    clearInterval(keepAlive)
  }
  process.exit(0)
}
