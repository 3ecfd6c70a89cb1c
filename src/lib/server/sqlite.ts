import type { Client } from '@libsql/client'

/**
 * SQLite settings that belong to a connection, not to the file.
 *
 * Payload's adapter sets its pragmas once, on the first connection, and never sets the checkpoint
 * threshold. And libsql's client hands its connection to every interactive transaction (drizzle's
 * db.transaction; Payload's SQLite adapter opens none by default, and our code avoids them on
 * SQLite) and opens a fresh one for what follows, with SQLite's defaults: no busy timeout (a write
 * that meets another fails at once with SQLITE_BUSY), synchronous FULL, a checkpoint every 1,000
 * pages. keepConnectionSettings sets them now and again on every connection opened after one.
 */
export type ConnectionSettings = { busyTimeoutMs: number; synchronous: 'NORMAL' | 'FULL'; autoCheckpointPages: number }

export const connectionPragmas = (settings: ConnectionSettings): string[] => [
  `PRAGMA busy_timeout = ${settings.busyTimeoutMs}`,
  `PRAGMA synchronous = ${settings.synchronous}`,
  `PRAGMA wal_autocheckpoint = ${settings.autoCheckpointPages}`,
]

const KEPT = Symbol.for('atrium.sqlite.keptSettings')

export async function keepConnectionSettings(client: Client, settings: ConnectionSettings): Promise<void> {
  const pragmas = connectionPragmas(settings)
  const apply = async () => {
    for (const pragma of pragmas) await client.execute(pragma)
  }
  const marked = client as Client & { [KEPT]?: true }
  if (!marked[KEPT]) {
    marked[KEPT] = true
    const transaction = client.transaction.bind(client)
    client.transaction = async (...args: Parameters<Client['transaction']>) => {
      const started = await transaction(...args)
      // The client's next statement opens the new connection: these are its first.
      await apply()
      return started
    }
  }
  await apply()
}

/**
 * Pages the log may hold before a committing connection copies them back itself. The server's
 * background checkpointer keeps the log far below this; it only matters where none runs (scripts,
 * `next dev`), where a bigger, rarer checkpoint is harmless.
 */
export const AUTO_CHECKPOINT_PAGES = 10_000
