import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'
import { openSecret, sealSecret } from '@/lib/secret'

import { GraphError, TOKEN_PATTERN, graphClient, tokenNeedsRefresh } from './graph'
import { failureMessage, importInstagram, type InstagramReport } from './run'

/** The Instagram importer: connect an account, import its posts into a gallery, keep it and its token fresh. */
export { failureMessage, itemsOf, captionParts, type InstagramReport } from './run'
export { GraphError, GraphUnreachable, TOKEN_PATTERN, tokenNeedsRefresh, GRAPH_VERSION } from './graph'

const SEAL = 'instagram-token'
const DAY = 24 * 60 * 60 * 1000

export type InstagramInput = { token: string; shortLived: boolean; wholePost: boolean; count: number; keepUpdated: boolean; publish: boolean }

/** The admin's form, checked before anything is fetched: a clear reason, or the settings. */
export function checkInstagramInput(input: Record<string, unknown>): { problem: string } | { settings: InstagramInput } {
  const token = typeof input.token === 'string' ? input.token.trim() : ''
  if (!token) return { problem: 'Enter the account\'s access token.' }
  if (!TOKEN_PATTERN.test(token)) return { problem: 'This is not an Instagram access token: it starts with IG and is made of letters, digits, - and _ (copy it again from the app dashboard).' }
  const count = typeof input.count === 'number' ? input.count : typeof input.count === 'string' && /^\d+$/.test(input.count.trim()) ? Number(input.count) : NaN
  if (!Number.isInteger(count) || count < 1 || count > 200) return { problem: 'The number of posts must be a whole number from 1 to 200.' }
  const shortLived = input.shortLived === true
  if (shortLived && !getEnv().INSTAGRAM_APP_SECRET) return { problem: 'A one-hour token can be exchanged only when INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET are set; paste a long-lived token instead.' }
  return { settings: { token, shortLived, wholePost: input.wholePost !== false, count, keepUpdated: input.keepUpdated === true, publish: input.publish === true } }
}

/**
 * Connects the account the token belongs to (asking Instagram who it is), or reconnects it with a new
 * token and these settings. A one-hour token is exchanged for a 60-day one first. The token is
 * stored sealed. Throws GraphError / GraphUnreachable for the admin to see.
 */
export async function connectInstagram(payload: Payload, settings: InstagramInput, now = new Date()): Promise<{ id: number; username: string }> {
  let token = settings.token
  let expiresIn = 60 * DAY
  if (settings.shortLived) {
    const exchanged = await graphClient(token).exchange(getEnv().INSTAGRAM_APP_SECRET!)
    if (!TOKEN_PATTERN.test(exchanged.access_token ?? '')) throw new Error('Instagram answered the token exchange without a token.')
    token = exchanged.access_token
    expiresIn = Number(exchanged.expires_in) * 1000 || expiresIn
  }
  const me = await graphClient(token).me()
  const accountId = String(me.user_id ?? me.id ?? '')
  if (!/^\d{1,40}$/.test(accountId) || typeof me.username !== 'string') throw new Error('Instagram answered without the account.')
  const data = {
    username: me.username.slice(0, 60),
    accountId,
    wholePost: settings.wholePost,
    count: settings.count,
    keepUpdated: settings.keepUpdated,
    publish: settings.publish,
    token: sealSecret(SEAL, token),
    tokenStatus: 'valid' as const,
    tokenRefreshedAt: now.toISOString(),
    tokenExpiresAt: new Date(now.getTime() + expiresIn).toISOString(),
  }
  const { docs } = await payload.find({ collection: 'instagram-sources', where: { accountId: { equals: accountId } }, limit: 1, depth: 0, overrideAccess: true })
  const doc = docs[0]
    ? await payload.update({ collection: 'instagram-sources', id: docs[0].id, data, overrideAccess: true })
    : await payload.create({ collection: 'instagram-sources', data: { ...data, seen: [] }, overrideAccess: true })
  return { id: doc.id, username: doc.username }
}

