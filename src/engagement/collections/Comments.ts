import type { Access, CollectionConfig, Where } from 'payload'

import { isStaffUser, staff, staffField } from '@/access'

import { recountComments } from '../stats'

export const COMMENT_STATUSES = ['pending', 'approved', 'spam', 'rejected'] as const
export type CommentStatus = (typeof COMMENT_STATUSES)[number]
export const COMMENT_LIMITS = { name: 100, email: 254, body: 5000 } as const

/** Visitors read approved comments only; staff read everything. */
const approvedOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  const approved: Where = { status: { equals: 'approved' } }
  return approved
}

/**
 * Visitors' comments on photos. Visitors never write here through the API: the comment endpoint
 * (engagement/comments) checks the challenge, consent and limits, then stores the comment with the
 * status the gallery's policy gives it. Only editors and admins change or delete comments; the
 * e-mail address and the visitor's traces are never readable by visitors.
 */
export const Comments: CollectionConfig = {
  slug: 'comments',
  admin: {
    group: 'Visitors',
    useAsTitle: 'name',
    defaultColumns: ['body', 'name', 'status', 'photo', 'gallery', 'createdAt'],
    listSearchableFields: ['name', 'body', 'email'],
    description: 'Select comments to approve, reject or delete several at once (Edit sets the status of all selected).',
  },
  access: { read: approvedOrStaff, create: staff, update: staff, delete: staff },
  defaultSort: '-createdAt',
  fields: [
    { name: 'body', label: 'Comment', type: 'textarea', required: true, maxLength: COMMENT_LIMITS.body },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: COMMENT_LIMITS.name },
        { name: 'email', label: 'E-mail', type: 'email', access: { read: staffField }, admin: { description: 'Never published.' } },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: 'Pending' },
        { value: 'approved', label: 'Approved' },
        { value: 'spam', label: 'Spam' },
        { value: 'rejected', label: 'Rejected' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'photo', type: 'relationship', relationTo: 'media', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'gallery', type: 'relationship', relationTo: 'galleries', admin: { position: 'sidebar', description: 'Where it was posted (empty if that gallery was deleted).' } },
    { name: 'visitor', type: 'text', access: { read: staffField }, admin: { position: 'sidebar', readOnly: true } },
    { name: 'ipHash', label: 'Address hash', type: 'text', access: { read: staffField }, admin: { position: 'sidebar', readOnly: true } },
  ],
  hooks: {
    // The photo's count of approved comments follows every change of status, photo or existence
    // made through Payload (editors). A visitor's new comment is counted by storeComment itself.
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        const photos = new Set([relationId(doc.photo), relationId(previousDoc?.photo)].filter((id): id is number => id !== null))
        for (const photo of photos) await recountComments(req.payload, photo, req)
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        const photo = relationId(doc.photo)
        if (photo !== null) await recountComments(req.payload, photo, req)
      },
    ],
  },
}

function relationId(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return null
}
