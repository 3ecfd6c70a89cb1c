import { t } from '@/lib/messages'
import { clientIp } from '@/lib/security/clientIp'
import { hashIp } from '@/lib/security/hashIp'
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

/** Why a write was turned away before its own rule ran: the status, a sentence, and when to try again. */
export type Refusal = { status: 403 | 429; message: string; retryAfter?: number }

/** The refusal as a JSON answer (`error: 1`, the sentence, and Retry-After when there is one). */
export function refusedWith(refusal: Refusal): Response {
  if (refusal.retryAfter === undefined) return problem(refusal.status, refusal.message)
  return problem(refusal.status, refusal.message, { retryAfter: refusal.retryAfter }, { 'Retry-After': String(refusal.retryAfter) })
}

async function overLimit(name: LimitName, key: string): Promise<Refusal | null> {
  const result = await consume(name, key)
  if (result.allowed) return null
  const seconds = result.retryAfterSeconds
  return { status: 429, message: t('request.tooMany', { seconds }), retryAfter: seconds }
}

/** 429 with Retry-After once `key` has spent the limit's points. */
export async function limited(name: LimitName, key: string): Promise<Response | null> {
  const over = await overLimit(name, key)
  return over && refusedWith(over)
}

const addresses = new WeakMap<Request, string>()

/**
 * The caller's address as limits and records keep it (a keyed hash, never the address itself),
 * worked out once per request: the write pipeline and the handler after it both need it.
 */
export function addressOf(request: Request): string {
  let address = addresses.get(request)
  if (address === undefined) {
    address = hashIp(clientIp(request.headers))
    addresses.set(request, address)
  }
  return address
}

/**
 * The first checks of a visitor's write, in this order: sent from our own pages (CSRF), then within
 * each named limit for the caller's address. The first refusal is returned for the handler to answer
 * in its own way (JSON with `refusedWith`, or its HTML page or redirect); null lets it through.
 */
export async function visitorWrite(request: Request, ...limits: LimitName[]): Promise<Refusal | null> {
  if (!isSameOrigin(request)) return { status: 403, message: t('request.crossSite') }
  const address = addressOf(request)
  for (const name of limits) {
    const over = await overLimit(name, address)
    if (over) return over
  }
  return null
}

/**
 * A request body as text, at most `maxBytes` (null when larger). It is read as it arrives and the
 * reading stops at the byte past the limit: a body that declares no length (chunked) is never
 * held whole. (The production server refuses bodies past their route's limit before this runs.)
 */
export async function readBody(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The body as text, or the 413 to answer when it is larger than `maxBytes`. */
export async function textBody(request: Request, maxBytes: number): Promise<string | Response> {
  return (await readBody(request, maxBytes)) ?? problem(413, t('request.tooLarge'))
}
