import { z } from 'zod'
import type { Payload } from 'payload'

import { t } from '@/lib/messages'

import type { PublicComment } from './answers'
import { COMMENT_LIMITS } from './collections/Comments'
import type { PhotoPolicy } from './policy'
import { drizzleFor, engagementTables, totalsUpsert } from './stats'

/**
 * The comment form's rules, on the server. The body is read as JSON; only the fields below are
 * taken from it (a `status` or `published` sent by a visitor is never read), and the status comes
 * from the gallery's moderation setting.
 */
export type CommentField = 'name' | 'email' | 'body' | 'consent' | 'challenge'
export type FieldErrors = Partial<Record<CommentField, string>>

const FIELD_LABELS: Record<'name' | 'email' | 'body', () => string> = {
  name: () => t('comments.name'),
  email: () => t('comments.email'),
  body: () => t('comments.body'),
}

/** Control characters other than newline and tab never belong in a comment. */
const stripControls = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')

export type CommentDraft = { name: string; email: string | null; body: string; altcha: unknown; honeypot: boolean }

/** Checks a submission field by field; every problem comes back with the field it belongs to. */
export function readComment(raw: unknown, askEmail: boolean): { draft: CommentDraft; errors: FieldErrors } {
  // Only these fields are read; anything else in the body (a `status`, a `published` flag) is ignored.
  const data = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<'name' | 'email' | 'body' | 'consent' | 'altcha' | 'website', unknown>>
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const errors: FieldErrors = {}

  const name = stripControls(text(data.name)).trim()
  if (!name) errors.name = t('comments.required', { field: FIELD_LABELS.name() })
  else if (/[\r\n]/.test(name)) errors.name = t('comments.singleLine', { field: FIELD_LABELS.name() })
  else if (name.length > COMMENT_LIMITS.name) errors.name = t('comments.tooLong', { field: FIELD_LABELS.name(), max: COMMENT_LIMITS.name })

  let email: string | null = null
  if (askEmail) {
    email = text(data.email).trim()
    if (!email) errors.email = t('comments.required', { field: FIELD_LABELS.email() })
    else if (email.length > COMMENT_LIMITS.email || !z.email().safeParse(email).success) errors.email = t('comments.invalidEmail')
  }

  const body = stripControls(text(data.body).replace(/\r\n?/g, '\n')).trim()
  if (!body) errors.body = t('comments.required', { field: FIELD_LABELS.body() })
  else if (body.length > COMMENT_LIMITS.body) errors.body = t('comments.tooLong', { field: FIELD_LABELS.body(), max: COMMENT_LIMITS.body })

  if (data.consent !== true && data.consent !== '1' && data.consent !== 1) errors.consent = t('comments.consentRequired')

  // The honeypot (`website`): a field people never see, so only a robot fills it.
  const honeypot = data.website !== undefined && data.website !== ''
  return { draft: { name, email, body, altcha: data.altcha, honeypot }, errors }
}

/** Approved comments on a photo, newest first, with nothing but what is published. */
export async function approvedComments(payload: Payload, photo: number, limit = 100): Promise<PublicComment[]> {
  const { docs } = await payload.find({
    collection: 'comments',
    where: { and: [{ photo: { equals: photo } }, { status: { equals: 'approved' } }] },
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: false,
    select: { name: true, body: true, createdAt: true },
  })
  return docs.map((doc) => ({ id: doc.id, name: doc.name, body: doc.body, createdAt: doc.createdAt }))
}

/**
 * Stores a checked comment with the status the gallery's policy decides, and, when it is published
 * at once, adds it to the photo's count of approved comments in the same transaction (SQLite: one
 * batch on the main connection; PostgreSQL: one transaction).
 *
 * Visitors have no create access to the collection: this endpoint is where their rights are checked
 * (challenge, consent, limits), so it writes only these fields, straight to the collection's table.
 * Going through payload.create ran the field validation and hooks again and then recounted the
 * photo's comments in a second write (a third of the throughput at 20 clients). The collection's own
 * hooks (recounting on an editor's change) are for editors' writes.
 */
export async function storeComment(payload: Payload, policy: PhotoPolicy, draft: CommentDraft, visitor: { id: string; ipHash: string }): Promise<{ doc: PublicComment; published: boolean }> {
  const published = !policy.behaviour.commentModeration
  const { comments } = engagementTables(payload)
  const db = await drizzleFor(payload)
  const now = new Date().toISOString()
  const row = {
    name: draft.name,
    email: policy.behaviour.commentEmail ? draft.email : null,
    body: draft.body,
    status: published ? 'approved' : 'pending',
    photo: policy.photo.id,
    gallery: policy.gallery.id,
    visitor: visitor.id,
    ipHash: visitor.ipHash,
    createdAt: now,
    updatedAt: now,
  }
  const photo = policy.photo.id
  const insert = (writer: typeof db) => writer.insert(comments).values(row).returning({ id: comments.id })
  let stored: { id: number }[]
  if (payload.db.name === 'sqlite') {
    ;[stored] = await db.batch(published ? [insert(db), totalsUpsert(db, payload, photo, { comments: 1 })] : [insert(db)])
  } else {
    stored = await db.transaction(async (tx: typeof db) => {
      const rows = await insert(tx)
      if (published) await totalsUpsert(tx, payload, photo, { comments: 1 })
      return rows
    })
  }
  return { doc: { id: Number(stored[0]!.id), name: row.name, body: row.body, createdAt: now }, published }
}
