import type { CollectionConfig } from 'payload'

import { admins } from '@/access'

/**
 * One run of an importer (started from Import in the admin or by its command): what it reads, its
 * progress while it runs, and its report — what was created, what already existed, and each item
 * that could not be imported, in words. Written by the import jobs only.
 */
export const ImportRuns: CollectionConfig = {
  slug: 'import-runs',
  labels: { singular: 'Import run', plural: 'Import runs' },
  admin: { group: 'Site', useAsTitle: 'source', defaultColumns: ['kind', 'source', 'status', 'createdAt'], description: 'Start an import from Import (in the menu); its runs are listed here.' },
  access: { read: admins, create: () => false, update: () => false, delete: admins },
  fields: [
    { name: 'kind', type: 'select', required: true, options: [{ label: 'Photo Gallery by 10Web (old site)', value: 'bwg' }, { label: 'Instagram', value: 'instagram' }] },
    { name: 'status', type: 'select', required: true, defaultValue: 'queued', index: true, options: ['queued', 'running', 'done', 'failed'].map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })) },
    { name: 'source', type: 'text', admin: { description: 'The old database (its password not shown), or the Instagram account.' } },
    { name: 'uploads', type: 'text' },
    { name: 'done', type: 'number', defaultValue: 0 },
    { name: 'total', type: 'number', defaultValue: 0 },
    { name: 'message', type: 'text', admin: { description: 'Why a run failed.' } },
    { name: 'report', type: 'json' },
  ],
}
