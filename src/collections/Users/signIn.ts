import crypto from 'node:crypto'

import { APIError, commitTransaction, type CollectionAfterErrorHook, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { t } from '@/lib/messages'
import { clientIp } from '@/lib/security/clientIp'
import { LIMITS, forget, record, spent } from '@/lib/server/limits'

import { HASH, pbkdf2 } from './password'

/**
 * Sign-in throttling instead of Payload's account lock (five bad passwords locked an account for
 * 15 minutes, so anyone could keep a member of staff out). Failures are counted per address and
 * account, per address, and per account from everywhere: the first two make an address wait out
 * their window; the last only slows the answers (back-off), so a guesser spread over many
 * addresses delays the owner's sign-in but never blocks it. A success clears its address's count.
 * Every attempt does the same work whether the account exists or not, and answers the same words.
 */

/** Failures for one account (from everywhere) within the hour before answers slow down. */
export const SLOW_AFTER = 10
/** The longest an answer is held back for an account under attack. */
export const MAX_DELAY_MS = 5000

type Attempt = { account: string; ip: string }

/** The e-mail as Payload matches it, as a digest: no address is kept in a rate limiter's keys. */
export function accountKey(email: unknown): string {
  const plain = typeof email === 'string' ? email.toLowerCase().trim().slice(0, 320) : ''
  return crypto.createHash('sha256').update(plain).digest('base64url').slice(0, 22)
}

/** How long an answer for an account with `failures` this hour is held back: doubling, capped. */
export function backOffMs(failures: number): number {
  const over = failures - SLOW_AFTER
  return over <= 0 ? 0 : Math.min(MAX_DELAY_MS, 100 * 2 ** Math.min(over - 1, 10))
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sign-ins of one account in this process take turns: Payload adds a session by rewriting the
 * account's list of them, so two at once kept only one, and the other's token was refused (two
 * browsers, or two test workers, signing in together). A turn ends after the session work (or the
 * error), and after 10 s at the latest; only accounts signing in right now are held here.
 */
const TURN_MS = 10_000
const turns = new Map<string, Promise<void>>()
async function takeTurn(account: string): Promise<() => void> {
  const before = turns.get(account) ?? Promise.resolve()
  let end!: () => void
  const mine = new Promise<void>((resolve) => (end = resolve))
  turns.set(account, mine)
  await before
  const timer = setTimeout(end, TURN_MS)
  return () => {
    clearTimeout(timer)
    end()
    if (turns.get(account) === mine) turns.delete(account)
  }
}
const endTurn = (req: { context?: Record<string, unknown> }) => (req.context?.endSignInTurn as (() => void) | undefined)?.()

export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // Only sign-ins over HTTP: the seed and scripts sign in through the Local API.
  if (operation !== 'login' || req.payloadAPI !== 'REST') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  const attempt: Attempt = { account: accountKey(data.email), ip: clientIp(req.headers) }
  const [pair, address, everywhere] = await Promise.all([
    spent('loginFailByAccountIp', `${attempt.account}|${attempt.ip}`),
    spent('loginFailByIp', attempt.ip),
    spent('loginFailByAccount', attempt.account),
  ])
  const waits = [pair.count >= LIMITS.loginFailByAccountIp.points ? pair.retryAfterSeconds : 0, address.count >= LIMITS.loginFailByIp.points ? address.retryAfterSeconds : 0]
  const seconds = Math.max(...waits)
  if (seconds > 0) throw new SignInRefused(t('auth.tooManyAttempts', { minutes: Math.ceil(seconds / 60) }))
  await wait(backOffMs(everywhere.count))
  req.context.signInAttempt = attempt
  req.context.endSignInTurn = await takeTurn(attempt.account)

  // An unknown account costs what a known one does, so the answer's timing tells nothing.
  const email = typeof data.email === 'string' ? data.email.toLowerCase().trim() : ''
  const known = email ? await req.payload.db.findOne({ collection: 'users', req, where: { email: { equals: email } } }) : null
  if (!known && typeof data.password === 'string') await pbkdf2(data.password, crypto.randomBytes(32).toString('hex'), HASH.current.iterations, HASH.current.keyLength, 'sha256')
  return args
}

/** A wrong e-mail or password (Payload answers 401) counts against the address and the account. */
export const countFailedSignIn: CollectionAfterErrorHook = async ({ error, req }) => {
  endTurn(req)
  const attempt = req.context?.signInAttempt as Attempt | undefined
  if (!attempt || (error as { status?: number }).status !== 401) return
  await Promise.all([record('loginFailByAccountIp', `${attempt.account}|${attempt.ip}`), record('loginFailByIp', attempt.ip), record('loginFailByAccount', attempt.account)])
}

/** The owner got in: their address's failures for this account are forgotten. */
export const clearSignInFailures: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = req.context?.signInAttempt as Attempt | undefined
  if (attempt) await forget('loginFailByAccountIp', `${accountKey((user as { email?: string }).email)}|${attempt.ip}`)
  return user
}

/** 429, with words for the sign-in form. The name is set: minified builds leave class names empty. */
export class SignInRefused extends APIError {
  constructor(message: string) {
    super(message, 429, undefined, true)
    this.name = 'SignInRefused'
  }
}

/** Sessions one account keeps at once (each sign-in adds one; the oldest go first): a bound, not a policy. */
export const MAX_SESSIONS = 50

type SessionRow = { id: string; createdAt?: string | Date | null; expiresAt: string | Date }

/**
 * Each sign-in tidies the session rows: its account keeps its newest MAX_SESSIONS, and expired
 * sessions of every account are dropped (Payload drops an account's expired ones only when that
 * account signs in again, so a departed editor's rows stayed for ever).
 */
export const tidySessions: CollectionAfterLoginHook = async ({ req, user }) => {
  const now = new Date()
  const live = (sessions: SessionRow[] = []) => sessions.filter((session) => new Date(session.expiresAt) > now)
  const expired = await req.payload.db.find<{ id: number; sessions?: SessionRow[] }>({ collection: 'users', req, where: { 'sessions.expiresAt': { less_than: now.toISOString() } }, limit: 50, pagination: false })
  for (const row of expired.docs) {
    if (String(row.id) === String(user.id)) continue
    await req.payload.db.updateOne({ collection: 'users', id: row.id, data: { sessions: live(row.sessions) }, req, returning: false })
  }
  const own = (await req.payload.db.findOne<{ id: number; sessions?: SessionRow[] }>({ collection: 'users', req, where: { id: { equals: user.id } } }))?.sessions ?? []
  const kept = live(own)
    .sort((a, b) => new Date(a.createdAt ?? 0).getTime() - new Date(b.createdAt ?? 0).getTime())
    .slice(-MAX_SESSIONS)
  if (kept.length !== own.length) await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions: kept }, req, returning: false })
  return user
}

/**
 * The last sign-in hook: the session is committed now (with PostgreSQL the next sign-in would not
 * see it until the request's transaction ends), and the account's next sign-in may add its own.
 */
export const endSignInTurn: CollectionAfterLoginHook = async ({ req, user }) => {
  try {
    if (req.transactionID) await commitTransaction(req)
  } finally {
    endTurn(req)
  }
  return user
}
