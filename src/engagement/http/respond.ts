import { idParam, parseParam, slugParam } from '@/lib/params'
import { clientIp } from '@/lib/security/clientIp'
import * as http from '@/lib/server/http'

import { hashIp, visitorCookieHeader, visitorOf, type Visitor } from '../visitor'

/** The engagement endpoints' answers: the shared ones (lib/server/http), plus the visitor's cookie when it is new. */

export { crossSite, limited, problem, readJson } from '@/lib/server/http'

export function json(body: unknown, init: { status?: number; visitor?: Visitor; headers?: Record<string, string> } = {}): Response {
  return http.json(body, { status: init.status, headers: init.headers, cookie: init.visitor ? visitorCookieHeader(init.visitor) : null })
}

export type Caller = { ip: string; ipHash: string; visitor: Visitor }

export function callerOf(request: Request): Caller {
  const ip = clientIp(request.headers)
  return { ip, ipHash: hashIp(ip), visitor: visitorOf(request) }
}

/** The gallery slug and photo id of a photo route, or null when either is not a valid value. */
export function photoParams(raw: { slug?: unknown; id?: unknown }): { slug: string; id: number } | null {
  const slug = parseParam(slugParam, raw.slug)
  const id = parseParam(idParam, raw.id)
  return slug && id !== null ? { slug, id } : null
}
