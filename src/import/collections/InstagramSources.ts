import type { CollectionConfig } from 'payload'

import { admins } from '@/access'

/**
 * An Instagram account connected for import: which gallery it fills, how (whole posts or pictures
 * only, how many posts), and whether it is kept up to date on a schedule. The access token is stored
 * sealed (AES-GCM under the site secret) and no one can read it back: not the admin UI, not the API.
 * Admins may change the options; the next import (scheduled or "Update now") follows them.
 */
export const InstagramSources: CollectionConfig = {
  slug: 'instagram-sources',
  labels: { singular: 'Instagram account', plural: 'Instagram accounts' },
  admin: { group: 'Site', useAsTitle: 'username', defaultColumns: ['username', 'gallery', 'keepUpdated', 'lastImportedAt'], description: 'Connect an account from Import (in the menu).' },
  access: { read: admins, create: () => false, update: admins, delete: admins },
  fields: [
    { name: 'username', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'accountId', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'gallery', type: 'relationship', relationTo: 'galleries', admin: { description: 'The gallery the posts go into (made on the first import).' } },
    {
      name: 'wholePost',
      type: 'checkbox',
      defaultValue: true,
      label: 'Whole posts',
      admin: { description: 'Every picture and video of each post; unticked, pictures only.' },
    },
    { name: 'count', type: 'number', required: true, min: 1, max: 200, defaultValue: 50, label: 'Number of posts', admin: { description: 'The newest posts to import (1–200).' } },
    { name: 'keepUpdated', type: 'checkbox', defaultValue: false, label: 'Keep the gallery updated', admin: { description: 'New posts are added every hour.' } },
    { name: 'publish', type: 'checkbox', defaultValue: false, label: 'Publish the gallery at once', admin: { description: 'Off: the first import makes a draft gallery for you to review and publish.' } },
    {
      name: 'token',
      type: 'text',
      required: true,
      // Sealed; nobody reads it back (the importer reads it with access overridden).
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    { name: 'tokenStatus', type: 'select', defaultValue: 'valid', options: [{ label: 'Valid', value: 'valid' }, { label: 'Expired or revoked: connect the account again', value: 'invalid' }], admin: { readOnly: true, position: 'sidebar' } },
    { name: 'tokenExpiresAt', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'tokenRefreshedAt', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastImportedAt', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastMessage', type: 'text', admin: { readOnly: true, description: 'The outcome of the last import.' } },
    // Every Instagram media id imported for this account, so an item an editor removed from the gallery is not added again.
    { name: 'seen', type: 'json', access: { update: () => false }, admin: { hidden: true } },
  ],
}
