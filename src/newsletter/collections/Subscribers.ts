import type { CollectionConfig } from 'payload'

import { staff } from '@/access'

/** Newsletter subscribers: double opt-in, with the record of each consent. Visitors reach it only through our endpoints. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  admin: { group: 'Forms', useAsTitle: 'email', defaultColumns: ['email', 'status', 'source', 'createdAt'] },
  access: { read: staff, create: staff, update: staff, delete: staff },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending (not confirmed yet)', value: 'pending' },
        { label: 'Subscribed', value: 'subscribed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
    },
    {
      name: 'consent',
      type: 'group',
      admin: { readOnly: true, description: 'When and where the visitor agreed, and a fingerprint of the address they agreed with.' },
      fields: [
        { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'form', type: 'text', admin: { description: 'The sign-up it came from: footer, block or popup.' } },
        { name: 'emailHash', type: 'text' },
        { name: 'confirmedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'source', type: 'text', admin: { readOnly: true, description: 'The page the visitor signed up on.' } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'mailchimp',
      type: 'group',
      admin: { readOnly: true, position: 'sidebar', description: 'Sync with the Mailchimp audience (when MAILCHIMP_API_KEY is set).' },
      fields: [
        { name: 'status', type: 'select', options: ['off', 'queued', 'synced', 'failed'].map((value) => ({ label: value, value })), defaultValue: 'off' },
        { name: 'lastError', type: 'text' },
      ],
    },
  ],
}
