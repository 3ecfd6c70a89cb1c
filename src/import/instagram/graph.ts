import { getEnv } from '@/lib/env'
import { OutboundRefused, OutboundUnreachable, safeFetch } from '@/lib/server/safeFetch'

/**
 * A client of the Instagram API with Instagram Login (graph.instagram.com; the Basic Display API the
 * old site used was shut down on 2024-12-04). It reads the account, its media with carousel children,
 * and exchanges and refreshes long-lived tokens. The token travels in the query string, as Meta's
 * reference shows; it is never put in a message or a log line.
 */
export const GRAPH_VERSION = 'v26.0'
const MEDIA_FIELDS = 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,children{id,media_type,media_url,thumbnail_url}'

/** The API answered with an error object: its message is shown to the admin ("Error: " + message). */
export class GraphError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly status: number,
  ) {
    super(message)
  }
  /** Code 190: the token expired or was revoked; a new one is needed. */
  get tokenInvalid() {
    return this.code === 190
  }
}
/** No answer from the API (refused, timed out, a 5xx without an error object). */
export class GraphUnreachable extends Error {}

export type GraphChild = { id: string; media_type: 'IMAGE' | 'VIDEO'; media_url?: string; thumbnail_url?: string }
export type GraphMedia = {
  id: string
  caption?: string
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM'
  media_url?: string
  thumbnail_url?: string
  permalink?: string
  timestamp?: string
  children?: { data: GraphChild[] }
}
export type GraphToken = { access_token: string; token_type?: string; expires_in: number }

/** A long-lived token as Instagram issues them: "IG" and 40 to 1,000 letters, digits, - or _. */
export const TOKEN_PATTERN = /^IG[A-Za-z0-9_-]{40,1000}$/

export function graphClient(token: string, base = getEnv().INSTAGRAM_GRAPH_URL) {
  const origin = new URL(base)
  const root = base.replace(/\/+$/, '')

  async function get<T>(url: string): Promise<T> {
    let response
    try {
      // Only the API's own host (paging links included); 5 MB and 20 s are far above any real page.
      response = await safeFetch(url, { allowHost: (host) => host === origin.hostname, maxBytes: 5 * 1024 * 1024, timeoutMs: 20_000, headers: { Accept: 'application/json' } })
    } catch (error) {
      if (error instanceof OutboundUnreachable) throw new GraphUnreachable('cannot get response from the server.')
      if (error instanceof OutboundRefused) throw new Error(`The Instagram API address was refused: ${error.message}.`)
      throw error
    }
    let body: unknown
    try {
      body = JSON.parse(response.body.toString('utf8'))
    } catch {
      if (response.status >= 500 || !response.body.length) throw new GraphUnreachable('cannot get response from the server.')
      throw new Error(`The Instagram API answered ${response.status} without JSON.`)
    }
    const error = (body as { error?: { message?: unknown; code?: unknown } } | null)?.error
    if (error && typeof error === 'object') {
      throw new GraphError(typeof error.message === 'string' && error.message ? error.message.slice(0, 500) : `the Instagram API refused the request (${response.status}).`, typeof error.code === 'number' ? error.code : null, response.status)
    }
    if (response.status >= 500) throw new GraphUnreachable('cannot get response from the server.')
    if (response.status >= 400 || !body || typeof body !== 'object') throw new Error(`The Instagram API answered ${response.status} in an unexpected shape.`)
    return body as T
  }

  const query = (params: Record<string, string>) => new URLSearchParams({ ...params, access_token: token }).toString()

  return {
    /** The account the token belongs to. */
    me: () => get<{ id: string; user_id?: string; username: string }>(`${root}/${GRAPH_VERSION}/me?${query({ fields: 'user_id,username' })}`),

    /** The newest `count` posts (1–200), following the API's paging links on its own host. */
    async media(count: number): Promise<GraphMedia[]> {
      const posts: GraphMedia[] = []
      let next: string | undefined = `${root}/${GRAPH_VERSION}/me/media?${query({ fields: MEDIA_FIELDS, limit: String(Math.min(count, 50)) })}`
      for (let pages = 0; next && posts.length < count && pages < 50; pages++) {
        const page: { data?: GraphMedia[]; paging?: { next?: string } } = await get(next)
        if (!Array.isArray(page.data)) throw new Error('The Instagram API answered a media page without its list.')
        posts.push(...page.data.filter((post) => post && typeof post.id === 'string' && /^\d{1,40}$/.test(post.id)))
        next = page.paging?.next
        if (next && new URL(next).origin !== origin.origin) throw new Error('The Instagram API gave a next page on another host.')
      }
      return posts.slice(0, count)
    },

    /** A new 60-day token for a long-lived one at least 24 hours old. */
    refresh: () => get<GraphToken>(`${root}/refresh_access_token?${query({ grant_type: 'ig_refresh_token' })}`),

    /** A 60-day token for the one-hour token the login flow gives (needs the app's secret). */
    exchange: (secret: string) => get<GraphToken>(`${root}/access_token?${query({ grant_type: 'ig_exchange_token', client_secret: secret })}`),
  }
}

/** When a token should be refreshed: Instagram refreshes only tokens at least 24 hours old; we refresh once fewer than 30 days are left. */
export function tokenNeedsRefresh(now: Date, refreshedAt: Date, expiresAt: Date): boolean {
  const day = 24 * 60 * 60 * 1000
  return now.getTime() - refreshedAt.getTime() >= day && expiresAt.getTime() - now.getTime() < 30 * day && expiresAt.getTime() > now.getTime()
}
