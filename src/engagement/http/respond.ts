import { idParam, parseParam, slugParam } from '@/lib/params'
import { t } from '@/lib/messages'
import { clientIp } from '@/lib/security/clientIp'
import { isSameOrigin } from '@/lib/security/origin'

import { consume, type LimitName } from '../limits'
import { hashIp, visitorCookieHeader, visitorOf, type Visitor } from '../visitor'

/** Shared pieces of the engagement endpoints: JSON answers that are never cached, and the checks every write makes first. */

export function json(body: unknown, init: { status?: number; visitor?: Visitor; headers?: Record<string, string> } = {}): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store', ...init.headers })
  const cookie = init.visitor ? visitorCookieHeader(init.visitor) : null
  if (cookie) headers.append('Set-Cookie', cookie)
  return Response.json(body, { status: init.status ?? 200, headers })
}

/** An error answer: `error: 1` and a sentence a person understands (the seed's response shape). */
export function problem(status: number, message: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): Response {
  return json({ error: 1, message, ...extra }, { status, headers })
}

export type Caller = { ip: string; ipHash: string; visitor: Visitor }

export function callerOf(request: Request): Caller {
  const ip = clientIp(request.headers)
  return { ip, ipHash: hashIp(ip), visitor: visitorOf(request) }
}

/** 403 unless the request comes from our own pages (CSRF). */
export function crossSite(request: Request): Response | null {
  return isSameOrigin(request) ? null : problem(403, t('request.crossSite'))
}

/** 429 with Retry-After once `key` has spent the limit's points. */
export async function limited(name: LimitName, key: string): Promise<Response | null> {
  const result = await consume(name, key)
  if (result.allowed) return null
  const seconds = result.retryAfterSeconds
  return problem(429, t('request.tooMany', { seconds }), { retryAfter: seconds }, { 'Retry-After': String(seconds) })
}

/** The gallery slug and photo id of a photo route, or null when either is not a valid value. */
export function photoParams(raw: { slug?: unknown; id?: unknown }): { slug: string; id: number } | null {
  const slug = parseParam(slugParam, raw.slug)
  const id = parseParam(idParam, raw.id)
  return slug && id !== null ? { slug, id } : null
}

const MAX_BODY_BYTES = 16 * 1024

/** The request's JSON body (at most 16 KB), or null when it is missing, too large or not JSON. */
export async function readJson(request: Request): Promise<unknown | null> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('application/json')) return null
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) return null
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
