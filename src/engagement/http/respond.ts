import { idParam, parseParam, slugParam } from '@/lib/params'
import { t } from '@/lib/messages'
import { clientIp } from '@/lib/security/clientIp'
import * as http from '@/lib/server/http'

import { visitorCookieHeader, visitorOf, type Visitor } from '../visitor'

/** The engagement endpoints' answers: the shared ones (lib/server/http), plus the visitor's cookie when it is new. */

export { crossSite, limited, problem } from '@/lib/server/http'

export function json(body: unknown, init: { status?: number; visitor?: Visitor; headers?: Record<string, string> } = {}): Response {
  return http.json(body, { status: init.status, headers: init.headers, cookie: init.visitor ? visitorCookieHeader(init.visitor) : null })
}

export type Caller = { ip: string; ipHash: string; visitor: Visitor }

export function callerOf(request: Request): Caller {
  return { ip: clientIp(request.headers), ipHash: http.addressOf(request), visitor: visitorOf(request) }
}

/** The gallery slug and photo id of a photo route, or null when either is not a valid value. */
export function photoParams(raw: { slug?: unknown; id?: unknown }): { slug: string; id: number } | null {
  const slug = parseParam(slugParam, raw.slug)
  const id = parseParam(idParam, raw.id)
  return slug && id !== null ? { slug, id } : null
}

/** More than any endpoint reads (the handlers read at most 16 KB); larger bodies are refused unread. */
const BODY_LIMIT = 64 * 1024

/**
 * An engagement endpoint's answer as a route handler gives it: a body declared larger than any
 * endpoint reads is refused unread (413), and a failure inside is answered with a sentence, never a
 * stack trace (Next's own 500 would be a bare page).
 */
export async function answered(request: Request, work: () => Promise<Response>): Promise<Response> {
  if (Number(request.headers.get('content-length') ?? '0') > BODY_LIMIT) return http.problem(413, t('request.tooLarge'))
  try {
    return await work()
  } catch (error) {
    console.error(`[engagement] ${request.method} ${new URL(request.url).pathname} failed:`, error)
    return http.problem(500, t('request.failed'))
  }
}
