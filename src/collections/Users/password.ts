import crypto from 'node:crypto'
import { promisify } from 'node:util'

import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { t } from '@/lib/messages'

/**
 * A password changes only with the current password of whoever changes it (a stolen session must
 * not become a takeover), and the change ends the account's other sessions. Scripts and the seed
 * (the Local API) and the reset-by-e-mail flow (its own operation, with its token) are not asked.
 */

export const pbkdf2 = promisify(crypto.pbkdf2)
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
/** Payload's password hash parameters: current (pbkdf2-sha256-v1) and legacy. */
export const HASH = { current: { iterations: 600_000, keyLength: 32 }, legacy: { iterations: 25_000, keyLength: 512 } } as const

/** Checks `password` against a stored Payload hash, current or legacy parameters. */
export async function passwordMatches(password: string, stored: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const current = stored.hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(current ? stored.hash.slice(CURRENT_PREFIX.length) : stored.hash, 'hex')
  const { iterations, keyLength } = current ? HASH.current : HASH.legacy
  const actual = await pbkdf2(password, stored.salt, iterations, keyLength, 'sha256')
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

async function storedHash(req: PayloadRequest, id: number | string) {
  return (await req.payload.db.findOne({ collection: 'users', req, where: { id: { equals: id } } })) as { hash?: unknown; salt?: unknown } | null
}

export const requireCurrentPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'update' && operation !== 'updateByID') || req.payloadAPI === 'local') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data || typeof data.password !== 'string' || data.password === '') return args
  const current = data.currentPassword
  const actor = req.user ? await storedHash(req, req.user.id) : null
  if (typeof current !== 'string' || current === '' || !actor || !(await passwordMatches(current, actor))) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'currentPassword', label: 'Your current password', message: t(typeof current === 'string' && current !== '' ? 'auth.currentPasswordWrong' : 'auth.currentPasswordNeeded') }] })
  }
  req.context.passwordChangedBy = { id: req.user!.id, sid: (req.user as { _sid?: string })._sid }
  return args
}

/** After a change, the account keeps only the session that made it (its own), or none. */
export const endOtherSessions: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
  const by = req.context?.passwordChangedBy as { id: number | string; sid?: string } | undefined
  if (operation !== 'update' || !by) return doc
  const row = (await req.payload.db.findOne({ collection: 'users', req, where: { id: { equals: doc.id } } })) as { sessions?: { id: string }[] } | null
  const kept = (row?.sessions ?? []).filter((session) => String(by.id) === String(doc.id) && session.id === by.sid)
  await req.payload.db.updateOne({ collection: 'users', id: doc.id, data: { sessions: kept }, req, returning: false })
  return doc
}
