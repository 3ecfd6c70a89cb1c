import type { Payload, TaskConfig } from 'payload'

import { BWG_UNREADABLE, importBwg, readBwg } from './bwg'
import { failureMessage, importInstagramSource, instagramRound } from './instagram'

export const IMPORT_QUEUE = 'import'
export const IMPORT_BWG_TASK = 'importBwg'
export const IMPORT_INSTAGRAM_TASK = 'importInstagram'

/** The database address as shown in the admin: everything but the password. */
export const maskedSource = (url: string) => {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = 'hidden'
  return parsed.toString()
}

/**
 * Writes to one record, each after the one before. Progress is saved while an import goes on,
 * without waiting for it (`progress`); but Payload's update writes the whole record, so a progress
 * write that finished after the last one put "running" back over "done" and its report (seen on
 * PostgreSQL, whose writes run side by side).
 */
export function orderedWrites(save: (data: Record<string, unknown>) => Promise<unknown>) {
  let last: Promise<unknown> = Promise.resolve()
  const write = (data: Record<string, unknown>) => {
    const next = last.then(() => save(data))
    last = next.catch(() => {})
    return next
  }
  return { write, progress: (data: Record<string, unknown>) => void write(data).catch(() => {}) }
}

const runRecord = (payload: Payload, run: number) => orderedWrites((data) => payload.update({ collection: 'import-runs', id: run, data, overrideAccess: true }))

/** An old site's import as a queued job: progress on its run as it goes, the report (or the reason it failed) at the end. */
export const importBwgTask: TaskConfig<{ input: { run: number; mysql: string; uploads: string; prefix: string }; output: object }> = {
  slug: IMPORT_BWG_TASK,
  label: 'Import the old site\'s galleries',
  inputSchema: [
    { name: 'run', type: 'number', required: true },
    { name: 'mysql', type: 'text', required: true },
    { name: 'uploads', type: 'text', required: true },
    { name: 'prefix', type: 'text', required: true },
  ],
  // An import is safe to run again (nothing is created twice), but a failure needs a person: no retries.
  retries: 0,
  handler: async ({ input, req }) => {
    const { payload } = req
    const { write: update, progress } = runRecord(payload, input.run)
    await update({ status: 'running' })
    try {
      const data = await readBwg(input.mysql, input.prefix)
      let saved = 0
      const report = await importBwg(payload, data, {
        uploads: input.uploads,
        onProgress: (done, total) => {
          // Saved every 25 images (and at the end), not on each one.
          if (done === total || done - saved >= 25) {
            saved = done
            progress({ done, total })
          }
        },
      })
      await update({ status: 'done', done: data.images.length, total: data.images.length, report })
    } catch (error) {
      payload.logger.error({ err: error, msg: `Import run ${input.run} failed` })
      await update({ status: 'failed', message: BWG_UNREADABLE })
    }
    return { output: {} }
  },
}

/** An Instagram account's import as a queued job, with progress and the seed's messages on failure. */
export const importInstagramTask: TaskConfig<{ input: { run: number; source: number }; output: object }> = {
  slug: IMPORT_INSTAGRAM_TASK,
  label: 'Import an Instagram account',
  inputSchema: [
    { name: 'run', type: 'number', required: true },
    { name: 'source', type: 'number', required: true },
  ],
  retries: 0,
  handler: async ({ input, req }) => {
    const { payload } = req
    const { write: update, progress } = runRecord(payload, input.run)
    await update({ status: 'running' })
    try {
      let saved = 0
      const report = await importInstagramSource(payload, input.source, (done, total) => {
        if (done === 0 || done === total || done - saved >= 5) {
          saved = done
          progress({ done, total })
        }
      })
      await update({ status: 'done', done: report.created, report })
    } catch (error) {
      // The reason in the log for operators (Instagram's messages never hold the token); the seed's words for the admin.
      payload.logger.error({ err: error, msg: `Instagram import run ${input.run} failed` })
      await update({ status: 'failed', message: failureMessage(error) })
    }
    return { output: {} }
  },
}

/** Every hour: Instagram tokens refreshed before they expire, and galleries kept updated get new posts. */
export const instagramRoundTask: TaskConfig<{ input: object; output: object }> = {
  slug: 'instagramRound',
  label: 'Refresh Instagram tokens and update galleries',
  retries: 0,
  schedule: [{ cron: '0 7 * * * *', queue: IMPORT_QUEUE }],
  handler: async ({ req }) => ({ output: await instagramRound(req.payload) }),
}
