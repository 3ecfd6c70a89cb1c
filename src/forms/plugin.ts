import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { CollectionAfterChangeHook, CollectionConfig, Config, Field, Plugin } from 'payload'

import { staff } from '@/access'
import { revalidateTags } from '@/lib/revalidate'

import { checkboxesField, phoneField } from './fields'
import { formNotificationTask, queueNotification } from './tasks'

export const formTag = (id: number | string) => `form:${id}`

const RESEND = '@/forms/admin/ResendNotification#ResendNotification'
const EXPORT_LINK = '@/forms/admin/ExportSubmissions#ExportSubmissions'

/** How each submission's notification went; written by the mail job, read by editors. */
const notificationFields: Field[] = [
  {
    name: 'notification',
    type: 'group',
    admin: { position: 'sidebar', readOnly: true },
    fields: [
      {
        name: 'status',
        type: 'select',
        defaultValue: 'queued',
        options: [
          { label: 'Queued', value: 'queued' },
          { label: 'Held for review (sent without the spam check)', value: 'held' },
          { label: 'Retrying', value: 'retrying' },
          { label: 'Sent', value: 'sent' },
          { label: 'Written to the server log (no SMTP)', value: 'logged' },
          { label: 'Failed', value: 'failed' },
          { label: 'No e-mail set on the form', value: 'none' },
        ],
      },
      { name: 'attempts', type: 'number', defaultValue: 0 },
      { name: 'lastError', type: 'text' },
      { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    ],
  },
  { name: 'resend', type: 'ui', admin: { position: 'sidebar', components: { Field: RESEND } } },
  { name: 'source', type: 'text', admin: { position: 'sidebar', readOnly: true, description: 'The page it was sent from.' } },
]

/** A new submission puts its notification on the mail queue, in the same transaction as the submission. */
const queueOnCreate: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  if (operation !== 'create' || context.notificationUpdate) return doc
  if (doc.notification?.status === 'queued') await queueNotification(req.payload, doc.id, req)
  return doc
}

const revalidateForm: CollectionAfterChangeHook = ({ doc, req, context }) => {
  revalidateTags([formTag(doc.id)], { context, payload: req.payload })
  return doc
}

/** The form's e-mails are sent from the site's own address (MAIL_FROM): the builder's "From" setting would let a form claim any sender. */
const withoutEmailFrom = (fields: Field[]): Field[] =>
  fields.map((field) => {
    if (field.type === 'array' && field.name === 'emails') return { ...field, fields: withoutEmailFrom(field.fields) }
    if (field.type === 'row') return { ...field, fields: field.fields.filter((inner) => !('name' in inner && inner.name === 'emailFrom')) }
    return field
  })

/**
 * The builder's own afterChange mail hook (first in its list) would read the form again only to
 * hand an empty list to beforeEmail: our mail job sends the notifications, so it is left out. Its
 * `form` field check reads the form too; our endpoint and the staff API check the form exists
 * (the relationship itself refuses an unknown id).
 */
function withoutBuilderMail(collection: CollectionConfig): CollectionConfig {
  const [, ...afterChange] = collection.hooks?.afterChange ?? []
  return {
    ...collection,
    hooks: { ...collection.hooks, afterChange },
    fields: collection.fields.map((field) => ('name' in field && field.name === 'form' && field.type === 'relationship' ? { ...field, validate: undefined } : field)),
  }
}

/**
 * Site forms as an in-repo plugin over Payload's form builder: editors build forms and read the
 * submissions; visitors send them through our own endpoint (src/forms/http), never the builder's
 * public create, and notifications leave through the jobs queue.
 */
export const formsPlugin = (): Plugin => (incoming: Config): Config => {
  const withBuilder = formBuilderPlugin({
    fields: {
      text: true,
      email: true,
      phone: phoneField,
      number: true,
      textarea: true,
      select: true,
      radio: true,
      checkbox: true,
      checkboxes: checkboxesField,
      date: true,
      message: true,
      country: false,
      state: false,
      payment: false,
      upload: false,
    },
    redirectRelationships: ['pages'],
    // Notifications are sent by the mail job (src/forms/tasks.ts), not inside the request.
    beforeEmail: () => [],
    formOverrides: {
      admin: { group: 'Forms', useAsTitle: 'title' },
      // Forms name the addresses they mail: visitors get a form's fields from the page, never the form.
      access: { read: staff, create: staff, update: staff, delete: staff },
      fields: ({ defaultFields }) => [{ name: 'notificationHint', type: 'ui', admin: { components: { Field: '@/forms/admin/NotificationHint#NotificationHint' } } }, ...withoutEmailFrom(defaultFields)],
      hooks: { afterChange: [revalidateForm] },
    },
    formSubmissionOverrides: {
      admin: {
        group: 'Forms',
        defaultColumns: ['form', 'createdAt', 'notification.status'],
        components: { beforeListTable: [EXPORT_LINK] },
      },
      access: { read: staff, create: staff, update: staff, delete: staff },
      fields: ({ defaultFields }) => [...defaultFields, ...notificationFields],
      hooks: { afterChange: [queueOnCreate] },
    },
  })(incoming)
  return {
    ...withBuilder,
    collections: (withBuilder.collections ?? []).map((collection) => (collection.slug === 'form-submissions' ? withoutBuilderMail(collection) : collection)),
    jobs: { ...withBuilder.jobs, tasks: [...(withBuilder.jobs?.tasks ?? []), formNotificationTask] },
  }
}
