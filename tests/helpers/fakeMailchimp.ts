import crypto from 'node:crypto'
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for the Mailchimp Marketing API's member upsert, written from its reference
 * (PUT /3.0/lists/{list_id}/members/{subscriber_hash}): HTTP Basic auth with the API key as the
 * password; the hash must be the MD5 of the lower-cased address; `status_if_new` applies only to a
 * new member, `status` changes an existing one; errors are problem+json documents with `title`,
 * `status` and `detail`. `failNext(n)` answers 503 as during an outage.
 */
export type FakeMember = { email_address: string; status: string; list_id: string }
export type FakeMailchimp = { baseUrl: string; members: Map<string, FakeMember>; calls: { method: string; path: string; body: unknown }[]; failNext: (count: number) => void; close: () => Promise<void> }

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex')
const STATUSES = ['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional']

export async function startFakeMailchimp({ apiKey, listId }: { apiKey: string; listId: string }): Promise<FakeMailchimp> {
  const members = new Map<string, FakeMember>()
  const calls: FakeMailchimp['calls'] = []
  let failures = 0
  const problem = (response: http.ServerResponse, status: number, title: string, detail: string) =>
    response.writeHead(status, { 'Content-Type': 'application/problem+json' }).end(JSON.stringify({ type: 'https://mailchimp.com/developer/marketing/docs/errors/', title, status, detail, instance: crypto.randomUUID() }))

  const server = http.createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    request.on('end', () => {
      let body: Record<string, unknown> = {}
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      } catch {
        return problem(response, 400, 'JSON Parse Exception', 'We encountered an unspecified JSON parsing error.')
      }
      calls.push({ method: request.method ?? '', path: request.url ?? '', body })
      if (failures > 0) {
        failures--
        return problem(response, 503, 'Service Unavailable', 'The service is temporarily unavailable.')
      }
      const [scheme, encoded] = (request.headers.authorization ?? '').split(' ')
      const password = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString('utf8').split(':').slice(1).join(':') : ''
      if (password !== apiKey) return problem(response, 401, 'API Key Invalid', "Your API key may be invalid, or you've attempted to access the wrong datacenter.")
      const match = /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})$/.exec(request.url ?? '')
      if (!match) return problem(response, 404, 'Resource Not Found', 'The requested resource could not be found.')
      if (request.method !== 'PUT') return problem(response, 405, 'Method Not Allowed', 'The requested method and resource are not compatible.')
      const [, list, hash] = match
      if (list !== listId) return problem(response, 404, 'Resource Not Found', 'The requested resource could not be found.')
      const email = typeof body.email_address === 'string' ? body.email_address : ''
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return problem(response, 400, 'Invalid Resource', 'Please provide a valid email address.')
      if (md5(email.toLowerCase()) !== hash) return problem(response, 400, 'Invalid Resource', 'The subscriber hash does not match the email address.')
      for (const field of ['status', 'status_if_new'] as const) {
        if (body[field] !== undefined && !STATUSES.includes(String(body[field]))) return problem(response, 400, 'Invalid Resource', `The resource submitted could not be validated. For field-specific details, see the 'errors' array.`)
      }
      const existing = members.get(hash!)
      if (!existing && !body.status_if_new && !body.status) return problem(response, 400, 'Invalid Resource', 'The resource submitted could not be validated. For field-specific details, see the \'errors\' array.')
      const member: FakeMember = existing ? { ...existing, status: (body.status as string) ?? existing.status } : { email_address: email, status: (body.status as string) ?? (body.status_if_new as string), list_id: list! }
      members.set(hash!, member)
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: hash, unique_email_id: md5(`u${hash}`).slice(0, 10), ...member }))
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const port = (server.address() as AddressInfo).port
  return {
    baseUrl: `http://127.0.0.1:${port}/3.0`,
    members,
    calls,
    failNext: (count) => {
      failures = count
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
