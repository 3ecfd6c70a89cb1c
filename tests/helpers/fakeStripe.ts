import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for the few Stripe endpoints the shop uses, answering as Stripe's API reference
 * describes them: `POST /v1/checkout/sessions` (form-encoded, bracket notation; Bearer key;
 * Idempotency-Key replays the first answer), `GET /v1/checkout/sessions/:id`, errors as
 * `{ error: { type, message } }`. Its hosted "payment page" (`/pay/:id`) completes the session
 * and sends the signed `checkout.session.completed` webhook the way Stripe signs it
 * (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`), then sends the visitor to success_url.
 */
export type FakeSession = {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  url: string
  payment_intent: string | null
  line_items: { name: string; unit_amount: number; quantity: number }[]
}

export type FakeStripe = {
  baseUrl: string
  sessions: Map<string, FakeSession>
  /** Requests as received (method, path, parsed body, headers). */
  requests: { method: string; path: string; body: Record<string, unknown>; headers: http.IncomingHttpHeaders }[]
  /** Where the hosted page sends its webhook (the site's /webhooks/stripe). */
  webhookUrl: string | null
  /** Completes a session as a card payment would, without the webhook. */
  complete: (id: string) => FakeSession
  /** An event as Stripe posts it, with its signature header (timestamp `at`, seconds). */
  signedEvent: (type: string, session: FakeSession, options?: { at?: number; id?: string; secret?: string }) => { body: string; signature: string; id: string }
  close: () => Promise<void>
}

/** Bracket notation (a[b][0][c]=1) into nested objects and arrays, as Stripe reads it. */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = root
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value
      else node = (node[part] ??= /^\d+$/.test(parts[index + 1]!) ? [] : {}) as Record<string, unknown>
    })
  }
  return root
}

export function signStripePayload(body: string, secret: string, at = Math.floor(Date.now() / 1000)): string {
  const signature = crypto.createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')
  return `t=${at},v1=${signature}`
}

/** The keys the end-to-end site and its Stripe stand-in share (test values, nothing real). */
export const E2E_STRIPE = { secretKey: 'sk_test_atrium_e2e', webhookSecret: 'whsec_atrium_e2e' }

export async function startFakeStripe({ secretKey, webhookSecret, host = '127.0.0.1', port = 0 }: { secretKey: string; webhookSecret: string; host?: string; port?: number }): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>()
  const requests: FakeStripe['requests'] = []
  const replies = new Map<string, { status: number; body: string }>()
  let baseUrl = ''

  const error = (status: number, type: string, message: string) => ({ status, body: JSON.stringify({ error: { type, message } }) })

  const complete = (id: string) => {
    const session = sessions.get(id)
    if (!session) throw new Error(`No session ${id}`)
    if (session.status === 'open') Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${crypto.randomBytes(12).toString('hex')}` })
    return session
  }

  const signedEvent: FakeStripe['signedEvent'] = (type, session, options = {}) => {
    const id = options.id ?? `evt_${crypto.randomBytes(12).toString('hex')}`
    const created = options.at ?? Math.floor(Date.now() / 1000)
    const { line_items: _items, ...object } = session
    const body = JSON.stringify({ id, object: 'event', api_version: '2026-10-28.endive', created, type, livemode: false, pending_webhooks: 1, data: { object } }, null, 2)
    return { body, id, signature: signStripePayload(body, options.secret ?? webhookSecret, created) }
  }

  const api = (method: string, path: string, body: Record<string, unknown>, headers: http.IncomingHttpHeaders) => {
    if (headers.authorization !== `Bearer ${secretKey}`) return error(401, 'invalid_request_error', 'Invalid API Key provided.')
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = (Array.isArray(body.line_items) ? body.line_items : []) as { quantity?: string; price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } } }[]
      if (body.mode !== 'payment') return error(400, 'invalid_request_error', 'Missing required param: mode.')
      if (items.length === 0) return error(400, 'invalid_request_error', 'Missing required param: line_items.')
      if (typeof body.success_url !== 'string') return error(400, 'invalid_request_error', 'Missing required param: success_url.')
      const currencies = new Set(items.map((item) => item.price_data?.currency))
      if (currencies.size !== 1) return error(400, 'invalid_request_error', 'All line items must use the same currency.')
      const lineItems = items.map((item) => ({ name: item.price_data?.product_data?.name ?? '', unit_amount: Number(item.price_data?.unit_amount), quantity: Number(item.quantity ?? 1) }))
      if (lineItems.some((item) => !Number.isInteger(item.unit_amount) || item.unit_amount < 0 || !Number.isInteger(item.quantity) || item.quantity < 1)) return error(400, 'invalid_request_error', 'Invalid integer.')
      const id = `cs_test_${crypto.randomBytes(16).toString('hex')}`
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
        currency: [...currencies][0]!,
        client_reference_id: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
        customer_email: typeof body.customer_email === 'string' ? body.customer_email : null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        success_url: body.success_url,
        cancel_url: String(body.cancel_url ?? ''),
        url: `${baseUrl}/pay/${id}`,
        payment_intent: null,
        line_items: lineItems,
      }
      sessions.set(id, session)
      const { line_items: _items, ...reply } = session
      return { status: 200, body: JSON.stringify(reply) }
    }
    const match = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(path)
    if (method === 'GET' && match) {
      const session = sessions.get(match[1]!)
      if (!session) return error(404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`)
      const { line_items: _items, ...reply } = session
      return { status: 200, body: JSON.stringify(reply) }
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)
  }

  const fake: FakeStripe = { baseUrl: '', sessions, requests, webhookUrl: null, complete, signedEvent, close: async () => {} }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const url = new URL(request.url ?? '/', baseUrl)
      const body = parseForm(text)
      requests.push({ method: request.method ?? 'GET', path: url.pathname, body, headers: request.headers })
      // The hosted payment page: a form that pays (POST) and then goes back to the shop.
      const pay = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname)
      if (pay) {
        const session = sessions.get(pay[1]!)
        if (!session) return void response.writeHead(404).end('No such session')
        if (request.method === 'GET') {
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
          return void response.end(
            `<!doctype html><html lang="en"><title>Pay</title><main><h1>Test payment</h1><p>${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p><form method="post"><button>Pay</button></form><p><a href="${session.cancel_url}">Cancel</a></p></main></html>`,
          )
        }
        complete(session.id)
        if (fake.webhookUrl) {
          const event = signedEvent('checkout.session.completed', session)
          await fetch(fake.webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature }, body: event.body }).catch(() => undefined)
        }
        response.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) })
        return void response.end()
      }
      const key = request.headers['idempotency-key']
      const idempotency = typeof key === 'string' ? `${request.method} ${url.pathname} ${key}` : null
      const reply = (idempotency && replies.get(idempotency)) || api(request.method ?? 'GET', url.pathname, body, request.headers)
      if (idempotency && reply.status < 500) replies.set(idempotency, reply)
      response.writeHead(reply.status, { 'Content-Type': 'application/json', 'Request-Id': `req_${crypto.randomBytes(6).toString('hex')}` })
      response.end(reply.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`
  fake.baseUrl = baseUrl
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return fake
}
