import { t } from '@/lib/messages'
import { isSameOrigin } from '@/lib/security/origin'

import { consume, type LimitName } from './limits'

/** Pieces every public endpoint shares: JSON answers that are never cached, errors in words, the first checks of a write. */


export function json(body: unknown, init: { status?: number; cookie?: string | null; headers?: Record<string, string> } = {}): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store', ...init.headers })
  if (init.cookie) headers.append('Set-Cookie', init.cookie)
  return Response.json(body, { status: init.status ?? 200, headers })
}

/** An error answer: `error: 1` and a sentence a person understands (the seed's response shape). */
export function problem(status: number, message: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): Response {
  return json({ error: 1, message, ...extra }, { status, headers })
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

/** A request body as text, at most `maxBytes` (null when larger). */
export async function readBody(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return null
  const text = await request.text()
  return Buffer.byteLength(text) > maxBytes ? null : text
}

/** The request's JSON body (at most `maxBytes`), or null when it is missing, too large or not JSON. */
export async function readJson(request: Request, maxBytes = 16 * 1024): Promise<unknown | null> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('application/json')) return null
  const text = await readBody(request, maxBytes)
  if (text === null) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
