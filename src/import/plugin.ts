import type { Config, Plugin } from 'payload'

import { ImportRuns } from './collections/ImportRuns'
import { InstagramSources } from './collections/InstagramSources'
import { IMPORT_QUEUE, importBwgTask, importInstagramTask, instagramRoundTask } from './tasks'

/** Pricelists imported from the old site's ecommerce add-on keep its id: a second import finds them. */
const pricelistLegacyId = { name: 'legacyId', type: 'number' as const, index: true, admin: { position: 'sidebar' as const, readOnly: true, description: 'Id on the old site.', condition: (data: Record<string, unknown>) => data?.legacyId != null } }

/** Media imported from Instagram keep its media id: re-imports find them and leave them as editors have them. */
const instagramId = { name: 'instagramId', type: 'text' as const, index: true, admin: { position: 'sidebar' as const, readOnly: true, description: 'Imported from Instagram (its media id).', condition: (data: Record<string, unknown>) => Boolean(data?.instagramId) } }

/** Importers (the old site's galleries, redirects for its addresses) as an in-repo plugin, with their admin view at /admin/import. */
export const importPlugin = (): Plugin => (config: Config): Config => ({
  ...config,
  // The galleries' edit page gets "Add photos from a ZIP" (this domain's part; the gallery knows nothing of it).
  collections: [
    ...(config.collections ?? []).map((collection) =>
      collection.slug === 'galleries'
        ? { ...collection, fields: [{ name: 'addFromZip', type: 'ui' as const, admin: { position: 'sidebar' as const, components: { Field: '@/import/admin/ZipDrop.client#ZipDrop' } } }, ...collection.fields] }
        : collection.slug === 'media'
          ? { ...collection, fields: [...collection.fields, instagramId] }
          : collection.slug === 'pricelists'
            ? { ...collection, fields: [...collection.fields, pricelistLegacyId] }
            : collection,
    ),
    ImportRuns,
    InstagramSources,
  ],
  jobs: {
    ...config.jobs,
    tasks: [...(config.jobs?.tasks ?? []), importBwgTask, importInstagramTask, instagramRoundTask],
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
