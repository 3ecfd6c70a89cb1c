import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/**
 * Copies the log back into the database every `intervalMs`, from a worker thread with its own
 * connection, so no request ever waits for it. A connection that commits past the auto-checkpoint
 * threshold (AUTO_CHECKPOINT_PAGES, src/lib/server/sqlite.ts) does that copy, and its syncs,
 * itself: 10–60 ms of blocked event loop here, paid by every request in flight. PASSIVE
 * checkpoints never wait for readers or writers.
 * Returns a function that stops the worker; the worker never keeps the process alive.
 */
export function startCheckpointer(url: string, intervalMs = 200): () => Promise<void> {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads')
    const { createClient } = require(workerData.clientModule)
    const client = createClient({ url: workerData.url })
    let running = null
    const checkpoint = async () => {
      try {
        const result = await client.execute('PRAGMA wal_checkpoint(PASSIVE)')
        parentPort.postMessage({ pages: Number(result.rows[0]?.checkpointed ?? 0) })
      } catch (error) {
        parentPort.postMessage({ error: String((error && error.message) || error) })
      }
    }
    const timer = setInterval(() => {
      running ??= checkpoint().finally(() => (running = null))
    }, workerData.intervalMs)
    // Stopping waits for a checkpoint under way: terminating the thread inside the native call
    // aborts the whole process.
    parentPort.on('message', async (message) => {
      if (message !== 'stop') return
      clearInterval(timer)
      await running
      client.close()
      parentPort.close()
    })
    `,
    { eval: true, workerData: { url, intervalMs, clientModule: createRequire(import.meta.url).resolve('@libsql/client') } },
  )
  let lastError = ''
  worker.on('message', (message: { error?: string }) => {
    // A locked or missing file is reported once, not five times a second.
    if (message.error && message.error !== lastError) console.error(`[sqlite] background checkpoint failed: ${message.error}`)
    lastError = message.error ?? ''
  })
  worker.on('error', (error) => console.error('[sqlite] the checkpoint worker stopped:', error))
  worker.unref()
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
  return async () => {
    worker.postMessage('stop')
    await exited
  }
}
