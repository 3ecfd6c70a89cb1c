/**
 * Runs a script's work and exits when it is done. Under Node 20 + tsx, Payload's start-up can wait on
 * handles that do not keep the event loop alive; the loop then drains and Node exits with 13
 * ("unsettled top-level await") mid-start. A referenced timer, set before anything heavy is imported
 * (the work imports its modules itself), keeps the process alive until the work really finishes or
 * fails, and watchdogs end a run that is truly stuck with a message instead of letting it wait for
 * ever: after 10 minutes in all, and after 3 minutes without progress once the work reports any.
 * (Lexical's top-level await, the cause of such stalls seen here, is avoided by Node's options:
 * withNodeOptions in ./build.ts.)
 */
const LIMIT_MS = Number(process.env.RUN_TO_END_LIMIT_MS) || 10 * 60_000
const IDLE_LIMIT_MS = Number(process.env.RUN_TO_END_IDLE_MS) || 3 * 60_000

/** Says that the work still moves, and with a line what it is doing now (printed). */
export type Progress = (line?: string) => void

export async function runToEnd(what: string, work: (progress: Progress) => Promise<void>): Promise<never> {
  const started = Date.now()
  let last: { line: string; at: number } | null = null
  const stop = (message: string) => {
    console.error(message)
    process.exit(1)
  }
  const keepAlive = setInterval(() => {
    const now = Date.now()
    if (now - started >= LIMIT_MS) stop(`${what} has not finished after ${Math.round(LIMIT_MS / 60_000)} minutes: stopping. Run it again; if it stops here again, check that the database answers.`)
    if (last && now - last.at >= IDLE_LIMIT_MS) stop(`${what} has made no progress for ${Math.round(IDLE_LIMIT_MS / 1000)} s (last: ${last.line}): stopping. Run it again; if it stops at the same place, check that the database and the files it reads answer.`)
  }, Math.min(5_000, Math.max(50, IDLE_LIMIT_MS / 4)))
  const progress: Progress = (line) => {
    last = { line: line?.trim() ?? last?.line ?? '', at: Date.now() }
    if (line) console.log(line)
  }
  try {
    await work(progress)
  } catch (error) {
    clearInterval(keepAlive)
    throw error
  }
  clearInterval(keepAlive)
  process.exit(0)
}
