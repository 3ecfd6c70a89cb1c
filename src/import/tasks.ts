import type { TaskConfig } from 'payload'

import { importBwg, readBwg } from './bwg'

export const IMPORT_QUEUE = 'import'
export const IMPORT_BWG_TASK = 'importBwg'

/** The database address as shown in the admin: everything but the password. */
export const maskedSource = (url: string) => {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = 'hidden'
  return parsed.toString()
}

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
    const update = (data: Record<string, unknown>) => payload.update({ collection: 'import-runs', id: input.run, data, overrideAccess: true })
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
            void update({ done, total }).catch(() => {})
          }
        },
      })
      await update({ status: 'done', done: data.images.length, total: data.images.length, report })
    } catch (error) {
      payload.logger.error({ err: error, msg: `Import run ${input.run} failed` })
      await update({ status: 'failed', message: error instanceof Error ? error.message.slice(0, 500) : 'The import failed.' })
    }
    return { output: {} }
  },
}