/**
 * Imports a connected account's newest posts with its current settings, and records the outcome on
 * it. An expired or revoked token marks the account so the admin sees it must be connected again.
 */
export async function importInstagramSource(payload: Payload, id: number, onProgress?: (done: number, total: number) => void): Promise<InstagramReport> {
  const source = await payload.findByID({ collection: 'instagram-sources', id, depth: 0, overrideAccess: true })
  const token = openSecret(SEAL, source.token)
  const record = (data: Record<string, unknown>) => payload.update({ collection: 'instagram-sources', id, data, overrideAccess: true })
  try {
    if (!token) throw new GraphError('the stored token cannot be read (the site secret changed?): connect the account again.', 190, 400)
    const { report, gallery, seen } = await importInstagram(
      payload,
      token,
      {
        id,
        username: source.username,
        gallery: typeof source.gallery === 'object' && source.gallery ? source.gallery.id : (source.gallery ?? null),
        seen: Array.isArray(source.seen) ? (source.seen as unknown[]).filter((value): value is string => typeof value === 'string') : [],
        wholePost: source.wholePost !== false,
        count: source.count ?? 50,
        publish: source.publish === true,
      },
      onProgress,
    )
    await record({ gallery, seen, lastImportedAt: new Date().toISOString(), lastMessage: `Added ${report.created} of ${report.posts} posts' items; ${report.problems.length} not imported.` })
    return report
  } catch (error) {
    await record({ lastMessage: failureMessage(error), ...(error instanceof GraphError && error.tokenInvalid ? { tokenStatus: 'invalid' } : {}) }).catch(() => {})
    throw error
  }
}

/**
 * The hourly round: tokens refreshed before they expire (Instagram refreshes only tokens at least a
 * day old), then accounts set to keep their gallery updated get their new posts.
 */
export async function instagramRound(payload: Payload, now = new Date()): Promise<{ refreshed: number; updated: number; failed: number }> {
  const result = { refreshed: 0, updated: 0, failed: 0 }
  const { docs } = await payload.find({ collection: 'instagram-sources', where: { tokenStatus: { equals: 'valid' } }, limit: 200, depth: 0, overrideAccess: true })
  for (const source of docs) {
    const refreshedAt = new Date(source.tokenRefreshedAt ?? 0)
    const expiresAt = new Date(source.tokenExpiresAt ?? 0)
    const token = openSecret(SEAL, source.token)
    if (token && tokenNeedsRefresh(now, refreshedAt, expiresAt)) {
      try {
        const fresh = await graphClient(token).refresh()
        if (!TOKEN_PATTERN.test(fresh.access_token ?? '')) throw new Error('Instagram answered the refresh without a token.')
        await payload.update({
          collection: 'instagram-sources',
          id: source.id,
          data: { token: sealSecret(SEAL, fresh.access_token), tokenRefreshedAt: now.toISOString(), tokenExpiresAt: new Date(now.getTime() + (Number(fresh.expires_in) * 1000 || 60 * DAY)).toISOString() },
          overrideAccess: true,
        })
        result.refreshed++
      } catch (error) {
        payload.logger.warn({ msg: `Refreshing the Instagram token of @${source.username} failed: ${failureMessage(error)}` })
        if (error instanceof GraphError && error.tokenInvalid) await payload.update({ collection: 'instagram-sources', id: source.id, data: { tokenStatus: 'invalid', lastMessage: failureMessage(error) }, overrideAccess: true })
      }
    }
    if (source.keepUpdated) {
      try {
        await importInstagramSource(payload, source.id)
        result.updated++
      } catch (error) {
        result.failed++
        payload.logger.warn({ msg: `Updating the Instagram gallery of @${source.username} failed: ${failureMessage(error)}` })
      }
    }
  }
  return result
}
