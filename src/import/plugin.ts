import type { Config, Plugin } from 'payload'

import { ImportRuns } from './collections/ImportRuns'
import { IMPORT_QUEUE, importBwgTask } from './tasks'

/** Importers (the old site's galleries, redirects for its addresses) as an in-repo plugin, with their admin view at /admin/import. */
export const importPlugin = (): Plugin => (config: Config): Config => ({
  ...config,
  collections: [...(config.collections ?? []), ImportRuns],
  jobs: {
    ...config.jobs,
    tasks: [...(config.jobs?.tasks ?? []), importBwgTask],
    autoRun: [...(Array.isArray(config.jobs?.autoRun) ? config.jobs.autoRun : []), { cron: '*/30 * * * * *', queue: IMPORT_QUEUE, limit: 1 }],
  },
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      afterNavLinks: [...(config.admin?.components?.afterNavLinks ?? []), '@/import/admin/ImportNavLink#ImportNavLink'],
      views: { ...config.admin?.components?.views, import: { Component: '@/import/admin/ImportView#ImportView', path: '/import' } },
    },
  },
})
